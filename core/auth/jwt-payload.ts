/**
 * Reads the claims of a JWT without verifying it, as SPEC §6 rule 4 says
 * ("The JWT is decoded without verification"). The header is checked only for
 * being a JSON object; its 'alg' (even "none") is irrelevant, because no
 * signature is checked either way.
 */

import { fail, ok } from '../result';
import type { Result } from '../result';
import { decodeBase64Url } from './base64url';

type JwtPart = 'header' | 'payload' | 'signature';

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Decodes the payload of a compact-serialised JWT (RFC 7519 §7.2, RFC 7515
 * §7.1: three base64url parts joined by '.'). Issue codes: `jwt.parts` (not
 * exactly three parts), `jwt.base64url`, `jwt.utf8`, `jwt.json`,
 * `jwt.notObject`, each with `path: [part]`.
 *
 * @example
 * decodeJwtPayload('eyJhbGciOiJub25lIn0.eyJjZ2lkIjo1fQ.')
 * // { ok: true, value: { cgid: 5 } }
 */
export function decodeJwtPayload(token: string): Result<Record<string, unknown>> {
  const parts = token.split('.');
  if (parts.length !== 3) {
    return fail({ code: 'jwt.parts', message: `a JWT has 3 dot-separated parts, not ${parts.length}` });
  }
  const [headerText = '', payloadText = '', signatureText = ''] = parts;

  const header = decodeJsonObject(headerText, 'header');
  if (!header.ok) return header;
  const payload = decodeJsonObject(payloadText, 'payload');
  if (!payload.ok) return payload;
  // Not verified, but a signature outside the alphabet means this is not a
  // JWS at all. It may be empty (RFC 7519 §6.1 unsecured JWTs).
  if (decodeBase64Url(signatureText) === null) return badBase64Url('signature');
  return payload;
}

function decodeJsonObject(text: string, part: JwtPart): Result<Record<string, unknown>> {
  const bytes = decodeBase64Url(text);
  if (bytes === null) return badBase64Url(part);

  let json: string;
  try {
    // RFC 7519 §7.2 steps 4 and 10: the parts are UTF-8; fatal refuses invalid
    // sequences instead of turning them into U+FFFD.
    json = UTF8.decode(bytes);
  } catch {
    return fail({ code: 'jwt.utf8', message: `the ${part} is not valid UTF-8`, path: [part] });
  }

  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return fail({ code: 'jwt.json', message: `the ${part} is not JSON`, path: [part] });
  }
  // RFC 7519 §7.2 steps 4 and 10: the header and claims set are JSON objects.
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail({ code: 'jwt.notObject', message: `the ${part} is not a JSON object`, path: [part] });
  }
  return ok(value as Record<string, unknown>);
}

function badBase64Url(part: JwtPart): Result<never> {
  return fail({ code: 'jwt.base64url', message: `the ${part} is not base64url`, path: [part] });
}
