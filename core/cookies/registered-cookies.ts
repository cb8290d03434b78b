/**
 * The built-in cookie registry for the default site, validated once when the
 * module loads, and lookups into it by key and by cookie name.
 */
import { defaultSiteConfig } from '../site/site-config';
import type { CookieDefinition } from './cookie-definition';
import { createCookieRegistry } from './cookie-registry';
import { validateCookieRegistry } from './cookie-registry-validation';

function loadBuiltInRegistry(): readonly CookieDefinition[] {
  const result = validateCookieRegistry(createCookieRegistry(defaultSiteConfig));
  if (!result.ok) {
    // A developer error: the registry is source code, so a bad entry must stop the build's tests, not a visitor.
    const lines = result.issues.map((issue) => `  ${issue.path?.join('.') ?? ''} ${issue.code}: ${issue.message}`);
    throw new Error(`The built-in cookie registry is invalid:\n${lines.join('\n')}`);
  }
  // Frozen because every importer shares this one value.
  return Object.freeze(result.value.map((definition) => Object.freeze({ ...definition })));
}

/** Every cookie of SPEC §3 for the default site, in SPEC order. */
export const cookieRegistry: readonly CookieDefinition[] = loadBuiltInRegistry();

/**
 * The definition registered under a key, or undefined.
 *
 * @example
 * findCookieByKey('session-id')?.name // '.sid'
 */
export function findCookieByKey(key: string, registry: readonly CookieDefinition[] = cookieRegistry): CookieDefinition | undefined {
  return registry.find((definition) => definition.key === key);
}

/**
 * The definition of the cookie sent under a name, or undefined. Names are
 * case-sensitive: RFC 6265 §5.3 matches a stored cookie by its exact name.
 *
 * @example
 * findCookieByName('.consent')?.key // 'consent'
 */
export function findCookieByName(name: string, registry: readonly CookieDefinition[] = cookieRegistry): CookieDefinition | undefined {
  return registry.find((definition) => definition.name === name);
}
