/**
 * The 'description' meta tag of a page (SPEC §2 "Common layout", §5 "Page
 * description").
 */

/**
 * The description meta content: the trimmed text, or null (no tag) when that
 * is empty or there is no text.
 *
 * @example
 * metaDescription('  Buttons trigger actions. ') // 'Buttons trigger actions.'
 * metaDescription('   ') // null
 */
export function metaDescription(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
