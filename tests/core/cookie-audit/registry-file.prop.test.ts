/** Properties of the registry file reader (docs/cli.md, Cookie audit; SPEC §3 Cookie definition). */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { parseRegistryFile, parseRegistryFileText } from '../../../core/cookie-audit';
import { COOKIE_CATEGORIES, cookieRegistry } from '../../../core/cookies';

const token = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_-]{0,10}\*?$/).filter((name) => !cookieRegistry.some((d) => d.name === name));
const declaration = fc.record({
  name: token,
  category: fc.constantFrom(...COOKIE_CATEGORIES),
  duration: fc.nat({ max: 10 * 365 * 24 * 60 * 60 * 1000 }),
  path: fc.constant('/'),
  secure: fc.boolean(),
  httpOnly: fc.boolean(),
  description: fc.string({ maxLength: 20 }),
  team: fc.string({ maxLength: 10 }),
});

describe('registry file properties', () => {
  test.prop([fc.string({ maxLength: 200 })])('never throws on any text, and every refusal names a code and a message', (text) => {
    const parsed = parseRegistryFileText(text, cookieRegistry);
    if (!parsed.ok) for (const issue of parsed.issues) expect([issue.code, issue.message.length > 0]).toEqual(['audit.badRegistry', true]);
  });

  test.prop([fc.jsonValue()])('never throws on any JSON value', (value) => {
    expect(() => parseRegistryFile(value, cookieRegistry)).not.toThrow();
  });

  test.prop([fc.uniqueArray(declaration, { selector: (d) => d.name, maxLength: 6 })])(
    'round-trips: what it reads, written back as JSON, reads the same',
    (cookies) => {
      const first = parseRegistryFile({ cookies }, cookieRegistry);
      expect(first.ok).toBe(true);
      if (!first.ok) return;
      expect(first.value.cookies.map(({ key, ...rest }) => rest)).toEqual(cookies);
      expect(parseRegistryFileText(JSON.stringify(first.value), cookieRegistry)).toEqual(first);
    },
  );
});
