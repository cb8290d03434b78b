import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { decodeBase64Url } from '../../../core/auth/base64url';
import { base64url } from './jwt-fixture';

describe('§6 rule 4 base64url properties (RFC 4648 §5)', () => {
  it('decodes what a reference encoder wrote back to the same bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(decodeBase64Url(base64url(bytes))).toEqual(bytes);
      }),
    );
  });

  it('never throws, and accepts only the canonical spelling of what it returns', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string({ unit: fc.constantFrom('A', 'Q', 'g', 'w', '-', '_', '+', '/', '=') }),
      fc.constantFrom('__proto__', 'constructor', '\uD800\uDC00', '\uDC00', 'A'.repeat(400_001)),
    );
    fc.assert(
      fc.property(text, (input) => {
        const bytes = decodeBase64Url(input);
        if (bytes !== null) expect(base64url(bytes)).toBe(input);
      }),
    );
  });
});
