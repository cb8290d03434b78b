/**
 * Internal shorthand links in article content: an href such as
 * 'Components/Button' and a text such as 'Label|Title/TabName', resolved
 * against the navigation of the named section (SPEC §2 "Internal shorthand
 * links", §5 "Internal link shorthand", §8 "Unresolvable internal shorthand
 * link").
 */

import { matchesMode, visibleTo } from '../navigation/catalogue';
import type { NavigationItem } from '../navigation/navigation-item';
import { isSameTab, tabForMode } from '../navigation/tab-name';

/** A parsed shorthand href; every part lowercased, '+' read as a space. */
export interface ShorthandHref {
  /** The section, e.g. 'components' or 'get started'. */
  readonly section: string;
  /** The titles after the section; the last names the target. Never empty. */
  readonly path: readonly string[];
}

/** A parsed shorthand link text: 'Label', 'Label|Title' or 'Label|Title/TabName'. */
export interface ShorthandText {
  readonly label: string;
  readonly title?: string;
  readonly tab?: string;
}

/** The navigation of each section, keyed by the section's route segment ('get-started'). */
export type SectionNavigation = Readonly<Record<string, readonly NavigationItem[]>>;

export type ResolvedShorthandLink =
  | {
      readonly kind: 'link';
      readonly url: string;
      readonly label: string;
      /** The text's Title part, for the link's title attribute. */
      readonly title?: string;
      /** ' (TabName)' when the text names a tab (SPEC §2). */
      readonly tabSuffix?: string;
      /** The target is not public: the link shows a lock icon (SPEC §2). */
      readonly locked: boolean;
    }
  | { readonly kind: 'unresolved'; readonly label: string };

// §5: "segments of letters, digits, spaces, hyphens and pluses". Letters and
// digits are Unicode, as for the search term. No '.', ':', '#', '?' and no
// empty segment, so a URL ('https://…', '/x', './x', '#x', '?x') never matches.
const SEGMENT = /^[\p{L}\p{M}\p{N} +-]+$/u;
const WHITESPACE_RUN = /\s+/g;

/**
 * Parses a shorthand href of two or more '/'-separated segments
 * ('Section/Page', 'Foundations/Motion/Easing'); null when it is not one.
 * Percent-encoding is decoded first, because markdown-to-HTML conversion
 * encodes a space in a link destination as '%20'.
 *
 * @example
 * parseShorthandHref('Get+Started/Introduction') // { section: 'get started', path: ['introduction'] }
 */
export function parseShorthandHref(href: string): ShorthandHref | null {
  const segments = decodePercent(href).split('/');
  if (segments.length < 2) return null;
  const normalized: string[] = [];
  for (const segment of segments) {
    if (!SEGMENT.test(segment)) return null;
    const words = normalizeWords(segment.replaceAll('+', ' '));
    if (words === '') return null;
    normalized.push(words);
  }
  const [section = '', ...path] = normalized;
  return { section, path };
}

/**
 * True when an href is a shorthand link rather than a URL.
 *
 * @example
 * isShorthandHref('Components/Button') // true
 * isShorthandHref('https://example.com/a') // false
 */
export function isShorthandHref(href: string): boolean {
  return parseShorthandHref(href) !== null;
}

/**
 * Parses a shorthand link text. The label is everything before the first '|';
 * after it, the part after the last '/' is the tab name. Empty parts are left
 * out.
 *
 * @example
 * parseShorthandText('See the code|Button/Code') // { label: 'See the code', title: 'Button', tab: 'Code' }
 */
export function parseShorthandText(text: string): ShorthandText {
  const bar = text.indexOf('|');
  if (bar === -1) return { label: text.trim() };
  const label = text.slice(0, bar).trim();
  const rest = text.slice(bar + 1);
  const slash = rest.lastIndexOf('/');
  const title = (slash === -1 ? rest : rest.slice(0, slash)).trim();
  const tab = slash === -1 ? '' : rest.slice(slash + 1).trim();
  return { label, ...(title ? { title } : {}), ...(tab ? { tab } : {}) };
}

/**
 * Resolves a shorthand link (SPEC §2). The first segment picks the section's
 * navigation; the last segment names the target by title, earlier ones narrow
 * to its parent items (titles compare case-insensitively). Among the matches
 * the one for the text's tab is taken, or else the one matching dev mode
 * ('Code' on, 'Design' off; items with fewer than 2 tabs always match).
 *
 * Decisions where the SPEC is silent:
 * - the first title is searched at the shallowest depth where it occurs, so
 *   'Foundations/Easing' finds a child; later titles search direct children;
 * - an item whose own `tab` does not match but whose `tabs` list has the
 *   wanted tab resolves to that tab's link;
 * - an unauthorized viewer does not see non-public items in the navigation
 *   (§2, §6), so a link to one is unresolved for them; authorized viewers get
 *   the link with `locked: true`;
 * - a tab named in the text that the target lacks makes the link unresolved;
 * - an empty label falls back to the text's Title, then to the target title
 *   (or, unresolved, to the href).
 *
 * @example
 * resolveShorthandLink({ href: 'Components/Button', text: 'Buttons|Button/Code',
 *   navigation, isDevMode: false, isAuthorized: true })
 * // { kind: 'link', url: '/components/button-code', label: 'Buttons', title: 'Button',
 * //   tabSuffix: ' (Code)', locked: false }
 */
export function resolveShorthandLink(input: {
  readonly href: string;
  readonly text: string;
  readonly navigation: SectionNavigation;
  readonly isDevMode: boolean;
  readonly isAuthorized: boolean;
}): ResolvedShorthandLink {
  const text = parseShorthandText(input.text);
  const label = text.label || text.title || '';
  const unresolved: ResolvedShorthandLink = { kind: 'unresolved', label: label || input.href };

  const href = parseShorthandHref(input.href);
  if (href === null) return unresolved;
  const items = sectionItems(input.navigation, href.section);
  if (items === undefined) return unresolved;

  const candidates = findByPath(visibleTo(items, input.isAuthorized), href.path);
  const target = chooseTab(candidates, text.tab, input.isDevMode);
  if (target === null) return unresolved;

  return {
    kind: 'link',
    url: target.url,
    label: label || target.item.title,
    ...(text.title ? { title: text.title } : {}),
    ...(text.tab ? { tabSuffix: ` (${text.tab})` } : {}),
    locked: !target.item.isPublic,
  };
}

/**
 * The part of a navigation that resolving `href` reads: under the section's key, its top-level items whose subtree
 * holds a title the href names. resolveShorthandLink gives the same answer against this part as against the whole
 * navigation, in either dev mode: the shallowest level holding the first title, and every match there, lie under
 * the items kept. A page's data carries this for links into other sections (core/portal/portal-data.ts), so it
 * need not carry their whole navigation.
 *
 * @example
 * shorthandTargetNavigation(navigation, 'Components/Button') // { components: [the Button item] }
 */
export function shorthandTargetNavigation(navigation: SectionNavigation, href: string): SectionNavigation {
  const parsed = parseShorthandHref(href);
  if (parsed === null) return {};
  const key = sectionKey(navigation, parsed.section);
  if (key === undefined) return {};
  const titles = new Set(parsed.path);
  const holdsTitle = (item: NavigationItem): boolean =>
    [...titles].some((title) => sameTitle(item.title, title)) || (item.children ?? []).some(holdsTitle);
  const items = (navigation[key] ?? []).filter(holdsTitle);
  return items.length === 0 ? {} : { [key]: items };
}

/** The section's items: keyed by its route segment, where spaces are hyphens. */
function sectionItems(navigation: SectionNavigation, section: string): readonly NavigationItem[] | undefined {
  const key = sectionKey(navigation, section);
  return key === undefined ? undefined : navigation[key];
}

function sectionKey(navigation: SectionNavigation, section: string): string | undefined {
  // hasOwn: a section named 'constructor' or '__proto__' is not a navigation.
  return [section, section.replaceAll(' ', '-')].find((key) => Object.hasOwn(navigation, key));
}

/** All items matching the path of titles (see resolveShorthandLink). */
function findByPath(items: readonly NavigationItem[], path: readonly string[]): NavigationItem[] {
  const [first, ...rest] = path;
  if (first === undefined) return [];
  let matches = shallowestMatches(items, first);
  for (const title of rest) {
    matches = matches.flatMap((item) => (item.children ?? []).filter((child) => sameTitle(child.title, title)));
  }
  return matches;
}

/** The items titled `title` at the shallowest depth that has any (breadth-first). */
function shallowestMatches(items: readonly NavigationItem[], title: string): NavigationItem[] {
  let level: readonly NavigationItem[] = items;
  while (level.length > 0) {
    const matches = level.filter((item) => sameTitle(item.title, title));
    if (matches.length > 0) return matches;
    level = level.flatMap((item) => item.children ?? []);
  }
  return [];
}

/** Picks the target and its url by the named tab, or else by dev mode. */
function chooseTab(
  candidates: readonly NavigationItem[],
  namedTab: string | undefined,
  isDevMode: boolean,
): { item: NavigationItem; url: string } | null {
  const direct = candidates.find((item) => (namedTab === undefined ? matchesMode(item, isDevMode) : isSameTab(item.tab, namedTab)));
  if (direct !== undefined) return { item: direct, url: direct.link };

  const wanted = namedTab ?? tabForMode(isDevMode);
  for (const item of candidates) {
    const tab = item.tabs.find((t) => isSameTab(t.name, wanted));
    if (tab !== undefined) return { item, url: tab.link };
  }
  return null;
}

/** Decodes %XX escapes; malformed ones leave the href as written (it then fails the grammar). */
function decodePercent(href: string): string {
  if (!href.includes('%')) return href;
  try {
    return decodeURIComponent(href);
  } catch {
    return href;
  }
}

function sameTitle(itemTitle: string, wanted: string): boolean {
  return normalizeWords(itemTitle.toLowerCase()) === wanted;
}

/** Lowercases, collapses whitespace runs to one space and trims. */
function normalizeWords(text: string): string {
  return text.toLowerCase().replace(WHITESPACE_RUN, ' ').trim();
}
