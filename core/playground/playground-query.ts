/**
 * The playground's state in the page address (docs/playground.md): one query parameter per prop
 * (`?variant=danger&loading=true`). Reads a raw query string without the URL API, which core does not assume.
 */

/** `a=1&b=x%20y` (with or without its `?`) as name -> value, the first of a repeated name winning; never throws. */
export function parseQuery(query: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of query.replace(/^\?/, '').split('&')) {
    if (part === '') continue;
    const at = part.indexOf('=');
    const name = decodePart(at === -1 ? part : part.slice(0, at));
    const value = decodePart(at === -1 ? '' : part.slice(at + 1));
    if (name === null || value === null || found.has(name)) continue;
    found.set(name, value);
  }
  return found;
}

function decodePart(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    // A malformed escape (`%E0%A4%A`) is a bad value like any other: the parameter is ignored.
    return null;
  }
}

/**
 * The query string of name -> value pairs, in order, `?` included; '' when there are none.
 *
 * @example formatQuery([['variant', 'danger'], ['loading', 'true']]) // '?variant=danger&loading=true'
 */
export function formatQuery(pairs: readonly (readonly [string, string])[]): string {
  if (pairs.length === 0) return '';
  return `?${pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&')}`;
}
