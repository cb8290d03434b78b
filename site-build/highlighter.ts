/**
 * Colours code blocks at build time with Shiki, for light and dark themes at
 * once, so the browser ships no highlighter (docs/portal.md, Content). Only the grammars the
 * build's pages name are loaded (code-languages.ts); a block in any other
 * language, or in none, is plain text (validation warns about it).
 */
import { createHighlighter, createOnigurumaEngine, type BundledLanguage } from 'shiki';
import type { CodeToken } from '../core/bundle';
import { hasGrammar } from './code-languages';
import type { Highlight } from './hast-to-content';
import { blockKey, highlightCachePath, readHighlightCache } from './highlight-cache';
import { createSharedPatternEngine, SHARED_PATTERN_ENGINE_URL } from './shared-pattern-engine';

// github-light / github-dark keep token colours above 4.5:1 on their backgrounds (axe, docs/portal.md).
const THEMES = { light: 'github-light', dark: 'github-dark' } as const;
// Shiki stops colouring a line after 500 ms by default, so a busy machine (a GC pause, a shared CPU) gave different
// output for the same input: builds must be byte-identical. A generous bound still stops a runaway grammar.
const LINE_TIME_LIMIT_MS = 10_000;

/** The disk cache of colourings (highlight-cache.ts) that matches this highlighter. */
export function highlightCacheFile(): string | null {
  return highlightCachePath(JSON.stringify({ THEMES, LINE_TIME_LIMIT_MS }), [import.meta.url, SHARED_PATTERN_ENGINE_URL]);
}

/** @param languages fence languages with a grammar, from fenceLanguagesOf over the pages to build */
export async function createCodeHighlighter(languages: readonly string[]): Promise<Highlight> {
  const engine = createSharedPatternEngine(await createOnigurumaEngine(import('shiki/wasm')));
  const loaded = languages.filter(hasGrammar) as BundledLanguage[];
  const highlighter = await createHighlighter({ themes: Object.values(THEMES), langs: loaded, engine });
  const usable = new Set<string>(highlighter.getLoadedLanguages());
  // Shiki 4.6 gives the first two-theme tokenisation of a process the wrong colours (every token
  // of the first line in one colour); one throwaway call settles it before real code is coloured.
  const warmUp = loaded[0];
  if (warmUp !== undefined) highlighter.codeToTokens('x', { lang: warmUp, themes: THEMES });
  // Generated corpora and tab siblings repeat snippets; colour each distinct one once, and reuse the last build's colours.
  const memo = readHighlightCache(highlightCacheFile());
  return (code, lang) => {
    const key = blockKey(code, lang);
    const cached = memo.get(key);
    if (cached !== undefined) return cached;
    let lines: CodeToken[][];
    if (!usable.has(lang)) {
      lines = code.split('\n').map((line) => (line === '' ? [] : [{ content: line }]));
    } else {
      const { tokens } = highlighter.codeToTokens(code, {
        lang: lang as BundledLanguage,
        themes: THEMES,
        tokenizeTimeLimit: LINE_TIME_LIMIT_MS,
      });
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
