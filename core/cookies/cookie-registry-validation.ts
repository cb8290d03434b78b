/**
 * Checks a cookie registry before anything is written with it: names a
 * browser will accept, unique keys and names, sensible durations, and
 * attribute combinations browsers do not silently drop.
 */
import { fail, ok, type Issue, type Result } from '../result';
import { COOKIE_CATEGORIES, type CookieDefinition } from './cookie-definition';

// RFC 6265 §4.1.1: cookie-name = token (RFC 2616 §2.2), i.e. one or more US-ASCII
// characters that are neither CTLs nor separators ()<>@,;:\"/[]?={} SP HT.
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// RFC 6265 §4.1.1: path-value = <any CHAR except CTLs or ";">; a cookie path starts with '/' (§5.1.4).
const PATH = /^\/[\x20-\x3A\x3C-\x7E]*$/;
const SAME_SITE: readonly unknown[] = ['strict', 'lax', 'none'];

/**
 * Whether a string can be used as a cookie name (an RFC 6265 token).
 *
 * @example
 * isCookieNameToken('.consent-ts') // true
 * isCookieNameToken('a b') // false
 */
export function isCookieNameToken(name: string): boolean {
  return TOKEN.test(name);
}

/**
 * The problems of one definition taken alone; `index` places them in a registry.
 *
 * @example
 * cookieDefinitionIssues({ ...definition, name: 'a;b' }, 0)[0]?.code // 'cookies.badName'
 */
export function cookieDefinitionIssues(definition: CookieDefinition, index: number): Issue[] {
  const issues: Issue[] = [];
  const at = (field: string): (string | number)[] => [index, field];
  const { key, name, duration, path, sameSite, secure, category } = definition;
  if (key.length === 0) {
    issues.push({ code: 'cookies.emptyKey', message: 'key: expected a non-empty string', path: at('key') });
  }
  if (!isCookieNameToken(name)) {
    issues.push({
      code: 'cookies.badName',
      message: `name: ${JSON.stringify(name)} is not an RFC 6265 token`,
      path: at('name'),
    });
  }
  // SPEC §3: milliseconds, 0 for session only; absent when the SPEC gives none.
  if (duration !== undefined && !(Number.isSafeInteger(duration) && duration >= 0)) {
    issues.push({
      code: 'cookies.badDuration',
      message: `duration: expected a non-negative integer of milliseconds, got ${duration}`,
      path: at('duration'),
    });
  }
  if (!PATH.test(path)) {
    issues.push({
      code: 'cookies.badPath',
      message: `path: ${JSON.stringify(path)} must start with '/' and hold no control characters or ';'`,
      path: at('path'),
    });
  }
  if (!COOKIE_CATEGORIES.includes(category)) {
    issues.push({
      code: 'cookies.badCategory',
      message: `category: ${JSON.stringify(category)} is not one of ${COOKIE_CATEGORIES.join(', ')}`,
      path: at('category'),
    });
  }
  if (sameSite !== undefined && !SAME_SITE.includes(sameSite)) {
    issues.push({
      code: 'cookies.badSameSite',
      message: `sameSite: ${JSON.stringify(sameSite)} is not strict, lax or none`,
      path: at('sameSite'),
    });
  }
  // RFC 6265bis, "Storage Model": browsers reject SameSite=None without Secure.
  if (sameSite === 'none' && !secure) {
    issues.push({
      code: 'cookies.sameSiteNoneInsecure',
      message: `${name}: sameSite none requires secure`,
      path: at('secure'),
    });
  }
  return issues;
}

/**
 * Validates a whole registry: every definition, and that no two share a key or a name.
 *
 * @example
 * validateCookieRegistry(createCookieRegistry()).ok // true
 */
export function validateCookieRegistry(definitions: readonly CookieDefinition[]): Result<readonly CookieDefinition[]> {
  const issues: Issue[] = [];
  const keys = new Map<string, number>();
  const names = new Map<string, number>();
  definitions.forEach((definition, index) => {
    issues.push(...cookieDefinitionIssues(definition, index));
    const firstKey = keys.get(definition.key);
    if (firstKey === undefined) {
      keys.set(definition.key, index);
    } else {
      issues.push({
        code: 'cookies.duplicateKey',
        message: `key ${JSON.stringify(definition.key)} is also used by entry ${firstKey}`,
        path: [index, 'key'],
      });
    }
    // A name is unique even across paths, so a lookup by name finds one definition.
    const firstName = names.get(definition.name);
    if (firstName === undefined) {
      names.set(definition.name, index);
    } else {
      issues.push({
        code: 'cookies.duplicateName',
        message: `name ${JSON.stringify(definition.name)} is also used by entry ${firstName}`,
        path: [index, 'name'],
      });
    }
  });
  return issues.length === 0 ? ok(definitions) : fail(...issues);
}
