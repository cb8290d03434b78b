/**
 * Verifying the access-token JWT before its cgid may count (docs/reliability.md). SPEC §6
 * rule 4 decodes the token without verification; when the operator gives a
 * key (ACCESS_TOKEN_SECRET or ACCESS_TOKEN_PUBLIC_KEY), a token whose
 * signature, algorithm or expiry does not check out is dropped from the
 * cookies before core's rules see them, so a forged token grants nothing.
 * A verified token must carry an `exp` no further ahead than a day.
 */
import { verify } from 'hono/jwt';
import { ACCESS_TOKEN_COOKIE_NAMES } from '../core/auth';
import type { AccessTokenVerification } from './config';

/** The log line the server writes once at start-up when no key is configured. */
export const UNVERIFIED_ACCESS_TOKEN_WARNING =
  'access-token claims are not verified: set ACCESS_TOKEN_SECRET or ACCESS_TOKEN_PUBLIC_KEY so a forged token cannot authorize (SPEC §6 rule 4 decodes it unverified)';

/**
 * The longest a verified token may still be valid, counted from now. The SPEC gives the access token no lifetime
 * (§3 lists its cookie without a duration) but has the page refresh it through the access-token-info cookie, so a
 * real token lives minutes to hours; a day leaves every such lifetime and any clock skew room, and bounds how long a
 * leaked token counts. A token whose `exp` lies further ahead, or that has none, never expires in practice.
 */
export const MAX_ACCESS_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

const VERIFY_FAILURES: Readonly<Record<string, string>> = {
  JwtTokenSignatureMismatched: 'the signature does not match the configured key',
  JwtAlgorithmMismatch: 'it is signed with another algorithm than the configured one',
  JwtTokenNotBefore: 'it is not valid yet (nbf)',
  JwtTokenIssuedAt: 'it says it was issued in the future (iat)',
};

/** What is wrong with an `exp` claim of a genuine token, or null when it is a whole number of seconds within the lifetime. */
function expiryProblem(exp: unknown, nowSeconds: number): string | null {
  const limit = `${MAX_ACCESS_TOKEN_LIFETIME_SECONDS} seconds (${MAX_ACCESS_TOKEN_LIFETIME_SECONDS / 3600} hours)`;
  if (exp === undefined) {
    return `it has no exp claim: with a verification key set, a token must say when it expires, at most ${limit} ahead`;
  }
  if (typeof exp !== 'number' || !Number.isInteger(exp)) {
    return `its exp claim ${JSON.stringify(exp)} is no time: expected a whole number of seconds since 1970`;
  }
  if (exp <= nowSeconds) return `it expired ${nowSeconds - exp} seconds ago (exp ${exp})`;
  if (exp - nowSeconds > MAX_ACCESS_TOKEN_LIFETIME_SECONDS) {
    return `its exp claim ${exp} is ${exp - nowSeconds} seconds ahead: expected at most ${limit} ahead`;
  }
  return null;
}

/**
 * Why a token does not count, or null when it does: its signature and algorithm, then `nbf` and `iat` (hono's
 * verify), then `exp`, which must be present and bounded. The reason never quotes the token.
 */
export async function accessTokenRefusal(
  token: string,
  verification: AccessTokenVerification,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): Promise<string | null> {
  let payload: Record<string, unknown>;
  try {
    // The expected algorithm is fixed by configuration, never taken from the token's header,
    // so 'alg: none' and an HS256 token signed with a public key (RFC 8725 §2.1, §3.1) fail.
    // exp is checked below, with reasons of its own, once the signature holds.
    payload = await verify(token, verification.key, { alg: verification.algorithm, exp: false });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return VERIFY_FAILURES[name] ?? 'it is not a well-formed JWT';
  }
  return expiryProblem(payload.exp, nowSeconds);
}

/**
 * The cookies with every access-token cookie that fails verification removed, each refusal told to `onRefused`
 * with its reason; unchanged when verification is off (null).
 */
export async function withVerifiedAccessTokens(
  cookies: ReadonlyMap<string, string>,
  verification: AccessTokenVerification | null,
  onRefused: (cookie: string, reason: string) => void = () => {},
): Promise<ReadonlyMap<string, string>> {
  if (verification === null) return cookies;
  const present = ACCESS_TOKEN_COOKIE_NAMES.filter((name) => cookies.has(name));
  if (present.length === 0) return cookies;
  const verified = new Map(cookies);
  for (const name of present) {
    const refusal = await accessTokenRefusal(cookies.get(name) ?? '', verification);
    if (refusal === null) continue;
    verified.delete(name);
    onRefused(name, refusal);
  }
  return verified;
}
