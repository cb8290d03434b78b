import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTokenCatalogue, checkTokens, themesOf } from '../../../core/tokens';
import { renderPortalTokensCss, renderThemeCss } from '../../../cli/tokens/style-dictionary-css';
import { readTokenFiles } from '../../../cli/tokens/tokens-fs';
import { SHIPPED_TOKENS } from './broken-tokens';

const files = readTokenFiles(SHIPPED_TOKENS) ?? [];

/** Reads `--name: value;` declarations of one CSS block, independently of how they were written. */
function declarations(css: string): Map<string, string> {
  return new Map([...css.matchAll(/^\s*(--[a-z0-9-]+):\s*(.+?);(?:\s*\/\*.*\*\/)?$/gm)].map((match) => [match[1] ?? '', match[2] ?? '']));
}

describe('CSS custom properties generated from tokens/ by Style Dictionary', () => {
  it('viewer/styles/tokens.css is what `npm run tokens` writes now (run it after changing tokens/)', async () => {
    const committed = readFileSync(resolve(import.meta.dirname, '../../../viewer/styles/tokens.css'), 'utf8');
    expect(committed).toBe(await renderPortalTokensCss(files, themesOf(files)));
  });

  it('holds one block per theme with every token, at the value the docs and the CLI show', async () => {
    const checked = checkTokens(files);
    const catalogue = buildTokenCatalogue(checked.source, checked.pairs);
    for (const theme of catalogue.themes) {
      const css = await renderThemeCss(files, theme, `[data-theme="${theme}"]`);
      expect(css.startsWith(`[data-theme="${theme}"] {`)).toBe(true);
      const declared = declarations(css);
      expect(declared.size).toBe(catalogue.tokens.length);
      for (const token of catalogue.tokens) expect(declared.get(token.variable), `${token.variable} in ${theme}`).toBe(token.values[theme]);
    }
  });

  it('keeps the variable names the portal and the components already use', async () => {
    const declared = declarations(await renderThemeCss(files, 'alpine-light', ':root'));
    for (const name of [
      '--hb-color-text-default',
      '--hb-color-surface-raised',
      '--hb-color-action-primary-hover',
      '--hb-space-4',
      '--hb-radius-round',
      '--hb-font-family-display',
      '--hb-font-size-3xl',
      '--hb-motion-duration-moderate',
      '--hb-motion-easing-enter',
      '--hb-elevation-3',
      '--hb-z-dialog',
      '--hb-color-focus-ring',
    ]) {
      expect(declared.has(name), name).toBe(true);
    }
    expect(declared.get('--hb-elevation-0')).toBe('none');
    expect(declared.get('--hb-motion-easing-standard')).toBe('cubic-bezier(0.2, 0, 0, 1)');
  });
});
