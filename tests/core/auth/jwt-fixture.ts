/**
 * Test-side reference encoders for JWT fixtures. They use node:buffer's
 * base64url (RFC 4648 §5), an implementation independent of core/auth.
 */
import { Buffer } from 'node:buffer';

/** Unpadded base64url of the UTF-8 bytes of a string, or of raw bytes. */
export function base64url(input: string | Uint8Array): string {
  const bytes = typeof input === 'string' ? Buffer.from(input, 'utf8') : Buffer.from(input);
  return bytes.toString('base64url');
}

/** A compact JWT from raw JSON texts (so tests can write '5.0' literally). */
export function jwt(payloadJson: string, headerJson = '{"alg":"HS256","typ":"JWT"}', signature = 'c2lnbmF0dXJl'): string {
  return `${base64url(headerJson)}.${base64url(payloadJson)}.${signature}`;
}
