import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildInPageNavigation,
  headingAnchor,
  isShorthandHref,
  parseShorthandHref,
  parseShorthandText,
  resolveShorthandLink,
  slugifyHeading,
} from '../../../core/content';
import { anyText } from '../search/arbitrary-text';

const heading = fc.record({ level: fc.constantFrom('h2' as const, 'h3' as const), text: anyText });

describe('§5 heading anchors (properties)', () => {
  it('slugs never throw and match ^[a-z0-9-]*$ without leading, trailing or double hyphens', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const slug = slugifyHeading(text);
        expect(slug).toMatch(/^[a-z0-9-]*$/);
        expect(slug.startsWith('-') || slug.endsWith('-') || slug.includes('--')).toBe(false);
      }),
    );
  });

  it('re-slugging a slug with its hyphens read as spaces gives the same slug', () => {
    // Not plain idempotence: §5 removes '-' itself ('a-b' -> 'ab').
    fc.assert(
      fc.property(anyText, (text) => {
        const slug = slugifyHeading(text);
        expect(slugifyHeading(slug.replaceAll('-', ' '))).toBe(slug);
      }),
    );
  });

  it('anchors are never empty', () => {
    fc.assert(
      fc.property(heading, (h) => {
        expect(headingAnchor(h)).toMatch(/^[a-z0-9-]+$/);
      }),
    );
  });

  it('in-page navigation links are unique and one per heading', () => {
    const headings = fc.array(
      fc.record({
        level: fc.constantFrom('h2' as const, 'h3' as const),
        text: fc.constantFrom('A', 'a', 'A 2', 'B', '!!', 'a-2', 'Usage'),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(headings, (list) => {
        const links = buildInPageNavigation(list).map((i) => i.link);
        expect(links).toHaveLength(list.length);
        expect(new Set(links).size).toBe(links.length);
        for (const link of links) expect(link).toMatch(/^#[a-z0-9-]+$/);
      }),
    );
  });

  it('never throws on arbitrary headings', () => {
    fc.assert(fc.property(fc.array(heading, { maxLength: 5 }), (list) => void buildInPageNavigation(list)));
  });
});

describe('§5 internal link shorthand (properties)', () => {
  it('parsing never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        void parseShorthandHref(text);
        void isShorthandHref(text);
        void parseShorthandText(text);
      }),
    );
  });

  it('a parsed href has lowercased, trimmed, non-empty parts without +', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const parsed = parseShorthandHref(text);
        if (parsed === null) return;
        expect(parsed.path.length).toBeGreaterThan(0);
        for (const part of [parsed.section, ...parsed.path]) {
          expect(part).not.toBe('');
          expect(part).toBe(part.trim());
          expect(part).toBe(part.toLowerCase());
          expect(part).not.toContain('+');
        }
      }),
    );
  });

  it('an href with a scheme or a leading /, #, . or ? is never shorthand', () => {
    const url = fc.tuple(fc.constantFrom('https://', 'http:', 'mailto:', '/', '#', '.', '?'), anyText);
    fc.assert(
      fc.property(url, ([head, rest]) => {
        expect(isShorthandHref(head + rest)).toBe(false);
      }),
    );
  });

  it('parses generated Section/Page hrefs', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9+-]{0,8}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 2, maxLength: 4 }), (segments) => {
        const parsed = parseShorthandHref(segments.join('/'));
        expect(parsed).not.toBeNull();
        expect(parsed?.path).toHaveLength(segments.length - 1);
      }),
    );
  });

  it('resolution never throws and always has a label', () => {
    fc.assert(
      fc.property(anyText, anyText, fc.boolean(), fc.boolean(), (href, text, isDevMode, isAuthorized) => {
        const out = resolveShorthandLink({ href, text, navigation: {}, isDevMode, isAuthorized });
        expect(out.kind).toBe('unresolved');
      }),
    );
  });
});
