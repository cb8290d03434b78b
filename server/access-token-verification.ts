/**
 * Verifying the access-token JWT before its cgid may count (docs/reliability.md). SPEC §6
 * rule 4 decodes the token without verification; when the operator gives a
 * key (ACCESS_TOKEN_SECRET or ACCESS_TOKEN_PUBLIC_KEY), a token whose
 * signature, algorithm or expiry does not check out is dropped from the
 * cookies before core's rules see them, so a forged token grants nothing.
 */
import { verify } from 'hono/jwt';
import { ACCESS_TOKEN_COOKIE_NAMES } from '../core/auth';
import type { AccessTokenVerification } from './config';

/** The log line the server writes once at start-up when no key is configured. */
export const UNVERIFIED_ACCESS_TOKEN_WARNING =
  'access-token claims are not verified: set ACCESS_TOKEN_SECRET or ACCESS_TOKEN_PUBLIC_KEY so a forged token cannot authorize (SPEC §6 rule 4 decodes it unverified)';

async function isGenuine(token: string, verification: AccessTokenVerification): Promise<boolean> {
  try {
    // The expected algorithm is fixed by configuration, never taken from the token's header,
    // so 'alg: none' and an HS256 token signed with a public key (RFC 8725 §2.1, §3.1) fail.
    await verify(token, verification.key, { alg: verification.algorithm });
    return true;
  } catch {
    return false;
  }
}

/**
 * The cookies with every access-token cookie that fails verification removed;
 * unchanged when verification is off (null).
 */
export async function withVerifiedAccessTokens(
  cookies: ReadonlyMap<string, string>,
  verification: AccessTokenVerification | null,
): Promise<ReadonlyMap<string, string>> {
  if (verification === null) return cookies;
  const present = ACCESS_TOKEN_COOKIE_NAMES.filter((name) => cookies.has(name));
  if (present.length === 0) return cookies;
  const verified = new Map(cookies);
  for (const name of present) {
    if (!(await isGenuine(cookies.get(name) ?? '', verification))) verified.delete(name);
  }
  return verified;
}
