/**
 * The exact messages of the SPEC §8 error catalogue that code throws: the
 * search API error and the developer errors (not user-facing) raised when a
 * component reads state outside its provider.
 */

/** §8: a heading rendered outside its navigation context. */
export const ANCHOR_HEADING_OUTSIDE_CONTEXT = 'AnchorHeading must be inside SubNavigationContext';
/** §8: authorization state read outside its provider. */
export const AUTHORIZATION_CONTEXT_MISSING = 'useAuthorizationContext must be used within a AuthorizationContext.Provider';
/** §8: dev-mode state read outside its provider. */
export const DEV_MODE_CONTEXT_MISSING = 'useIsDevMode must be used within a DevModeContext.Provider';
/** §8 "error stating that a wrapping theme provider is needed" (wording: decision). */
export const THEME_PROVIDER_MISSING = 'useTheme must be used within a ThemeProvider: wrap the app in <ThemeProvider>';
/** §8 "error stating it must be used within its provider" (wording: decision). */
export const PAGE_META_PROVIDER_MISSING = 'usePageMeta must be used within a PageMetaProvider';

/**
 * The §8 message for a search response whose status is not 200.
 *
 * @example
 * apiErrorMessage('/designsystem/api/search?term=button&limit=101')
 * // 'API error, failed to request /designsystem/api/search?term=button&limit=101'
 */
export function apiErrorMessage(url: string): string {
  return `API error, failed to request ${url}`;
}

/**
 * The §8 error for a search response whose status is not 200.
 *
 * @example
 * throw apiError('/designsystem/api/search?term=button&limit=101')
 */
export function apiError(url: string): Error {
  return new Error(apiErrorMessage(url));
}

/**
 * The §8 message for an environment name other than DEV, TEST or PRODUCTION.
 *
 * @example
 * unknownEnvironmentMessage('STAGING') // 'Unknown environment: STAGING'
 */
export function unknownEnvironmentMessage(env: string): string {
  return `Unknown environment: ${env}`;
}

/**
 * The §8 "exhaustiveness error": thrown where the type system says a value
 * cannot occur (e.g. an unexpected consent type pair in sync). `value: never`
 * makes a missed case a compile error.
 *
 * @example
 * default: throw exhaustivenessError(pair, 'consent type pair')
 */
export function exhaustivenessError(value: never, what: string): Error {
  return new Error(`Unexpected ${what}: ${describe(value)}`);
}

/** A printable form of any value; JSON.stringify can throw (cycles, BigInt). */
function describe(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}
