/**
 * The security headers every HTML response must carry (docs/deploy.md "What every
 * response gets"), as checks on a header's value, so tests over HTTP can hold
 * every HTML answer to them.
 */

/** The directives of a Content-Security-Policy, name -> sources. */
export function cspDirectives(csp: string | undefined): Map<string, string[]> {
  return new Map(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

/** Scripts only from this origin, none inline (server/security-headers.ts says why there is no nonce). */
function scriptsOnlyFromThisOrigin(csp: string | undefined): boolean {
  const directives = cspDirectives(csp);
  return (
    directives.get('script-src')?.join(' ') === "'self'" &&
    directives.get('frame-ancestors')?.join(' ') === "'none'" &&
    directives.get('object-src')?.join(' ') === "'none'"
  );
}

/** Header name -> whether its value is what an HTML response must have. */
export const SECURITY_HEADER_CHECKS: readonly (readonly [string, (value: string | undefined) => boolean])[] = [
  ['content-security-policy', scriptsOnlyFromThisOrigin],
  ['x-frame-options', (value) => value === 'DENY'],
  ['x-content-type-options', (value) => value === 'nosniff'],
  ['referrer-policy', (value) => value === 'strict-origin-when-cross-origin'],
  ['permissions-policy', (value) => value !== undefined && ['camera=()', 'geolocation=()'].every((feature) => value.includes(feature))],
];
