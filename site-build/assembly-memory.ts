/**
 * What the dev server's rebuild after a save (incremental-build.ts) remembers from the assemblies before it, so the
 * site-wide steps cost little when one page changed: each page's reference problems, kept while the page parsed the
 * same and nothing it can point at changed (routes, anchors, navigation, pages that fail to parse), each page's body
 * with its props and token tables filled in, kept while the page and the tables' sources are the same, the pages put
 * together (navigation, records, structural problems), kept while only bodies changed, but for the changed pages'
 * records, and each search document and its token counts, kept while its page record and text are the same. `dsp build` assembles once and remembers nothing.
 */
import type { ContentNode, PageRecord, SectionRecord } from '../core/bundle';
import { firstExampleId } from '../core/bundle/first-example';
import type { AssembledPages } from '../core/content/assemble-pages';
import type { SourcePage } from '../core/content/source-page';
import type { LocatedIssue } from '../core/content/located-issue';
import type { ReferenceContext } from '../core/content/validate-references';
import { SEARCH_FIELDS, fieldText, termCountsOf, type TermCounts } from '../core/search/build-search-index';
import type { SearchDocument } from '../core/search/search-document';
import type { ParsedPage } from './markdown-page';

export interface FilledBody {
  readonly body: ContentNode[];
  readonly issues: readonly LocatedIssue[];
}

export interface AssemblyMemory {
  /** The reference problems of `page` in `context`: remembered, or `check()`ed and remembered. */
  readonly references: (page: ParsedPage, context: ReferenceContext, check: () => LocatedIssue[]) => LocatedIssue[];
  /**
   * A page's body with its props and token tables filled in, and the problems of its token tables: remembered while
   * the page, the props tables' source and the token catalogue are the ones it was filled from.
   */
  readonly filled: (page: ParsedPage, sources: readonly unknown[], fill: () => FilledBody) => FilledBody;
  /** termCountsOf, remembered by the document's text. */
  readonly termCounts: (document: SearchDocument) => TermCounts;
  /**
   * The pages put together (`assemble`, core/content/assemble-pages.ts), or the last ones with the changed pages'
   * records alone made again, when every page has the place, front matter, headings, commit date and first example
   * it had: the navigation, the structural problems and every other page's record are then the ones before.
   */
  readonly pages: (sources: readonly SourcePage[], sections: readonly SectionRecord[], assemble: () => AssembledPages) => AssembledPages;
  /** A page's search document, remembered while its record, text and component status are the same. */
  readonly searchDocument: (page: PageRecord, text: string, status: string | undefined, make: () => SearchDocument) => SearchDocument;
}

/**
 * Whether `next` puts the pages together as `previous` did, but for their bodies: then only a body changed, and with it
 * nothing the navigation, the structural checks or another page's record read. Unchanged pages keep their parsed
 * front matter and headings, so most are compared by identity.
 */
function sameStructure(previous: SourcePage, next: SourcePage): boolean {
  const same = (a: unknown, b: unknown) => a === b || sameValue(a, b);
  return (
    // The place is the file's path read (pageLocation), and both are of the same file.
    previous.lastCommitDate === next.lastCommitDate &&
    same(previous.frontMatter, next.frontMatter) &&
    same(previous.fieldLines, next.fieldLines) &&
    same(previous.headings, next.headings) &&
    (previous.body === next.body || firstExampleId(previous.body) === firstExampleId(next.body))
  );
}

/** Whether two JSON-like values are equal: the same primitives, arrays of equal items, objects of equal members. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.hasOwn(right, key) && sameValue(left[key], right[key]));
}

function sameSet(a: ReadonlySet<string> | undefined, b: ReadonlySet<string> | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a.size === b.size && [...a].every((item) => b.has(item));
}

/**
 * Whether a page's links and anchors check the same in both contexts: the same sections, navigation, routes in the
 * same order with the same heading links, pages that fail to parse and languages. Compared member by member, without
 * writing either out: on a large site a context is megabytes of text, and each save wrote it out whole.
 */
export function sameReferenceShape(a: ReferenceContext, b: ReferenceContext): boolean {
  if (a.pages.size !== b.pages.size || !sameValue(a.sections, b.sections) || !sameValue(a.navigation, b.navigation)) return false;
  if (!sameSet(a.languages, b.languages) || !sameSet(a.unparsed?.routes, b.unparsed?.routes)) return false;
  const aNames = a.unparsed?.names ?? new Map<string, ReadonlySet<string>>();
  const bNames = b.unparsed?.names ?? new Map<string, ReadonlySet<string>>();
  if (aNames.size !== bNames.size || [...aNames].some(([section, names]) => !sameSet(names, bNames.get(section)))) return false;
  const others = b.pages.entries();
  for (const [route, page] of a.pages) {
    const [otherRoute, other] = others.next().value as [string, typeof page];
    if (route !== otherRoute) return false;
    // An unchanged page keeps its parsed headings, so most are the same array.
    if (page.headings === other.headings) continue;
    if (page.headings.length !== other.headings.length || page.headings.some((heading, at) => heading.link !== other.headings[at]?.link))
      return false;
  }
  return true;
}

export function createAssemblyMemory(): AssemblyMemory {
  // Comparing a context with the last one for each of its pages would cost seconds on a large site: each distinct
  // shape gets a number instead, and pages remember the number.
  let shapeOf: { readonly context: ReferenceContext; readonly id: number } | null = null;
  const references = new WeakMap<ParsedPage, { readonly shapeId: number; readonly issues: LocatedIssue[] }>();
  const bodies = new WeakMap<ParsedPage, { readonly sources: readonly unknown[]; readonly filled: FilledBody }>();
  let lastPages: {
    readonly sources: ReadonlyMap<string, SourcePage>;
    readonly sections: readonly SectionRecord[];
    readonly assembled: AssembledPages;
  } | null = null;
  const documents = new WeakMap<
    PageRecord,
    { readonly text: string; readonly status: string | undefined; readonly document: SearchDocument }
  >();
  let counts = new Map<string, TermCounts>();
  let previousCounts = new Map<string, TermCounts>();
  return {
    references(page, context, check) {
      // One context serves every page of an assembly: its shape is computed once.
      if (shapeOf?.context !== context) {
        shapeOf = { context, id: shapeOf !== null && sameReferenceShape(shapeOf.context, context) ? shapeOf.id : (shapeOf?.id ?? 0) + 1 };
      }
      const known = references.get(page);
      if (known !== undefined && known.shapeId === shapeOf.id) return known.issues;
      const issues = check();
      references.set(page, { shapeId: shapeOf.id, issues });
      return issues;
    },
    filled(page, sources, fill) {
      const known = bodies.get(page);
      if (known !== undefined && known.sources.length === sources.length && known.sources.every((source, at) => source === sources[at]))
        return known.filled;
      const filled = fill();
      bodies.set(page, { sources, filled });
      return filled;
    },
    pages(sources, sections, assemble) {
      const byFile = new Map(sources.map((source) => [source.file, source]));
      const last = lastPages;
      const changed = new Map<string, SourcePage>();
      const reusable =
        last !== null &&
        last.sources.size === byFile.size &&
        sameValue(last.sections, sections) &&
        sources.every((source) => {
          const previous = last.sources.get(source.file);
          if (previous === undefined || !sameStructure(previous, source)) return false;
          if (previous.body !== source.body || previous.headings !== source.headings) changed.set(source.file, source);
          return true;
        });
      let assembled: AssembledPages;
      if (!reusable || last === null) assembled = assemble();
      else if (changed.size === 0) assembled = last.assembled;
      else {
        const pages = last.assembled.pages.map((record) => {
          const source = changed.get(record.source);
          return source === undefined ? record : { ...record, body: source.body, headings: source.headings };
        });
        assembled = { ...last.assembled, pages };
      }
      lastPages = { sources: byFile, sections, assembled };
      return assembled;
    },
    searchDocument(page, text, status, make) {
      const known = documents.get(page);
      if (known !== undefined && known.text === text && known.status === status) return known.document;
      const document = make();
      documents.set(page, { text, status, document });
      return document;
    },
    termCounts(document) {
      const key = SEARCH_FIELDS.map((field) => fieldText(document, field)).join('\u0001');
      const found = counts.get(key) ?? previousCounts.get(key) ?? termCountsOf(document);
      counts.set(key, found);
      // Two generations: texts that no current document has are forgotten once every document was asked again.
      if (counts.size > 2 * Math.max(previousCounts.size, 64)) {
        previousCounts = counts;
        counts = new Map();
      }
      return found;
    },
  };
}
