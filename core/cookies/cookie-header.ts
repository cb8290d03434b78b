/**
 * Reads a `Cookie` request header (or `document.cookie`) into a map from
 * cookie name to raw value. Decoding a value is the job of the rule that owns
 * the cookie (e.g. the access-token info decoder URL-decodes, SPEC §3).
 */

import type { Issue } from '../result';

const SPACE = 0x20;
const TAB = 0x09;
const QUOTE = '"';

// RFC 6265 §5.4 joins pairs with "; " and §4.2.1 allows only SP as OWS, but
// servers and proxies also send tabs; only SP and HTAB are trimmed, not every
// Unicode space. A loop, not a regex: /[ \t]+$/ backtracks quadratically on long runs.
function trimSpaceAndTab(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isSpaceOrTab(text.charCodeAt(start))) start += 1;
  while (end > start && isSpaceOrTab(text.charCodeAt(end - 1))) end -= 1;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

function isSpaceOrTab(code: number): boolean {
  return code === SPACE || code === TAB;
}

/**
 * Parses a Cookie header into name → raw value.
 *
 * - Pairs are split on ';' and trimmed; a pair without '=' or with an empty
 *   name is skipped. The value is everything after the first '=', so
 *   `a=b=c` gives `a` → `b=c`.
 * - The FIRST pair with a given name wins. Browsers send cookies with longer
 *   paths first (RFC 6265 §5.4 step 2), so the first is the most specific one,
 *   and a later pair (say one planted on a parent path or by a sibling
 *   subdomain) cannot shadow it.
 * - One pair of surrounding double quotes is removed (RFC 6265 §4.1.1 allows
 *   a quoted cookie-value); nothing is percent-decoded.
 *
 * Runs in time linear in the header's length and never throws. The result is a
 * Map, so names such as `__proto__` are ordinary entries.
 *
 * @example
 * parseCookieHeader('.sid=abc; .consent="fu1pe1ma0e"; .sid=old').get('.sid') // 'abc'
 */
export function parseCookieHeader(header: string): ReadonlyMap<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals === -1) continue;
    const name = trimSpaceAndTab(pair.slice(0, equals));
    if (name.length === 0 || cookies.has(name)) continue;
    cookies.set(name, unquote(trimSpaceAndTab(pair.slice(equals + 1))));
  }
  return cookies;
}

/**
 * The pairs parseCookieHeader skips, and why, for tools that explain a
 * header: a pair without '=' or with an empty name (`cookieHeader.noEquals`,
 * `cookieHeader.emptyName`, which browsers never send), and a later pair of a
 * name already seen (`cookieHeader.duplicateName`, normal when two paths hold
 * the same name). Empty pairs (`a=1;;b=2`, a trailing ';') are not reported.
 * Each issue's path is the pair's 0-based index.
 *
 * @example cookieHeaderIssues('garbage; a=1')[0].code // 'cookieHeader.noEquals'
 */
export function cookieHeaderIssues(header: string): Issue[] {
  const issues: Issue[] = [];
  const seen = new Set<string>();
  for (const [index, pair] of header.split(';').entries()) {
    const text = trimSpaceAndTab(pair);
    if (text.length === 0) continue;
    const equals = text.indexOf('=');
    const shown = JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);
    if (equals === -1) {
      issues.push({ code: 'cookieHeader.noEquals', message: `pair ${index + 1} ${shown} has no '=', so it is no cookie`, path: [index] });
      continue;
    }
    const name = trimSpaceAndTab(text.slice(0, equals));
    if (name.length === 0) {
      issues.push({
        code: 'cookieHeader.emptyName',
        message: `pair ${index + 1} ${shown} has an empty name, so it is no cookie`,
        path: [index],
      });
    } else if (seen.has(name)) {
      issues.push({
        code: 'cookieHeader.duplicateName',
        message: `pair ${index + 1} repeats the name ${name}; the first ${name} is read (the most specific path comes first)`,
        path: [index],
      });
    } else {
      seen.add(name);
    }
  }
  return issues;
}

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith(QUOTE) && value.endsWith(QUOTE) ? value.slice(1, -1) : value;
}
