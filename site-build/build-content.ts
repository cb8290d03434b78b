/**
 * The content build behind `dsp content validate` and `dsp build`: reads the
 * content folder, parses every page, assembles the bundle and the search
 * documents, and collects every problem with file:line:column.
 */
import type { ContentBundle, PageRecord } from '../core/bundle';
import { assemblePages } from '../core/content/assemble-pages';
import { severityOf, sortLocatedIssues, type LocatedIssue } from '../core/content/located-issue';
import { pageLocation, type PageLocation } from '../core/content/page-location';
import { parseSiteJson } from '../core/content/site-schema';
import type { SourcePage } from '../core/content/source-page';
import { validateReferences, type UnparsedPages } from '../core/content/validate-references';
import type { SearchDocument } from '../core/search/search-document';
import { termCountsOf, type TermCounts } from '../core/search/build-search-index';
import { tokenTable, type TokenCatalogue, type TokenDirective } from '../core/tokens';
import type { ContentNode } from '../core/bundle';
import { loadTokens, type LoadedTokens } from '../tokens/build/load-tokens';
import { DEFAULT_TOKENS_DIR } from '../core/content/build-output';
import { readContentTree, type ContentTree } from './content-fs';
import { KNOWN_LANGUAGES } from './code-languages';
import { startComponentTypes } from './component-types-thread';
import { checkLiveContent, type LiveContent } from './live-content';
import { parsePages } from './parse-pages';
import { writeHighlightCache } from './highlight-cache';
import type { ParsedPage, ParsedPageResult } from './markdown-page';
import type { AssemblyMemory } from './assembly-memory';
import { readSearchSynonyms } from './search-synonyms-fs';
import type { SynonymGroup } from '../core/search/search-synonyms';
import type { ComponentStatus } from '../core/components';
import { topicStatuses } from '../core/portal';

export interface ContentBuild {
  /** Null when any error was found: a build with errors produces nothing; warnings do not stop it. */
  readonly bundle: ContentBundle | null;
  /**
   * The bundle of the pages that did build, errors or not (null only when site.json is unusable): what the dev server
   * serves while the author fixes a page.
   */
  readonly draft: ContentBundle | null;
  readonly searchDocuments: SearchDocument[];
  readonly issues: LocatedIssue[];
  /** Problems of the token folder; their file paths start at the working folder ('tokens/…'), not at the content folder. */
  readonly tokenIssues: LocatedIssue[];
  /** Problems of the components' status declarations (core/components status-rules.ts), from the working folder ('ui/…'). */
  readonly componentIssues: LocatedIssue[];
  readonly tokens: LoadedTokens;
  readonly pageCount: number;
  /** The authors' search synonyms (content/search-synonyms.json), checked; none when the file is absent or bad. */
  readonly searchSynonyms?: readonly SynonymGroup[];
  /**
   * termCountsOf, worked out once per search document: the synonyms check has counted every document's words, and
   * the search index needs the same counts.
   */
  readonly termCounts: (document: SearchDocument) => TermCounts;
}

/** termCountsOf, remembered for each document object. */
function rememberedTermCounts(): (document: SearchDocument) => TermCounts {
  const counted = new WeakMap<SearchDocument, TermCounts>();
  return (document) => {
    let counts = counted.get(document);
    if (counts === undefined) {
      counts = termCountsOf(document);
      counted.set(document, counts);
    }
    return counts;
  };
}

export type BuildProgress = (done: number, total: number) => void;

// A title the YAML parser may have refused, read line by line: `title: Button` or `title: "Button"`.
const TITLE_LINE = /^title:[ \t]*(['"]?)(.+?)\1[ \t]*$/m;

/** Records a page that failed to parse, so links to it are not reported again (its own error says it all). */
function noteUnparsed(unparsed: { routes: Set<string>; names: Map<string, Set<string>> }, location: PageLocation, text: string): void {
  unparsed.routes.add(location.route).add(location.topic);
  let names = unparsed.names.get(location.section);
  if (names === undefined) {
    names = new Set();
    unparsed.names.set(location.section, names);
  }
  const folder = location.folders[location.folders.length - 1];
  if (folder !== undefined) names.add(folder.replaceAll('-', ' '));
  const title = TITLE_LINE.exec(text)?.[2];
  if (title !== undefined) names.add(title.toLowerCase().replace(/\s+/g, ' ').trim());
}

function toSearchDocument(page: PageRecord, text: string, status: ComponentStatus | undefined): SearchDocument {
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
    ...(status === undefined ? {} : { status }),
  };
}

/** Replaces the token table placeholders of a body, in order, with tables drawn from the catalogue. */
function fillTokenTables(
  body: readonly ContentNode[],
  directives: readonly TokenDirective[],
  catalogue: TokenCatalogue | null,
  file: string,
  issues: LocatedIssue[],
): ContentNode[] {
  let next = 0;
  const visit = (node: ContentNode): ContentNode[] => {
    if (node.type === 'tokens') {
      const directive = directives[next++];
      // Without a catalogue the token problems are already reported; the page is not built anyway.
      if (directive === undefined || catalogue === null) return [];
      const table = tokenTable(directive, catalogue, file);
      issues.push(...table.issues);
      return table.node === null ? [] : [table.node];
    }
    if (node.type === 'element') return [{ ...node, children: node.children.flatMap(visit) }];
    return [node];
  };
  return body.flatMap(visit);
}

/** Stores this build's code colours for the next build (highlight-cache.ts); loads the highlighter module only for its cache's name. */
async function keepColours(parsed: readonly ParsedPageResult[]): Promise<void> {
  const bodies = parsed.flatMap((result) => (result.page === null ? [] : [result.page.body]));
  if (bodies.length === 0) return;
  const { highlightCacheFile } = await import('./highlighter');
  writeHighlightCache(highlightCacheFile(), bodies);
}

/** What the assembly step needs: the tree as read, each parseable file's parse result, the live content and the tokens. */
export interface ParsedContent {
  readonly tree: ContentTree;
  /** The result of each file of the tree whose path names a page, by content-relative path. */
  readonly parsed: ReadonlyMap<string, ParsedPageResult>;
  readonly live: LiveContent;
  readonly tokens: LoadedTokens;
  /** The content folder, for the files beside the pages (the search synonyms); none in tests that assemble from memory. */
  readonly contentDir?: string;
  /** What earlier assemblies of the same content found (the dev server's rebuilds, assembly-memory.ts). */
  readonly memory?: AssemblyMemory;
}

const locatedFiles = new WeakMap<
  ContentTree,
  readonly { readonly file: ContentTree['files'][number]; readonly location: ReturnType<typeof pageLocation> }[]
>();

/** Whether each file of the tree has a valid page path, in the tree's order; worked out once per tree (a dev save asks thrice). */
export function locateFiles(tree: ContentTree) {
  let located = locatedFiles.get(tree);
  if (located === undefined) {
    located = tree.files.map((file) => ({ file, location: pageLocation(file.path) }));
    locatedFiles.set(tree, located);
  }
  return located;
}

function parseSite(tree: ContentTree, issues: LocatedIssue[]) {
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
  return site;
}

/**
 * Everything after parsing: navigation, references, search documents and the bundle. Cheap next to parsing, so the
 * dev server runs it whole after re-parsing only the pages that changed.
 */
export function assembleContent({ tree, parsed, live, tokens, contentDir, memory }: ParsedContent): ContentBuild {
  const issues: LocatedIssue[] = [...tree.issues, ...live.issues];
  const site = parseSite(tree, issues);
  const sources: SourcePage[] = [];
  const parsedOf = new Map<SourcePage, ParsedPage>();
  const unparsed = { routes: new Set<string>(), names: new Map<string, Set<string>>() };
  for (const { file, location } of locateFiles(tree)) {
    if (!location.ok) {
      for (const issue of location.issues) issues.push({ file: file.path, line: 0, column: 0, code: issue.code, message: issue.message });
      continue;
    }
    const result = parsed.get(file.path);
    if (result === undefined) throw new Error(`no parse result for ${file.path}`);
    issues.push(...result.issues);
    if (result.page === null) {
      noteUnparsed(unparsed, location.value, file.text);
      continue;
    }
    const page = result.page;
    const fill = () => {
      const tableIssues: LocatedIssue[] = [];
      const body = fillTokenTables(live.fill(page.body), page.tokenDirectives, tokens.catalogue, file.path, tableIssues);
      return { body, issues: tableIssues };
    };
    const filled = memory === undefined ? fill() : memory.filled(page, [live.fill, tokens.catalogue], fill);
    issues.push(...filled.issues);
    const body = filled.body;
    const source: SourcePage = {
      file: file.path,
      location: location.value,
      lastCommitDate: tree.commitDates.get(file.path) ?? null,
      ...result.page,
      body,
    };
    sources.push(source);
    parsedOf.set(source, result.page);
  }

  if (site === null || !site.ok)
    return {
      bundle: null,
      draft: null,
      searchDocuments: [],
      issues: sortLocatedIssues(issues),
      tokenIssues: sortLocatedIssues(tokens.issues),
      componentIssues: sortLocatedIssues(live.componentIssues ?? []),
      tokens,
      pageCount: tree.files.length,
      termCounts: termCountsOf,
    };

  const sections = site.value.sections;
  // The dev server's save: only a body changed, and then only its page's record is made again (assembly-memory.ts).
  const assembled =
    memory === undefined ? assemblePages(sources, sections) : memory.pages(sources, sections, () => assemblePages(sources, sections));
  issues.push(...assembled.issues);
  const pages = new Map(assembled.pages.map((page) => [page.route, page]));
  const unparsedPages: UnparsedPages = unparsed;
  const context = {
    pages,
    sections: site.value.sections,
    navigation: assembled.navigation,
    languages: KNOWN_LANGUAGES,
    unparsed: unparsedPages,
  };
  for (const source of sources) {
    const page = parsedOf.get(source);
    const check = () => validateReferences(source, context);
    issues.push(...(memory === undefined || page === undefined ? check() : memory.references(page, context, check)));
  }

  const textByRoute = new Map(sources.map((source) => [source.location.route, source.text]));
  const statuses = live.manifest ? topicStatuses(live.manifest, pages) : new Map<string, ComponentStatus>();
  const searchDocuments = assembled.pages.map((page) => {
    const text = textByRoute.get(page.route) ?? '';
    const status = statuses.get(page.topic);
    const make = () => toSearchDocument(page, text, status);
    return memory === undefined ? make() : memory.searchDocument(page, text, status, make);
  });
  const termCounts = memory?.termCounts ?? rememberedTermCounts();
  const synonyms = contentDir === undefined ? { groups: [], issues: [] } : readSearchSynonyms(contentDir, searchDocuments, termCounts);
  issues.push(...synonyms.issues);
  const bundle: ContentBundle = {
    formatVersion: 1,
    site: site.value.site,
    sections: site.value.sections,
    navigation: assembled.navigation,
    pages: Object.fromEntries(assembled.pages.map((page) => [page.route, page])),
    markdown: Object.fromEntries(
      sources.filter((source) => pages.has(source.location.route)).map((source) => [source.location.route, source.markdown]),
    ),
    ...(live.manifest ? { components: live.manifest } : {}),
  };
  const sorted = sortLocatedIssues(issues);
  const tokenIssues = sortLocatedIssues(tokens.issues);
  const componentIssues = sortLocatedIssues(live.componentIssues ?? []);
  const hasErrors = sorted.some((issue) => severityOf(issue) === 'error') || tokenIssues.length > 0 || componentIssues.length > 0;
  return {
    bundle: hasErrors ? null : bundle,
    draft: bundle,
    searchDocuments,
    issues: sorted,
    tokenIssues,
    componentIssues,
    tokens,
    pageCount: tree.files.length,
    searchSynonyms: synonyms.groups,
    termCounts,
  };
}

/** The pages that parsed, with their files, for the live content step. */
export function pagesOf(parsed: ReadonlyMap<string, ParsedPageResult>) {
  return [...parsed].flatMap(([file, result]) => (result.page === null ? [] : [{ file, page: result.page }]));
}

/**
 * @param alongside work the caller needs anyway and that does not depend on the pages, given the loaded tokens: it runs
 * while the pages are parsed, where the page threads take up what it costs this thread, not after them.
 */
export async function buildContent(
  contentDir: string,
  onProgress?: BuildProgress,
  tokensDir: string = DEFAULT_TOKENS_DIR,
  alongside?: (tokens: LoadedTokens) => Promise<void>,
): Promise<ContentBuild> {
  const tree = readContentTree(contentDir);
  const parseable = locateFiles(tree)
    .filter((entry) => entry.location.ok)
    .map((entry) => entry.file);
  // Type-checking examples and reading props tables overlaps the rest (component-types-thread.ts): it is the longest
  // part of a cold build, so it starts first.
  const componentTypes = startComponentTypes(parseable);
  const tokens = await loadTokens(tokensDir);
  const sideWork = alongside?.(tokens);
  // Pages with a bad path are not parsed, but count towards progress.
  const skipped = tree.files.length - parseable.length;
  for (let done = 1; done <= skipped; done += 1) onProgress?.(done, tree.files.length);
  const results = await parsePages(parseable, (done) => onProgress?.(skipped + done, tree.files.length));
  await keepColours(results);
  const parsed = new Map(parseable.map((file, index) => [file.path, results[index] as ParsedPageResult]));
  const live = checkLiveContent(pagesOf(parsed), componentTypes);
  await sideWork;
  return assembleContent({ tree, parsed, live: await live, tokens, contentDir });
}
