/**
 * Explains the SPEC §6 authorization decision for `dsp auth`: the client
 * address settled on, the proxy hops skipped, why X-Forwarded-For was
 * ignored, what each rule saw and which one decided, and the access token's
 * `exp` even though rule 4 does not verify the token. The decision itself
 * is decideAuthorization's, so the explanation can never disagree with it.
 */
import type { Issue } from '../result';
import { defaultSiteConfig } from '../site/site-config';
import { AUTHORIZED_CGIDS, hasAuthorizedCgid } from './access-token-cgid';
import { cidrContains, type Cidr } from './cidr';
import { DEFAULT_TRUSTED_PROXIES } from './client-address';
import {
  ACCESS_TOKEN_COOKIE_NAMES,
  decideAuthorization,
  testCookieName,
  type AuthorizationDecision,
  type AuthorizationInput,
} from './decide-authorization';
import { formatIpAddress, parseIpAddress, type IpAddress } from './ip-address';
import { decodeJwtPayload } from './jwt-payload';
import { isPrivateNetworkAddress } from './private-network';

export interface ForwardedForExplanation {
  readonly status: 'absent' | 'used' | 'ignored';
  /** Why the header was ignored, or why the walk gave no client. */
  readonly reason: string | null;
  /** Trusted proxy entries passed over from the right, in the order skipped. */
  readonly skippedHops: readonly string[];
}

export interface RuleExplanation {
  readonly rule: 1 | 2 | 3 | 4 | 5;
  readonly name: 'override' | 'private-network' | 'test-cookie' | 'access-token' | 'none';
  /** Whether the rule's condition holds. */
  readonly applies: boolean;
  /** Whether this rule decided: the first that applies, in SPEC order. */
  readonly decided: boolean;
  readonly detail: string;
}

export interface AccessTokenExplanation {
  readonly cookie: string;
  readonly cgid: unknown;
  /** The payload's exp in Unix seconds, when it has a numeric one. */
  readonly exp: number | null;
  readonly expired: boolean | null;
  /** Why the cookie is not a readable JWT ('the signature is not base64url'), or null when it is one. */
  readonly unreadable: string | null;
}

export interface AuthorizationExplanation {
  readonly decision: AuthorizationDecision;
  readonly clientAddress: string | null;
  readonly forwardedFor: ForwardedForExplanation;
  readonly rules: readonly RuleExplanation[];
  readonly accessToken: AccessTokenExplanation | null;
  /** Things a reader should know: an ignored header, an unreadable entry, an expired token. */
  readonly issues: readonly Issue[];
}

const RULE_NUMBER = { override: 1, 'private-network': 2, 'test-cookie': 3, 'access-token': 4, none: 5 } as const;

const isTrusted = (address: IpAddress, trusted: readonly Cidr[]) => trusted.some((range) => cidrContains(range, address));

function walkForwardedFor(input: AuthorizationInput): { client: IpAddress | null; forwardedFor: ForwardedForExplanation } {
  const trusted = input.trustedProxies ?? DEFAULT_TRUSTED_PROXIES;
  const headers = input.forwardedFor ?? [];
  const present = headers.length > 0;
  const peer = input.peer === undefined ? null : parseIpAddress(input.peer.trim());
  if (peer === null) {
    const reason = input.peer === undefined ? 'no socket peer is known' : `the peer ${JSON.stringify(input.peer)} is not an IP address`;
    return {
      client: null,
      forwardedFor: {
        status: present ? 'ignored' : 'absent',
        reason: present ? `${reason}, so no trusted proxy vouches for the header` : reason,
        skippedHops: [],
      },
    };
  }
  if (!isTrusted(peer, trusted)) {
    return {
      client: peer,
      forwardedFor: present
        ? {
            status: 'ignored',
            reason: `the peer ${formatIpAddress(peer)} is not a trusted proxy, so anyone could have written the header`,
            skippedHops: [],
          }
        : { status: 'absent', reason: null, skippedHops: [] },
    };
  }
  if (!present) return { client: peer, forwardedFor: { status: 'absent', reason: null, skippedHops: [] } };
  const entries = headers.join(',').split(',');
  const skipped: string[] = [];
  let leftmost: IpAddress | null = null;
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const text = (entries[i] ?? '').trim();
    const address = parseIpAddress(text);
    if (address === null) {
      return {
        client: null,
        forwardedFor: {
          status: 'used',
          reason: `entry ${JSON.stringify(text)} is not an address, so the walk stops and the client is unknown`,
          skippedHops: skipped,
        },
      };
    }
    if (!isTrusted(address, trusted)) return { client: address, forwardedFor: { status: 'used', reason: null, skippedHops: skipped } };
    skipped.push(formatIpAddress(address));
    leftmost = address;
  }
  // Every entry is a trusted proxy: the left-most is the client, not a skipped hop.
  skipped.pop();
  return { client: leftmost, forwardedFor: { status: 'used', reason: null, skippedHops: skipped } };
}

function explainToken(input: AuthorizationInput, nowSeconds: number): AccessTokenExplanation | null {
  for (const cookie of ACCESS_TOKEN_COOKIE_NAMES) {
    const token = input.cookies.get(cookie);
    if (token === undefined) continue;
    const payload = decodeJwtPayload(token);
    if (!payload.ok) {
      const why = payload.issues.map((issue) => issue.message).join('; ');
      return { cookie, cgid: null, exp: null, expired: null, unreadable: why };
    }
    const exp = payload.value['exp'];
    const cgid = Object.hasOwn(payload.value, 'cgid') ? payload.value['cgid'] : null;
    return typeof exp === 'number' && Number.isFinite(exp)
      ? { cookie, cgid, exp, expired: exp < nowSeconds, unreadable: null }
      : { cookie, cgid, exp: null, expired: null, unreadable: null };
  }
  return null;
}

/**
 * @example explainAuthorization({ cookies: new Map(), peer: '203.0.113.9', forwardedFor: ['10.0.0.1'] }, 0).forwardedFor.status // 'ignored'
 */
export function explainAuthorization(input: AuthorizationInput, nowSeconds: number): AuthorizationExplanation {
  const decision = decideAuthorization(input);
  const { client, forwardedFor } = walkForwardedFor(input);
  const clientAddress = client === null ? null : formatIpAddress(client);
  const testCookie = testCookieName(input.site ?? defaultSiteConfig);
  const accessToken = explainToken(input, nowSeconds);
  const privateClient = client !== null && isPrivateNetworkAddress(client);
  const conditions: Omit<RuleExplanation, 'decided'>[] = [
    {
      rule: 1,
      name: 'override',
      applies: input.override !== undefined,
      detail: input.override === undefined ? 'no override is set' : `the override says ${input.override}`,
    },
    {
      rule: 2,
      name: 'private-network',
      applies: privateClient,
      detail:
        clientAddress === null
          ? 'the client address is unknown'
          : `the client ${clientAddress} is ${privateClient ? '' : 'not '}in 10.0.0.0/8 or 172.16.0.0/12`,
    },
    {
      rule: 3,
      name: 'test-cookie',
      applies: input.testCookieAccess !== false && input.cookies.has(testCookie),
      detail:
        input.testCookieAccess === false
          ? `the ${testCookie} cookie is ${input.cookies.has(testCookie) ? 'present but does not count' : 'not present, and would not count'}: test-cookie access is off`
          : `the ${testCookie} cookie is ${input.cookies.has(testCookie) ? '' : 'not '}present`,
    },
    {
      rule: 4,
      name: 'access-token',
      applies: ACCESS_TOKEN_COOKIE_NAMES.some((name) => {
        const token = input.cookies.get(name);
        return token !== undefined && hasAuthorizedCgid(token);
      }),
      detail:
        accessToken === null
          ? `no ${ACCESS_TOKEN_COOKIE_NAMES.join(' or ')} cookie`
          : accessToken.unreadable !== null
            ? `the ${accessToken.cookie} cookie is not a readable JWT (${accessToken.unreadable}), so it cannot authorize`
            : `the ${accessToken.cookie} payload has cgid ${JSON.stringify(accessToken.cgid) ?? 'none'}; ${AUTHORIZED_CGIDS.join(' or ')} authorize (decoded without verification)`,
    },
    {
      rule: 5,
      name: 'none',
      applies: decision.reason === 'none',
      detail: decision.reason === 'none' ? 'no earlier rule applies: not authorized' : `rule ${RULE_NUMBER[decision.reason]} decided first`,
    },
  ];
  const rules: RuleExplanation[] = conditions.map((rule) => ({ ...rule, decided: rule.name === decision.reason }));
  const issues: Issue[] = [];
  if (forwardedFor.status === 'ignored' && forwardedFor.reason !== null) {
    issues.push({
      code: 'auth.forwardedForIgnored',
      message: `X-Forwarded-For was ignored: ${forwardedFor.reason}`,
      path: ['forwardedFor'],
    });
  }
  if (forwardedFor.status === 'used' && client === null && forwardedFor.reason !== null) {
    issues.push({ code: 'auth.unreadableForwardedFor', message: `X-Forwarded-For ${forwardedFor.reason}`, path: ['forwardedFor'] });
  }
  if (accessToken !== null && accessToken.unreadable !== null) {
    issues.push({
      code: 'auth.unreadableToken',
      message: `the ${accessToken.cookie} cookie is not a readable JWT: ${accessToken.unreadable}`,
      path: ['cookie', accessToken.cookie],
    });
  }
  if (accessToken?.expired === true && accessToken.exp !== null) {
    issues.push({
      code: 'auth.tokenExpired',
      message: `the ${accessToken.cookie} cookie's exp ${accessToken.exp} (${isoOf(accessToken.exp)}) is in the past; rule 4 does not verify the token, so it still counts here, but a server with ACCESS_TOKEN_SECRET or ACCESS_TOKEN_PUBLIC_KEY refuses it`,
      path: ['cookie', accessToken.cookie, 'exp'],
    });
  }
  return { decision, clientAddress, forwardedFor, rules, accessToken, issues };
}

function isoOf(seconds: number): string {
  const instant = new Date(seconds * 1000);
  return Number.isNaN(instant.getTime()) ? 'not a date' : instant.toISOString();
}
