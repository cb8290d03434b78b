/**
 * docs/performance.md code blocks as static markup, for any tokens: the HTML string of
 * viewer/article/code-html.ts equals React's rendering of the same tokens as
 * elements, whatever their text, colours and font styles.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeLinesHtml } from '../../viewer/article/code-html';
import { asReactElements } from './react-code-markup';

describe('code lines as static HTML, for any tokens', () => {
  it('equal what React renders for the same tokens', () => {
    const token = fc.record(
      {
        content: fc.string({ maxLength: 12 }),
        color: fc.constantFrom('#24292E', '#E36209', 'nope', '#abc'),
        dark: fc.constantFrom('#E1E4E8', '#6A737D', '"><b>'),
        fontStyle: fc.integer({ min: 0, max: 7 }),
      },
      { requiredKeys: ['content'] },
    );
    fc.assert(
      fc.property(fc.array(fc.array(token, { maxLength: 5 }), { maxLength: 4 }), (lines) => {
        expect(codeLinesHtml(lines)).toBe(asReactElements(lines));
      }),
    );
  });
});
