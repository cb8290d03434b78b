/** Hints for a `.consent` value pasted from elsewhere (SPEC §5 Consent cookie string; docs/cli.md). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consentValueHints, parseConsentCookie } from '../../../core/consent';

describe('§5 consent cookie string: hints for a pasted value', () => {
  it.each([
    ['pe1fu1ma1e%3B', 'still URL-encoded (%3B is ";")'],
    ["'pe1fu1ma1e'", 'the value is quoted'],
    [' pe1fu1ma1e', 'leading or trailing space'],
    ['consent=pe1fu1ma1e', 'name=value pair'],
    ['pe1fu1ma1e;', 'a trailing ";"'],
  ])('%j gets a hint naming the cause', (value, hint) => {
    expect(consentValueHints(value).join('\n')).toContain(hint);
  });

  it('gives no hint for a valid value or a plainly wrong one', () => {
    expect(consentValueHints('pe1fu1ma1e')).toEqual([]);
    expect(consentValueHints('garbage')).toEqual([]);
  });

  it('suggests a value the store reads, for the common pastes', () => {
    for (const value of ['pe1fu1ma1e%3B', '"pe1fu1ma1e"', 'pe1fu1ma1e ', '.consent=pe1fu1ma1e']) {
      const suggested = JSON.parse(/: ("[^"]*")$/.exec(consentValueHints(value)[0] ?? '')?.[1] ?? '""') as string;
      expect(parseConsentCookie(suggested.replace(/;$/, ''))).not.toBeNull();
    }
  });

  it('never throws, and gives at most a few hints on any string', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.string().map((s) => `%${s}%E0%A4%A`),
        ),
        (value) => {
          expect(consentValueHints(value).length).toBeLessThanOrEqual(5);
        },
      ),
    );
  });
});
