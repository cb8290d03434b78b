/**
 * The browser tab title of every page (SPEC §2 "Common layout"):
 * '{page title} - Design System - {variant}'.
 */

/** The fixed middle part of the tab title (SPEC §2). */
export const DESIGN_SYSTEM_TITLE = 'Design System';
const TITLE_SEPARATOR = ' - ';

/**
 * The variant of a context identifier: its part before the first hyphen, with
 * the first letter upper-cased; the rest is left as written.
 *
 * @example
 * themeVariant('alpine-light') // 'Alpine'
 */
export function themeVariant(contextId: string): string {
  const hyphen = contextId.indexOf('-');
  const part = hyphen === -1 ? contextId : contextId.slice(0, hyphen);
  const first = part.codePointAt(0);
  if (first === undefined) return '';
  // By code point, so an astral first character is not split in half.
  const head = String.fromCodePoint(first);
  return head.toUpperCase() + part.slice(head.length);
}

/**
 * The tab title '{page title} - Design System - {variant}' (SPEC §2). The
 * page-title part is left out when empty or blank; the variant part too when
 * the context identifier gives none (decision). `designSystemLabel` replaces
 * 'Design System' and defaults to it: the SPEC fixes that text, so the site's
 * design-system name ('Harbor') is not used here.
 *
 * @example
 * formatPageTitle({ pageTitle: 'Button', contextId: 'alpine-light' }) // 'Button - Design System - Alpine'
 * formatPageTitle({ contextId: 'alpine-light' }) // 'Design System - Alpine'
 */
export function formatPageTitle(input: {
  readonly pageTitle?: string | null;
  readonly contextId: string;
  readonly designSystemLabel?: string;
}): string {
  const parts = [input.pageTitle?.trim() ?? '', input.designSystemLabel ?? DESIGN_SYSTEM_TITLE, themeVariant(input.contextId)];
  return parts.filter((part) => part !== '').join(TITLE_SEPARATOR);
}
