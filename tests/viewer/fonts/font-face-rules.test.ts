/**
 * The `@font-face` rules the client turns into FontFace objects once the page has painted (viewer/fonts/, docs/performance.md,
 * "First paint"): every face of @harbor/tokens/fonts.css keeps its family, source and descriptors, and any stylesheet
 * text parses without throwing into rules that each have both.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFontFaces } from '../../../viewer/fonts/font-face-rules';

describe('parseFontFaces', () => {
  it('reads every face of the shipped fonts.css with its source and descriptors', () => {
    const css = readFileSync(new URL('../../../fonts/dist/fonts.css', import.meta.url), 'utf8');
    const rules = parseFontFaces(css);
    expect(rules.length).toBe(css.match(/@font-face/g)?.length);
    expect(rules.length).toBeGreaterThanOrEqual(6);
    for (const rule of rules) {
      expect(['Harbor Sans', 'Alpine Grotesk', 'Lakeside Serif']).toContain(rule.family);
      expect(rule.source).toMatch(/^url\(["']?[^)]+\.woff2["']?\)\s*format\(["']woff2["']\)$/);
      expect(rule.descriptors).toMatchObject({ style: 'normal', display: 'swap' });
      expect(rule.descriptors.weight).toMatch(/^\d+ \d+$/);
      expect(rule.descriptors.unicodeRange).toMatch(/^U\+/);
    }
    // The Latin subset is each family's first rule: the one loaded for a page that shows the family.
    const firsts = rules.filter((rule, index) => rules.findIndex((other) => other.family === rule.family) === index);
    for (const rule of firsts) expect(rule.source).toMatch(/-latin-wght/);
  });

  it('keeps a src with quotes, parentheses and semicolons inside them whole, as minified CSS writes it', () => {
    expect(
      parseFontFaces(
        '@font-face{font-family:Harbor Sans;src:url("a;b.woff2")format("woff2");font-weight:100 900;unicode-range:U+??,U+131}',
      ),
    ).toEqual([
      { family: 'Harbor Sans', source: 'url("a;b.woff2")format("woff2")', descriptors: { weight: '100 900', unicodeRange: 'U+??,U+131' } },
    ]);
  });

  it('leaves out a rule without a family or a source', () => {
    expect(parseFontFaces('@font-face{src:url(a.woff2)}@font-face{font-family:"A"}@font-face{}')).toEqual([]);
  });

  it('never throws, and each rule it returns has a family and a source (property)', () => {
    const piece = fc.constantFrom(
      '@font-face',
      '{',
      '}',
      ';',
      ':',
      '"',
      "'",
      '(',
      ')',
      'font-family',
      'src',
      'url(x)',
      'font-weight',
      ' ',
      'A',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string({ maxLength: 6 })), { maxLength: 40 }), (parts) => {
        const css = parts.join('');
        const rules = parseFontFaces(css);
        expect(rules.length).toBeLessThanOrEqual(css.split('@font-face').length - 1);
        for (const rule of rules) {
          expect(rule.family).not.toBe('');
          expect(typeof rule.source).toBe('string');
        }
      }),
    );
  });
});
