/**
 * Anchors of h2 and h3 headings and the in-page navigation built from them
 * (SPEC §2 "Article content", §2 "In-page navigation", §3 "In-page navigation
 * item", §5 "Heading anchors").
 */

export type HeadingLevel = 'h2' | 'h3';

/** A heading of the article, in document order. */
export interface ArticleHeading {
  readonly level: HeadingLevel;
  readonly text: string;
}

/** SPEC §3 "In-page navigation item". */
export interface InPageNavigationItem {
  /** The heading text; used for ordering and identity. */
  readonly title: string;
  /** '#' followed by the heading's anchor. */
  readonly link: string;
  readonly level: HeadingLevel;
  /** Title of the h2 this heading sits under; null for an h2 or an h3 before any h2. */
  readonly previousH2: string | null;
  readonly previousH2Link: string | null;
}

/**
 * Anchor used when a heading's slug is empty (e.g. a heading of only
 * punctuation or non-Latin letters); the SPEC is silent, an empty id is not a
 * usable anchor (decision).
 */
export const EMPTY_SLUG_FALLBACK = 'section';
/** Joins an h2 anchor and an h3 slug (decision: the slug's own word separator). */
export const HEADING_ANCHOR_JOINER = '-';

const NOT_SLUG_CHARACTER = /[^a-z0-9\s]/g;
const WHITESPACE_RUN = /\s+/g;

/**
 * Slug of a heading text, exactly as SPEC §5: lowercase, remove every
 * character that is not a-z, 0-9 or whitespace, trim, replace whitespace runs
 * with '-'. Letters outside a-z are removed, not transliterated ('Schaltfläche'
 * gives 'schaltflche'), because the SPEC says so.
 *
 * @example
 * slugifyHeading('  Do\'s & Don\'ts ') // 'dos-donts'
 */
export function slugifyHeading(text: string): string {
  return text.toLowerCase().replace(NOT_SLUG_CHARACTER, '').trim().replace(WHITESPACE_RUN, '-');
}

/**
 * Anchor of one heading: its slug (or 'section' when the slug is empty); an h3
 * is prefixed with the preceding h2's anchor and '-' (SPEC §5).
 *
 * @example
 * headingAnchor({ level: 'h3', text: 'Sizes', previousH2Anchor: 'usage' }) // 'usage-sizes'
 */
export function headingAnchor(heading: {
  readonly level: HeadingLevel;
  readonly text: string;
  readonly previousH2Anchor?: string;
}): string {
  const slug = slugifyHeading(heading.text) || EMPTY_SLUG_FALLBACK;
  if (heading.level === 'h3' && heading.previousH2Anchor) {
    return `${heading.previousH2Anchor}${HEADING_ANCHOR_JOINER}${slug}`;
  }
  return slug;
}

/**
 * The in-page navigation of an article (SPEC §2, §3): one item per h2 and h3
 * heading, in document order. An anchor already used earlier on the page gets
 * the suffix '-2', '-3', ... (the SPEC is silent; duplicate ids would make
 * links jump to the first heading). An h3 is prefixed with the final, unique
 * anchor of its h2.
 *
 * @example
 * buildInPageNavigation([{ level: 'h2', text: 'Usage' }, { level: 'h3', text: 'Do' }])
 * // [{ title: 'Usage', link: '#usage', level: 'h2', previousH2: null, previousH2Link: null },
 * //  { title: 'Do', link: '#usage-do', level: 'h3', previousH2: 'Usage', previousH2Link: '#usage' }]
 */
export function buildInPageNavigation(headings: readonly ArticleHeading[]): InPageNavigationItem[] {
  const used = new Set<string>();
  const nextSuffix = new Map<string, number>();
  let currentH2: { title: string; anchor: string } | null = null;

  return headings.map(({ level, text }) => {
    const base = currentH2 === null ? headingAnchor({ level, text }) : headingAnchor({ level, text, previousH2Anchor: currentH2.anchor });
    const anchor = uniqueAnchor(base, used, nextSuffix);
    const parent = level === 'h3' ? currentH2 : null;
    if (level === 'h2') currentH2 = { title: text, anchor };
    return {
      title: text,
      link: `#${anchor}`,
      level,
      previousH2: parent?.title ?? null,
      previousH2Link: parent === null ? null : `#${parent.anchor}`,
    };
  });
}

/** First of base, base-2, base-3, ... not used yet; remembers the counter per base so N duplicates cost O(N). */
function uniqueAnchor(base: string, used: Set<string>, nextSuffix: Map<string, number>): string {
  let candidate = base;
  let suffix = nextSuffix.get(base) ?? 2;
  while (used.has(candidate)) {
    candidate = `${base}-${suffix}`;
    suffix += 1;
  }
  nextSuffix.set(base, suffix);
  used.add(candidate);
  return candidate;
}
