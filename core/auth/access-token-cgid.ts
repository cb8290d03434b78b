/**
 * The access-token rule of SPEC §6 rule 4: the 'access-token' cookie holds a
 * JWT whose payload field cgid equals 5 or 26 (§9 "Authorized cgid values").
 */

import { decodeJwtPayload } from './jwt-payload';

/** SPEC §9 "Authorized cgid values: 5 and 26". */
export const AUTHORIZED_CGIDS: readonly number[] = [5, 26];

/**
 * True when the token is a JWT whose payload has its own `cgid` property equal
 * to the JSON number 5 or 26. The string "5", [5] and {"cgid":{"valueOf":5}}
 * do not count. The comparison is on the parsed number, so 5.0 and 5e0 count
 * (JSON.parse reads them as 5), as does any literal that rounds to exactly 5.
 * An inherited cgid (e.g. via "__proto__" or a polluted Object.prototype) is
 * ignored. Never throws.
 *
 * @example
 * hasAuthorizedCgid('eyJhbGciOiJub25lIn0.eyJjZ2lkIjoyNn0.') // true (cgid 26)
 */
export function hasAuthorizedCgid(token: string): boolean {
  const payload = decodeJwtPayload(token);
  if (!payload.ok) return false;
  if (!Object.hasOwn(payload.value, 'cgid')) return false;
  const cgid = payload.value['cgid'];
  return typeof cgid === 'number' && AUTHORIZED_CGIDS.includes(cgid);
}
