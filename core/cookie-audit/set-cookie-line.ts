/**
 * Reads and writes one `Set-Cookie` header line (RFC 6265 §5.2, with the
 * RFC 6265bis SameSite attribute), so the audit and `dsp cookies inspect
 * --set-cookie` can hold a written cookie against its registry entry.
 */
import type { CookieSameSite } from '../cookies/cookie-definition';
import type { Issue } from '../result';

/** A cookie as one Set-Cookie line writes it; attributes that were absent are null. */
export interface SetCookie {
  readonly name: string;
  readonly value: string;
  readonly path: string | null;
  readonly domain: string | null;
  /** Expires as epoch milliseconds (whole seconds, as HTTP dates carry). */
  readonly expires: number | null;
  /** Max-Age in seconds; zero or negative expires the cookie at once. */
  readonly maxAge: number | null;
  readonly secure: boolean;
  readonly httpOnly: boolean;
  readonly sameSite: CookieSameSite | null;
}

export type SetCookieParse =
  | { readonly ok: true; readonly cookie: SetCookie; readonly ignored: readonly Issue[] }
  | { readonly ok: false; readonly issues: readonly Issue[] };

/** RFC 6265bis "Cookie Lifetime Limits": user agents cap lifetimes at 400 days. */
const MAX_AGE_CAP_SECONDS = 400 * 24 * 60 * 60;
// RFC 6265 §5.2.2: Max-Age is an optional '-' and digits; longer than this cannot be a safe integer.
const MAX_AGE = /^-?[0-9]{1,15}$/;
const SAME_SITE: ReadonlyMap<string, CookieSameSite> = new Map([
  ['strict', 'strict'],
  ['lax', 'lax'],
  ['none', 'none'],
]);

function trimSpaceAndTab(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && (text[start] === ' ' || text[start] === '\t')) start += 1;
  while (end > start && (text[end - 1] === ' ' || text[end - 1] === '\t')) end -= 1;
  return text.slice(start, end);
}

/**
 * Parses a Set-Cookie line as a browser would: the name and value before the
 * first ';', then attributes, names case-insensitive, the last of each
 * winning (RFC 6265 §5.3). An attribute a browser ignores (unknown, or with a
 * value it cannot read) is listed in `ignored`; a line without '=' or with an
 * empty name is refused, as browsers refuse it. Never throws.
 *
 * @example
 * parseSetCookieLine('.sid=abc; Path=/; Max-Age=7200; Secure; HttpOnly').ok // true
 */
export function parseSetCookieLine(line: string): SetCookieParse {
  const [pair = '', ...attributes] = line.split(';');
  const equals = pair.indexOf('=');
  if (equals === -1) {
    return {
      ok: false,
      issues: [{ code: 'setCookie.noEquals', message: `the name=value pair ${JSON.stringify(pair)} has no '='`, path: [0] }],
    };
  }
  const name = trimSpaceAndTab(pair.slice(0, equals));
  if (name === '') {
    return { ok: false, issues: [{ code: 'setCookie.emptyName', message: 'the cookie name before the first = is empty', path: [0] }] };
  }
  const cookie = {
    name,
    value: trimSpaceAndTab(pair.slice(equals + 1)),
    path: null as string | null,
    domain: null as string | null,
    expires: null as number | null,
    maxAge: null as number | null,
    secure: false,
    httpOnly: false,
    sameSite: null as CookieSameSite | null,
  };
  const ignored: Issue[] = [];
  attributes.forEach((raw, index) => {
    const at = raw.indexOf('=');
    const key = trimSpaceAndTab(at === -1 ? raw : raw.slice(0, at)).toLowerCase();
    const value = at === -1 ? '' : trimSpaceAndTab(raw.slice(at + 1));
    const ignore = (code: string, message: string) => ignored.push({ code, message, path: [index + 1] });
    switch (key) {
      case 'path':
        // RFC 6265 §5.2.4: a path not starting with '/' means the default path.
        if (value.startsWith('/')) cookie.path = value;
        else ignore('setCookie.badPath', `Path ${JSON.stringify(value)} does not start with '/'`);
        break;
      case 'domain':
        if (value === '') ignore('setCookie.emptyDomain', 'Domain is empty');
        else cookie.domain = value.startsWith('.') ? value.slice(1).toLowerCase() : value.toLowerCase();
        break;
      case 'expires': {
        const instant = Date.parse(value);
        if (Number.isFinite(instant)) cookie.expires = instant;
        else ignore('setCookie.badExpires', `Expires ${JSON.stringify(value)} is not an HTTP date`);
        break;
      }
      case 'max-age':
        if (MAX_AGE.test(value)) cookie.maxAge = Number(value);
        else ignore('setCookie.badMaxAge', `Max-Age ${JSON.stringify(value)} is not a whole number of seconds`);
        break;
      case 'secure':
        cookie.secure = true;
        break;
      case 'httponly':
        cookie.httpOnly = true;
        break;
      case 'samesite': {
        const sameSite = SAME_SITE.get(value.toLowerCase());
        if (sameSite === undefined) ignore('setCookie.badSameSite', `SameSite ${JSON.stringify(value)} is not Strict, Lax or None`);
        else cookie.sameSite = sameSite;
        break;
      }
      case '':
        break;
      default:
        ignore('setCookie.unknownAttribute', `attribute ${JSON.stringify(key)} is not one browsers know`);
    }
  });
  return { ok: true, cookie, ignored };
}

const SAME_SITE_TEXT = { strict: 'Strict', lax: 'Lax', none: 'None' } as const;

/**
 * Writes a cookie back as a Set-Cookie line, attributes in a fixed order;
 * parsing the line gives the cookie back.
 *
 * @example
 * formatSetCookieLine({ name: 'a', value: '1', path: '/', domain: null, expires: null, maxAge: 60, secure: true, httpOnly: false, sameSite: 'lax' })
 * // 'a=1; Path=/; Max-Age=60; Secure; SameSite=Lax'
 */
export function formatSetCookieLine(cookie: SetCookie): string {
  const parts = [`${cookie.name}=${cookie.value}`];
  if (cookie.path !== null) parts.push(`Path=${cookie.path}`);
  if (cookie.domain !== null) parts.push(`Domain=${cookie.domain}`);
  if (cookie.expires !== null) parts.push(`Expires=${new Date(cookie.expires).toUTCString()}`);
  if (cookie.maxAge !== null) parts.push(`Max-Age=${cookie.maxAge}`);
  if (cookie.secure) parts.push('Secure');
  if (cookie.httpOnly) parts.push('HttpOnly');
  if (cookie.sameSite !== null) parts.push(`SameSite=${SAME_SITE_TEXT[cookie.sameSite]}`);
  return parts.join('; ');
}

/**
 * Why a browser refuses to store a cookie it could parse (RFC 6265bis): a
 * SameSite=None cookie without Secure (Chromium, Firefox and Safari reject
 * it), and the `__Secure-` and `__Host-` name prefixes whose rules are broken.
 * Empty when the cookie is stored.
 *
 * @example browserRejections({ ...cookie, sameSite: 'none', secure: false })[0].code // 'setCookie.sameSiteNoneWithoutSecure'
 */
export function browserRejections(cookie: SetCookie): Issue[] {
  const issues: Issue[] = [];
  if (cookie.sameSite === 'none' && !cookie.secure) {
    issues.push({
      code: 'setCookie.sameSiteNoneWithoutSecure',
      message: 'SameSite=None without Secure: Chromium (and other current browsers) reject the cookie, so it is never stored; add Secure',
    });
  }
  if (cookie.name.startsWith('__Secure-') && !cookie.secure) {
    issues.push({ code: 'setCookie.securePrefix', message: 'a __Secure- cookie without Secure is rejected by browsers; add Secure' });
  }
  if (cookie.name.startsWith('__Host-') && (!cookie.secure || cookie.path !== '/' || cookie.domain !== null)) {
    issues.push({
      code: 'setCookie.hostPrefix',
      message: 'a __Host- cookie needs Secure, Path=/ and no Domain, else browsers reject it',
    });
  }
  return issues;
}

/**
 * How long a browser keeps the cookie, in milliseconds from `nowMs`, or null
 * for a session cookie: Max-Age wins over Expires (RFC 6265 §5.3 step 3), the
 * result is capped at 400 days (RFC 6265bis) and never below 0 (expired).
 *
 * @example
 * setCookieLifetimeMs({ ...cookie, maxAge: 7200 }, 0) // 7_200_000
 */
export function setCookieLifetimeMs(cookie: SetCookie, nowMs: number): number | null {
  if (cookie.maxAge !== null) return Math.max(0, Math.min(cookie.maxAge, MAX_AGE_CAP_SECONDS)) * 1000;
  if (cookie.expires !== null) return Math.max(0, Math.min(cookie.expires - nowMs, MAX_AGE_CAP_SECONDS * 1000));
  return null;
}

/**
 * The lifetime the writer asked for, before the browser's 400-day cap, in
 * milliseconds from `nowMs` (the instant of the write), or null for a session
 * cookie: Max-Age wins over Expires; a past expiry is 0 (a deletion).
 *
 * @example askedLifetimeMs({ ...cookie, maxAge: 730 * 86_400 }, 0) // 63_072_000_000 (730 days, not capped)
 */
export function askedLifetimeMs(cookie: SetCookie, nowMs: number): number | null {
  if (cookie.maxAge !== null) return Math.max(0, cookie.maxAge) * 1000;
  if (cookie.expires !== null) return Math.max(0, cookie.expires - nowMs);
  return null;
}
