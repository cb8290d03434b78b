import { createHighlighter, createOnigurumaEngine, type BundledLanguage } from 'shiki';
import { describe, expect, it } from 'vitest';
import { createSharedPatternEngine } from '../../site-build/shared-pattern-engine';

const THEMES = { light: 'github-light', dark: 'github-dark' } as const;
// Shiki's default 500 ms per line cuts colouring short on a busy machine, which is not what is compared here.
const OPTIONS = { themes: THEMES, tokenizeTimeLimit: 60_000 };

// Grammars with \G anchors (markdown, yaml), back-references in end patterns (bash heredocs), embedded languages (html, markdown), and a line over 1,000 bytes.
const SNIPPETS: readonly (readonly [BundledLanguage, string])[] = [
  [
    'tsx',
    "import { Button } from '@harbor/react';\n\nexport function Cart({ items }: { items: string[] }) {\n  return <ul>{items.map((item) => <li key={item}>{`${item} €`}</li>)}</ul>;\n}",
  ],
  [
    'typescript',
    'type Pair<T> = readonly [T, T];\nconst sum = (a: number, b: number): number => a + b; // tail\n/* block */ enum Size { Small = 1 }',
  ],
  ['css', '.hb-button:is(:hover, :focus-visible) {\n  color: var(--hb-primary, #0a0);\n  @media (min-width: 48em) { padding: 0 1rem; }\n}'],
  ['bash', 'cat <<EOF > out.txt\nhello $USER\nEOF\nfor f in *.md; do echo "$f"; done'],
  ['yaml', 'title: Button\nterms: [CTA, "Call to action"]\nnested:\n  - a: 1\n    b: |\n      literal\n      block'],
  ['markdown', '# Title\n\n```tsx\nconst a = 1;\n```\n\n> quote with `code` and [a link](https://example.com)\n\n- item\n  continued'],
  ['html', '<button class="hb" onclick="go()">Go</button>\n<style>.hb { color: red }</style>\n<script>let x = 1;</script>'],
  ['json', `{"a": [1, 2, {"b": null}], "long": "${'x'.repeat(1200)}"}`],
  ['graphql', 'query Product($id: ID!) {\n  product(id: $id) { name price { amount } }\n}'],
  ['diff', '--- a/x\n+++ b/x\n@@ -1 +1 @@\n-old\n+new'],
  ['javascript', `const long = [${Array.from({ length: 300 }, (_, i) => i).join(', ')}];`],
];

describe('shared-pattern regex engine (build budgets)', () => {
  it('colours code exactly as the stock Oniguruma engine does', async () => {
    const langs = [...new Set(SNIPPETS.map(([lang]) => lang))];
    const stock = await createHighlighter({ themes: Object.values(THEMES), langs });
    const shared = await createHighlighter({
      themes: Object.values(THEMES),
      langs,
      engine: createSharedPatternEngine(await createOnigurumaEngine(import('shiki/wasm'))),
    });
    // Shiki's first two-theme tokenisation of a process has wrong colours (site-build/highlighter.ts does the same).
    for (const highlighter of [stock, shared]) highlighter.codeToTokens('x', { lang: 'tsx', themes: THEMES });
    for (const [lang, code] of SNIPPETS) {
      expect(shared.codeToTokens(code, { lang, ...OPTIONS }).tokens, lang).toEqual(stock.codeToTokens(code, { lang, ...OPTIONS }).tokens);
    }
  }, 60_000);
});
