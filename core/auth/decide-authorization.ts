/**
 * Decides whether a documentation-site request comes from an authorized
 * (internal) user, in the order of SPEC §6 "Roles on the documentation site":
 * 1 environment override, 2 private network, 3 '{brand-prefix}-test' cookie,
 * 4 access-token cgid, 5 otherwise (or on any failure) not authorized.
 * Pure: the server passes in headers, peer and parsed cookies.
 */

import { defaultSiteConfig } from '../site/site-config';
import type { SiteConfig } from '../site/site-config';
import { hasAuthorizedCgid } from './access-token-cgid';
import type { Cidr } from './cidr';
import { resolveClientAddress } from './client-address';
import { isPrivateNetworkAddress } from './private-network';

export type AuthorizationOverride = 'authorized' | 'unauthorized';

export type AuthorizationReason = 'override' | 'private-network' | 'test-cookie' | 'access-token' | 'none';

export interface AuthorizationDecision {
  readonly isAuthorized: boolean;
  readonly reason: AuthorizationReason;
}

export interface AuthorizationInput {
  /** SPEC §6 rule 1: the environment override, when one is set. */
  readonly override?: AuthorizationOverride;
  /** The raw X-Forwarded-For header values, in the order received. */
  readonly forwardedFor?: readonly string[];
  /** The socket peer address. */
  readonly peer?: string;
  /** Cookies already parsed, first occurrence of a name winning. */
  readonly cookies: ReadonlyMap<string, string>;
  readonly trustedProxies?: readonly Cidr[];
  readonly site?: SiteConfig;
  /**
   * Whether rule 3's test cookie counts; true unless set false. The SPEC's
   * registry calls the cookie a "test-system access flag": a production server
   * turns it off (TEST_COOKIE_ACCESS, server/config.ts), since anyone can set it.
   */
  readonly testCookieAccess?: boolean;
}

/**
 * Names the access-token cookie may have. SPEC §6 says "the 'access-token'
 * cookie"; the §3 registry gives that key the cookie name '.at'. Both are read,
 * registry name first: since the JWT is not verified, accepting either name
 * grants nothing a client could not already claim.
 */
export const ACCESS_TOKEN_COOKIE_NAMES: readonly string[] = ['.at', 'access-token'];

const NOT_AUTHORIZED: AuthorizationDecision = { isAuthorized: false, reason: 'none' };

/**
 * The '{brand-prefix}-test' cookie name of SPEC §3 and §6 rule 3.
 *
 * @example
 * testCookieName(defaultSiteConfig) // 'hb-test'
 */
export function testCookieName(site: SiteConfig): string {
  return `${site.brandPrefix}-test`;
}

/**
 * Applies the SPEC §6 rules in order; the first that applies decides. Never
 * throws: any failure means not authorized (§6 rule 5).
 *
 * @example
 * decideAuthorization({ cookies: new Map([['hb-test', '']]) })
 * // { isAuthorized: true, reason: 'test-cookie' }
 */
export function decideAuthorization(input: AuthorizationInput): AuthorizationDecision {
  try {
    return applyRules(input);
  } catch {
    // §6 rule 5 "Any failure means not authorized", even one from a hostile
    // cookie map or a bug; a page request must never fail on this.
    return NOT_AUTHORIZED;
  }
}

function applyRules(input: AuthorizationInput): AuthorizationDecision {
  if (input.override === 'authorized') return { isAuthorized: true, reason: 'override' };
  if (input.override === 'unauthorized') return { isAuthorized: false, reason: 'override' };

  const client = resolveClientAddress(clientInput(input));
  if (client !== null && isPrivateNetworkAddress(client)) {
    return { isAuthorized: true, reason: 'private-network' };
  }

  // §6 rule 3 says "present": any value, even empty, counts.
  if (input.testCookieAccess !== false && input.cookies.has(testCookieName(input.site ?? defaultSiteConfig))) {
    return { isAuthorized: true, reason: 'test-cookie' };
  }

  for (const name of ACCESS_TOKEN_COOKIE_NAMES) {
    const token = input.cookies.get(name);
    if (token !== undefined && hasAuthorizedCgid(token)) {
      return { isAuthorized: true, reason: 'access-token' };
    }
  }
  return NOT_AUTHORIZED;
}

/** Copies only the fields that are set (exactOptionalPropertyTypes). */
function clientInput(input: AuthorizationInput): Parameters<typeof resolveClientAddress>[0] {
  return {
    ...(input.forwardedFor === undefined ? {} : { forwardedFor: input.forwardedFor }),
    ...(input.peer === undefined ? {} : { peer: input.peer }),
    ...(input.trustedProxies === undefined ? {} : { trustedProxies: input.trustedProxies }),
  };
}
