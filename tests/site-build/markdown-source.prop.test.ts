/**
 * Properties of the Markdown kept for a page's Markdown copy
 * (site-build/markdown-source.ts) and of the fence scan that picks the
 * grammars to load (site-build/code-languages.ts): on any Markdown they never
 * throw, every located link lies inside the kept text and spells a link there,
 * the kept text is the source after the front matter, and a fence the scan
 * misses is never one the parser colours.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fenceLanguagesOf, hasGrammar } from '../../site-build/code-languages';
import { parseMarkdownPage } from '../../site-build/markdown-page';
import type { ContentNode } from '../../core/bundle';

const FRONT = '---\ntitle: Page\nisPublic: true\n---\n';
const noHighlight = () => [];

/** Markdown made of the pieces that matter here: links of every kind, fences, lists, quotes, escapes. */
const markdownish = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '[Button](Components/Button)',
        '[Pinned|Button/Code](Components/Button)',
        '[x](/components/button-design#usage)',
        '[x](#usage)',
        '[ext](https://example.com)',
        '<https://example.com>',
        '[rel](../a.md)',
        '[**bold** `code`](Foundations/Colors)',
        '![img](/a.png)',
        '[ref][r]',
        '\n[r]: /components/button-design\n',
        '\n```tsx\nconst a = 1;\n```\n',
        '\n~~~rust\nfn main() {}\n~~~\n',
        '\n- ```njk\n  {{ x }}\n  ```\n',
        '\n> ```css\n> a {}\n> ```\n',
        '\n```\nplain\n```\n',
        '\n## Heading\n',
        '\\[',
        ']',
        '(',
        ')',
        '\n',
        ' ',
        '|',
        '/',
      ),
      fc.string({ maxLength: 8 }),
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(''));

function codeLanguages(nodes: readonly ContentNode[], found: Set<string>): Set<string> {
  for (const node of nodes) {
    if (node.type === 'code') found.add(node.lang);
    if ('children' in node) codeLanguages(node.children, found);
  }
  return found;
}

describe('the Markdown kept for a page', () => {
  it('never throws, keeps the source after the front matter, and locates links inside it', () => {
    fc.assert(
      fc.property(markdownish, (body) => {
        const result = parseMarkdownPage('components/x/design.md', `${FRONT}\n${body}`, noHighlight);
        if (result.page === null) return;
        const { text, links } = result.page.markdown;
        expect(`${body.replace(/^[\r\n]+/, '').trimEnd()}\n`).toBe(text);
        for (const link of links) {
          expect(link.start).toBeGreaterThanOrEqual(0);
          expect(link.end).toBeLessThanOrEqual(text.length);
          expect(link.start).toBeLessThan(link.end);
          // A located link is an inline link as written: it opens with '[' and closes with ')'.
          expect(text[link.start]).toBe('[');
          expect(text[link.end - 1]).toBe(')');
          expect(['internal', 'shorthand']).toContain(link.kind);
        }
        // Links do not overlap, so each can be rewritten on its own.
        const sorted = [...links].sort((a, b) => a.start - b.start);
        for (let index = 1; index < sorted.length; index += 1) {
          expect(sorted[index]?.start).toBeGreaterThanOrEqual(sorted[index - 1]?.end ?? 0);
        }
      }),
    );
  });

  it('the fence scan finds every language with a grammar that a parsed code block has', () => {
    fc.assert(
      fc.property(markdownish, (body) => {
        const source = `${FRONT}\n${body}`;
        const result = parseMarkdownPage('components/x/design.md', source, noHighlight);
        const scanned = new Set(fenceLanguagesOf([source]));
        for (const lang of codeLanguages(result.page?.body ?? [], new Set())) {
          if (hasGrammar(lang)) expect(scanned.has(lang), lang).toBe(true);
        }
      }),
    );
  });
});
