/**
 * docs/performance.md code blocks as static markup (viewer/article/code-html.ts): the
 * HTML string is what React would render for the same tokens as elements, so
 * the page looks the same and hydrates with less work; content cannot inject
 * markup.
 */
import { describe, expect, it } from 'vitest';
import type { CodeToken } from '../../core/bundle';
import { codeLinesHtml } from '../../viewer/article/code-html';
import { asReactElements } from './react-code-markup';

const SAMPLE: CodeToken[][] = [
  [{ content: 'import', color: '#D73A49', dark: '#F97583' }, { content: " { Button } from '@harbor/react';" }],
  [{ content: 'const a = b < c && d > "e";', color: '#24292E' }],
  [
    { content: '// note', color: '#6A737D', dark: '#6A737D', fontStyle: 3 },
    { content: ' underlined', dark: '#E36209', fontStyle: 4 },
  ],
  [],
  [{ content: '</code><script>alert(1)</script>', color: 'red;background:url(x)' }],
];

describe('code lines as static HTML', () => {
  it('gives the markup React renders for the same tokens', () => {
    expect(codeLinesHtml(SAMPLE)).toBe(asReactElements(SAMPLE));
  });

  it('escapes token text and keeps only checked colours, so content cannot add markup', () => {
    const html = codeLinesHtml(SAMPLE);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;/code&gt;&lt;script&gt;');
    expect(html).not.toContain('background');
  });
});
