/**
 * Colours code blocks at build time with Shiki, for light and dark themes at
 * once, so the browser ships no highlighter (README, Content).
 */
import { createHighlighter, createOnigurumaEngine, type BundledLanguage } from 'shiki';
import type { CodeToken } from '../../core/bundle';
import { GRAMMARS, KNOWN_LANGUAGES, PLAIN } from './code-languages';
import type { Highlight } from './hast-to-content';
import { createSharedPatternEngine } from './shared-pattern-engine';

// github-light / github-dark keep token colours above 4.5:1 on their backgrounds (axe, README, The portal).
const THEMES = { light: 'github-light', dark: 'github-dark' } as const;

export async function createCodeHighlighter(): Promise<Highlight> {
  const engine = createSharedPatternEngine(await createOnigurumaEngine(import('shiki/wasm')));
  const highlighter = await createHighlighter({ themes: Object.values(THEMES), langs: GRAMMARS, engine });
  // Shiki 4.6 gives the first two-theme tokenisation of a process the wrong colours (every token
  // of the first line in one colour); one throwaway call settles it before real code is coloured.
  highlighter.codeToTokens('x', { lang: 'tsx', themes: THEMES });
  // Generated corpora and tab siblings repeat snippets; colour each distinct one once.
  const memo = new Map<string, CodeToken[][]>();
  return (code, lang) => {
    const key = `${lang}\u0000${code}`;
    const cached = memo.get(key);
    if (cached !== undefined) return cached;
    let lines: CodeToken[][];
    if (!KNOWN_LANGUAGES.has(lang) || PLAIN.includes(lang)) {
      lines = code.split('\n').map((line) => (line === '' ? [] : [{ content: line }]));
    } else {
      const { tokens } = highlighter.codeToTokens(code, { lang: lang as BundledLanguage, themes: THEMES });
      lines = tokens.map((line) =>
        line.map((token) => {
          const style = token.htmlStyle ?? {};
          const color = style['color'];
          const dark = style['--shiki-dark'];
          return {
            content: token.content,
            ...(color === undefined ? {} : { color }),
            ...(dark === undefined ? {} : { dark }),
            ...(token.fontStyle ? { fontStyle: token.fontStyle } : {}),
          };
        }),
      );
    }
    memo.set(key, lines);
    return lines;
  };
}
