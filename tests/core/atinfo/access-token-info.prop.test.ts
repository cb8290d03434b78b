import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { parseAccessTokenInfo } from '../../../core/atinfo/access-token-info';

/** A field that survives splitting: no ';' once decoded. */
const field = fc.string({ unit: 'grapheme' }).filter((text) => !text.includes(';'));
const timestamp = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });

/** SPEC §3, restated test-side. */
function expectedStatus(flag: string | undefined): string {
  if (flag === undefined || flag === '' || flag.includes('-')) return 'NO_INFORMATION';
  return flag.includes('e') ? 'ON' : 'OFF';
}

describe('§3 and §5 access-token info properties', () => {
  it('never throws, and logs at most the one SPEC message', () => {
    const raw = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string({ unit: fc.constantFrom('1', '0', ';', '%', '3', 'B', 'e', '-', 'low', 'normal') }),
      fc.constantFrom('__proto__;constructor', '\uD800;\uDC00', `1;2;normal;${'%'.repeat(10_000)}`, ';'.repeat(10_000)),
    );
    fc.assert(
      fc.property(raw, (text) => {
        const logged: string[] = [];
        const info = parseAccessTokenInfo(text, { log: (message) => logged.push(message) });
        if (info !== null) expect(logged).toEqual([]);
        expect(logged.every((message) => message === 'Failed to parse atInfo cookie')).toBe(true);
        expect(logged.length).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('reads back every valid tuple that was formatted and URL-encoded', () => {
    fc.assert(
      fc.property(
        timestamp,
        timestamp,
        fc.constantFrom('low', 'normal', ''),
        fc.option(field, { nil: undefined }),
        field,
        field,
        (createdAt, expiresAt, trustLevel, flag, consentSettings, consentTimestamp) => {
          const fields = [String(createdAt), String(expiresAt), trustLevel, flag ?? '', consentSettings, consentTimestamp];
          const raw = encodeURIComponent(fields.join(';'));
          expect(parseAccessTokenInfo(raw)).toEqual({
            createdAt,
            expiresAt,
            trustLevel: trustLevel === '' ? 'normal' : trustLevel,
            personalizationStatus: expectedStatus(flag),
            consentSettings: consentSettings === '' ? null : consentSettings,
            consentSettingsTimestamp: consentTimestamp === '' ? null : consentTimestamp,
          });
        },
      ),
    );
  });

  it('reads the same info from the plain and the URL-encoded value', () => {
    fc.assert(
      fc.property(
        timestamp,
        timestamp,
        field.filter((text) => !text.includes('%')),
        (createdAt, expiresAt, flag) => {
          const plain = `${createdAt};${expiresAt};low;${flag}`;
          expect(parseAccessTokenInfo(plain)).toEqual(parseAccessTokenInfo(encodeURIComponent(plain)));
        },
      ),
    );
  });
});
