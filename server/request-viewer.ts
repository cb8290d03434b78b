/**
 * Who is asking (SPEC §6, §7 Page requests): per request the server computes
 * isAuthorized with core's rules, and dev mode and the theme from the
 * preference cookies (core/cookies/preference-cookies.ts). Pages and search both read this, so the
 * same requester sees the same things everywhere.
 */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { ACCESS_TOKEN_COOKIE_NAMES, decideAuthorization, type AuthorizationReason } from '../core/auth';
import type { SiteRecord } from '../core/bundle';
import { parseCookieHeader, preferencesFromCookies } from '../core/cookies';
import { defaultSiteConfig } from '../core/site';
import type { ServerConfig } from './config';
import { withVerifiedAccessTokens } from './access-token-verification';
import type { ServerLog } from './server-log';

export interface RequestViewer {
  readonly isAuthorized: boolean;
  readonly reason: AuthorizationReason;
  readonly isDevMode: boolean;
  readonly theme: string;
  /** No theme cookie: the page follows the system's shade (prefers-color-scheme) until the reader picks a theme. */
  readonly followsSystemShade: boolean;
}

/** The socket peer of a request, or undefined when unknown. */
export type PeerOf = (c: Context) => string | undefined;

/**
 * The socket peer from @hono/node-server. Under `app.request()` or another
 * runtime there is no socket: the peer is then unknown, and core trusts no
 * X-Forwarded-For at all.
 */
export const socketPeerOf: PeerOf = (c) => {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
};

/**
 * The start-up line that says whether the test cookie opens private pages (SPEC §6 rule 3, TEST_COOKIE_ACCESS).
 * @example testCookieAccessMessage(false, 'hb') // "test-cookie access is off: the 'hb-test' cookie ..."
 */
export function testCookieAccessMessage(on: boolean, brandPrefix: string): string {
  const cookie = `'${brandPrefix}-test'`;
  return on
    ? `test-cookie access is on: the ${cookie} cookie makes any reader internal (SPEC §6 rule 3); set TEST_COOKIE_ACCESS=off on a public server`
    : `test-cookie access is off: the ${cookie} cookie counts for nothing (TEST_COOKIE_ACCESS=on turns SPEC §6 rule 3 back on)`;
}

export interface ViewerSettings {
  readonly config: Pick<ServerConfig, 'authOverride' | 'trustedProxies' | 'accessTokenVerification' | 'testCookieAccess'>;
  readonly site: SiteRecord;
  readonly peerOf: PeerOf;
  /** Also read `Authorization: Bearer <access token>`, for clients that hold no cookies (the MCP endpoint). */
  readonly bearerToken?: boolean;
  /** Told why each access token that fails verification was refused (the reason never quotes the token). */
  readonly log?: ServerLog;
}

/** RFC 6750 §2.1: the b64token syntax, which covers a JWT. */
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*)$/i;

/**
 * The cookies with a bearer access token added as an access-token cookie, so
 * that it is verified and decided exactly like one (SPEC §6 rule 4). It takes
 * the first access-token cookie name the request does not use; a request that
 * already sends every name keeps its cookies.
 */
export function withBearerToken(cookies: ReadonlyMap<string, string>, authorization: string | undefined): ReadonlyMap<string, string> {
  const token = authorization === undefined ? undefined : BEARER.exec(authorization.trim())?.[1];
  const name = ACCESS_TOKEN_COOKIE_NAMES.find((candidate) => !cookies.has(candidate));
  if (token === undefined || name === undefined) return cookies;
  return new Map([...cookies, [name, token]]);
}

export function createViewerResolver(settings: ViewerSettings): (c: Context) => Promise<RequestViewer> {
  const { config, site, peerOf, bearerToken = false, log } = settings;
  const onRefused = (cookie: string, reason: string) => log?.info('access token refused', { cookie, reason });
  // Only the brand prefix matters to the rules ('{brand-prefix}-test', SPEC §6 rule 3).
  const siteConfig = { ...defaultSiteConfig, brandPrefix: site.brandPrefix };
  return async (c) => {
    // First occurrence of a name wins (core), so a cookie planted later in the header cannot shadow it.
    const cookies = parseCookieHeader(c.req.header('cookie') ?? '');
    const credentials = bearerToken ? withBearerToken(cookies, c.req.header('authorization')) : cookies;
    const forwardedFor = c.req.header('x-forwarded-for');
    const peer = peerOf(c);
    const decision = decideAuthorization({
      ...(config.authOverride === null ? {} : { override: config.authOverride }),
      ...(forwardedFor === undefined ? {} : { forwardedFor: [forwardedFor] }),
      ...(peer === undefined ? {} : { peer }),
      cookies: await withVerifiedAccessTokens(credentials, config.accessTokenVerification, onRefused),
      trustedProxies: config.trustedProxies,
      site: siteConfig,
      testCookieAccess: config.testCookieAccess,
    });
    return {
      isAuthorized: decision.isAuthorized,
      reason: decision.reason,
      ...preferencesFromCookies(cookies, site),
    };
  };
}
