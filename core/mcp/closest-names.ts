/**
 * Close matches for a name nobody has: the suggestions an unknown component
 * name gets ("did you mean …"). Names are compared folded (case, spaces and
 * hyphens ignored), by edit distance, so 'buton', 'button-group' and
 * 'ButtonGroup' all find 'Button group'.
 */

/** 'Button group', 'button-group' and 'ButtonGroup' all fold to 'buttongroup'. */
export function foldName(name: string): string {
  return name.toLowerCase().replace(/[\s_-]+/g, '');
}

/** Levenshtein distance; the callers bound both lengths, so the quadratic table stays small. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Longest name compared; anything longer is cut, so a hostile name costs no more than a long real one. */
const MAX_COMPARED = 64;

/**
 * Up to `count` of `names`, closest first: names that contain the asked one or
 * are contained in it, then by edit distance; ties keep the given order.
 *
 * @example closestNames('buton', ['Badge', 'Button', 'Button group']) // ['Button', 'Button group', 'Badge']
 */
export function closestNames(asked: string, names: readonly string[], count = 3): string[] {
  const folded = foldName(asked).slice(0, MAX_COMPARED);
  const scored = names.map((name, order) => {
    const candidate = foldName(name).slice(0, MAX_COMPARED);
    const overlaps = folded !== '' && (candidate.includes(folded) || folded.includes(candidate));
    return { name, order, overlaps, distance: editDistance(folded, candidate) };
  });
  scored.sort((a, b) => Number(b.overlaps) - Number(a.overlaps) || a.distance - b.distance || a.order - b.order);
  return scored.slice(0, Math.max(0, count)).map((entry) => entry.name);
}
