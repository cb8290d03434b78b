/**
 * Turns each theme's tokens into CSS custom properties with Style Dictionary
 * (v4, which reads the W3C Design Tokens format): one block per theme. Names
 * come from Style Dictionary's kebab-case with the `hb` prefix; values from
 * core's toCssValue, so the CSS agrees with the docs tables and the JSON export.
 */
import StyleDictionary from 'style-dictionary';
import type { DesignTokens } from 'style-dictionary/types';
import { mergeThemeTree, toCssValue, type TokenSourceFile, type TokenType } from '../../core/tokens';
import { TOKEN_VARIABLE_PREFIX } from '../../core/tokens/token-path';

const HARBOR_CSS_VALUE = 'harbor/css-value';

/** The CSS of one theme's variables under `selector` (':root' for the public file, '[data-theme="…"]' for the portal). */
export async function renderThemeCss(files: readonly TokenSourceFile[], theme: string, selector: string): Promise<string> {
  const parsed = files.map((file) => ({ path: file.path, json: JSON.parse(file.text) as unknown }));
  const dictionary = new StyleDictionary({
    tokens: mergeThemeTree(parsed, theme) as DesignTokens,
    usesDtcg: true,
    log: { verbosity: 'silent', warnings: 'disabled' },
    hooks: {
      transforms: {
        [HARBOR_CSS_VALUE]: {
          type: 'value',
          transitive: true,
          transform: (token) => toCssValue((token.$type ?? token.type ?? null) as TokenType | null, token.$value ?? token.value),
        },
      },
    },
    platforms: {
      css: {
        prefix: TOKEN_VARIABLE_PREFIX,
        transforms: ['name/kebab', HARBOR_CSS_VALUE],
        files: [
          { destination: `${theme}.css`, format: 'css/variables', options: { selector, outputReferences: false, showFileHeader: false } },
        ],
      },
    },
  });
  const outputs = await dictionary.formatPlatform('css');
  const output = outputs[0]?.output;
  if (typeof output !== 'string') throw new Error(`Style Dictionary wrote no CSS for ${theme}`);
  return output;
}

/** The portal's stylesheet: a header and one `[data-theme]` block per theme. */
export async function renderPortalTokensCss(files: readonly TokenSourceFile[], themes: readonly string[]): Promise<string> {
  const blocks = await Promise.all(themes.map((theme) => renderThemeCss(files, theme, `[data-theme="${theme}"]`)));
  return `/*\n * Generated from tokens/ by Style Dictionary (npm run tokens): do not edit.\n * One block per theme; tests/cli/tokens/portal-css.test.ts fails when it is out of date.\n */\n${blocks.map((block) => block.trim()).join('\n\n')}\n`;
}
