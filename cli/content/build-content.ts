/**
 * The content build behind `dsp content validate` and `dsp build`: reads the
 * content folder, parses every page, assembles the bundle and the search
 * documents, and collects every problem with file:line:column.
 */
import type { ContentBundle, PageRecord } from '../../core/bundle';
import { assemblePages } from '../../core/build/assemble-pages';
import { sortLocatedIssues, type LocatedIssue } from '../../core/build/located-issue';
import { pageLocation } from '../../core/build/page-location';
import { parseSiteJson } from '../../core/build/site-schema';
import type { SourcePage } from '../../core/build/source-page';
import { validateReferences } from '../../core/build/validate-references';
import type { SearchDocument } from '../../core/search/search-document';
import { readContentTree } from './content-fs';
import { KNOWN_LANGUAGES } from './code-languages';
import { startComponentTypes } from './component-types-thread';
import { checkLiveContent } from './live-content';
import { parsePages } from './parse-pages';

export interface ContentBuild {
  /** Null when any issue was found: a build with errors produces nothing. */
  readonly bundle: ContentBundle | null;
  readonly searchDocuments: SearchDocument[];
  readonly issues: LocatedIssue[];
  readonly pageCount: number;
}

export type BuildProgress = (done: number, total: number) => void;

function toSearchDocument(page: PageRecord, text: string): SearchDocument {
  return {
    route: page.route,
    title: page.title,
    tab: page.tab,
    description: page.description,
    terms: page.terms,
    breadcrumbs: page.breadcrumbs,
    section: page.section,
    isPublic: page.isPublic,
    thumbnail: page.thumbnail,
    headings: page.headings.map((heading) => heading.title),
    text,
  };
}

export async function buildContent(contentDir: string, onProgress?: BuildProgress): Promise<ContentBuild> {
  const tree = readContentTree(contentDir);
  const issues: LocatedIssue[] = [...tree.issues];

  let siteData: unknown = null;
  if (tree.siteJson !== null) {
    try {
      siteData = JSON.parse(tree.siteJson);
    } catch (error) {
      issues.push({ file: 'site.json', line: 1, column: 1, code: 'site.json', message: `is not valid JSON: ${(error as Error).message}` });
    }
  }
  const site = siteData === null ? null : parseSiteJson(siteData);
  if (site !== null && !site.ok) {
    for (const issue of site.issues) issues.push({ file: 'site.json', line: 1, column: 1, code: issue.code, message: issue.message });
  }

  const located = tree.files.map((file) => ({ file, location: pageLocation(file.path) }));
  const parseable = located.filter((entry) => entry.location.ok).map((entry) => entry.file);
  // Pages with a bad path are not parsed, but count towards progress.
  const skipped = tree.files.length - parseable.length;
  for (let done = 1; done <= skipped; done += 1) onProgress?.(done, tree.files.length);
  // Type-checking examples and reading props tables overlaps the parsing (component-types-thread.ts).
  const componentTypes = startComponentTypes(parseable);
  const parsed = await parsePages(parseable, (done) => onProgress?.(skipped + done, tree.files.length));
  const withPages = parseable.flatMap((file, index) => (parsed[index]?.page ? [{ file: file.path, page: parsed[index].page }] : []));
  const live = await checkLiveContent(withPages, componentTypes);
  issues.push(...live.issues);
  const sources: SourcePage[] = [];
  let next = 0;
  for (const { file, location } of located) {
    if (!location.ok) {
      for (const issue of location.issues) issues.push({ file: file.path, line: 0, column: 0, code: issue.code, message: issue.message });
      continue;
    }
    const result = parsed[next++];
    if (result === undefined) throw new Error(`no parse result for ${file.path}`);
    issues.push(...result.issues);
    if (result.page === null) continue;
    const page = { ...result.page, body: live.fill(result.page.body) };
    sources.push({ file: file.path, location: location.value, lastCommitDate: tree.commitDates.get(file.path) ?? null, ...page });
  }

  if (site === null || !site.ok)
    return { bundle: null, searchDocuments: [], issues: sortLocatedIssues(issues), pageCount: tree.files.length };

  const assembled = assemblePages(sources, site.value.sections);
  issues.push(...assembled.issues);
  const pages = new Map(assembled.pages.map((page) => [page.route, page]));
  const context = { pages, sections: site.value.sections, navigation: assembled.navigation, languages: KNOWN_LANGUAGES };
  for (const source of sources) issues.push(...validateReferences(source, context));

  const textByRoute = new Map(sources.map((source) => [source.location.route, source.text]));
  const searchDocuments = assembled.pages.map((page) => toSearchDocument(page, textByRoute.get(page.route) ?? ''));
  const bundle: ContentBundle = {
    formatVersion: 1,
    site: site.value.site,
    sections: site.value.sections,
    navigation: assembled.navigation,
    pages: Object.fromEntries(assembled.pages.map((page) => [page.route, page])),
  };
  const sorted = sortLocatedIssues(issues);
  return { bundle: sorted.length === 0 ? bundle : null, searchDocuments, issues: sorted, pageCount: tree.files.length };
}
