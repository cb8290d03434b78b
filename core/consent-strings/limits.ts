/**
 * The longest consent string the decoders read. A browser keeps at most 4096
 * bytes of name and value per cookie (RFC 6265 §6.1, as Chromium and Firefox
 * apply it), so a longer value came from no cookie; the bound also keeps a
 * hostile string from costing the decoders more than a few milliseconds.
 */
export const MAX_CONSENT_STRING_LENGTH = 4096;

/** Decoded id lists (vendors) are cut here in the output; the count is kept whole. */
export const MAX_LISTED_IDS = 500;

/** The ids set in a decoded vector, at most MAX_LISTED_IDS of them, and how many there are. */
export function listIds(forEach: (visit: (value: boolean, id: number) => void) => void): { ids: number[]; count: number } {
  const ids: number[] = [];
  let count = 0;
  forEach((value, id) => {
    if (!value) return;
    count += 1;
    if (ids.length < MAX_LISTED_IDS) ids.push(id);
  });
  return { ids, count };
}

/** An id list as people read it: 1-4, 7, 9-10. */
export function describeIds(ids: readonly number[], count = ids.length): string {
  if (ids.length === 0) return 'none';
  const runs: string[] = [];
  let start = ids[0] ?? 0;
  let previous = start;
  for (const id of [...ids.slice(1), Number.NaN]) {
    if (id === previous + 1) {
      previous = id;
      continue;
    }
    runs.push(start === previous ? String(start) : `${start}-${previous}`);
    start = id;
    previous = id;
  }
  return count > ids.length ? `${runs.join(', ')} (${count} in all; the first ${ids.length} listed)` : runs.join(', ');
}
