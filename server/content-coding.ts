/**
 * Which stored encoding of a cached body to send (RFC 9110 §12.5.3
 * Accept-Encoding). hono's own parser reads the header and its q-values; the
 * choice prefers brotli to gzip when the client rates them equally, since
 * browsers list `gzip, deflate, br` in that order without meaning a preference.
 */
import { parseAccept } from 'hono/utils/accept';
import type { ContentCoding } from './body-cache';

const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip'];

/**
 * @example
 * chooseContentCoding('gzip, deflate, br'); // 'br'
 * chooseContentCoding('br;q=0, gzip'); // 'gzip'
 * chooseContentCoding(undefined); // 'identity'
 */
export function chooseContentCoding(acceptEncoding: string | undefined): ContentCoding {
  if (acceptEncoding === undefined || acceptEncoding === '') return 'identity';
  const accepted = parseAccept(acceptEncoding);
  const qOf = (coding: string): number => {
    const explicit = accepted.find((entry) => entry.type.toLowerCase() === coding);
    if (explicit !== undefined) return explicit.q;
    return accepted.find((entry) => entry.type === '*')?.q ?? 0;
  };
  let best: ContentCoding = 'identity';
  let bestQ = 0;
  for (const coding of PREFERENCE) {
    const q = qOf(coding);
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}
