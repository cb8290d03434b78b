/**
 * What the dev server's rebuild after a save (incremental-build.ts) remembers from the assemblies before it, so the
 * site-wide steps cost little when one page changed: each page's reference problems, kept while the page parsed the
 * same and nothing it can point at changed (routes, anchors, navigation, pages that fail to parse), each page's body
 * with its props and token tables filled in, kept while the page and the tables' sources are the same, and each search
 * document's token counts, kept while its text is the same. `dsp build` assembles once and remembers nothing.
 */
import type { ContentNode } from '../core/bundle';
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
}

/** Everything of a reference context a page's links and anchors are checked against, as one comparable string. */
export function referenceShape(context: ReferenceContext): string {
  return JSON.stringify([
    context.sections,
    context.navigation,
    [...context.pages].map(([route, page]) => [route, page.headings.map((heading) => heading.link)]),
    [...(context.unparsed?.routes ?? [])],
    [...(context.unparsed?.names ?? [])].map(([section, names]) => [section, [...names]]),
    [...context.languages],
  ]);
}

export function createAssemblyMemory(): AssemblyMemory {
  // A context's shape is a string of megabytes on a large site; comparing it anew for each of its pages costs seconds.
  // Each distinct shape gets a number instead, and pages remember the number.
  let shapeOf: { readonly context: ReferenceContext; readonly shape: string; readonly id: number } | null = null;
  const references = new WeakMap<ParsedPage, { readonly shapeId: number; readonly issues: LocatedIssue[] }>();
  const bodies = new WeakMap<ParsedPage, { readonly sources: readonly unknown[]; readonly filled: FilledBody }>();
  let counts = new Map<string, TermCounts>();
  let previousCounts = new Map<string, TermCounts>();
  return {
    references(page, context, check) {
      // One context serves every page of an assembly: its shape is computed once.
      if (shapeOf?.context !== context) {
        const shape = referenceShape(context);
        shapeOf = { context, shape, id: shapeOf !== null && shapeOf.shape === shape ? shapeOf.id : (shapeOf?.id ?? 0) + 1 };
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
