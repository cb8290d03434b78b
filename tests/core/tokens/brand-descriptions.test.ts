/**
 * A brand token describes itself in its brand: the display family is Alpine
 * Grotesk in the Alpine themes and Lakeside Serif in the Lakeside ones, in the
 * token tables, the public JSON of a theme and the search of `dsp tokens`.
 */
import { describe, expect, it } from 'vitest';
import { buildTokens } from '../../../tokens/build/token-build';
import { readTokenFiles } from '../../../tokens/build/tokens-fs';
import { filterTokens, tokenTable, type TokenCatalogue } from '../../../core/tokens';
import { SHIPPED_TOKENS } from '../../tokens/build/broken-tokens';

const built = await buildTokens(readTokenFiles(SHIPPED_TOKENS) ?? []);
const catalogue = built.catalogue as TokenCatalogue;
const outputs = new Map((await built.outputs()).map((file) => [file.path, file.text]));
const directive = (group: string) => ({ attributes: { group }, line: 1, column: 1 });

describe('descriptions of brand tokens follow the theme', () => {
  it('gives a token table row each theme’s own description of the display family', () => {
    const { node } = tokenTable(directive('font.family.display'), catalogue, 'page.md');
    const row = node?.type === 'tokens' ? node.rows[0] : undefined;
    expect(row?.descriptions?.['lakeside-light']).toMatch(/Lakeside Serif/);
    expect(row?.descriptions?.['lakeside-dark']).not.toMatch(/Alpine/);
    expect(row?.descriptions?.['alpine-dark']).toMatch(/Alpine Grotesk/);
  });

  it('leaves the per-theme descriptions out of rows whose description is the same everywhere', () => {
    const { node } = tokenTable(directive('space'), catalogue, 'page.md');
    const rows = node?.type === 'tokens' ? node.rows : [];
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.filter((row) => row.descriptions !== undefined).map((row) => row.path)).toEqual([]);
  });

  it('writes the theme’s own description into the public JSON of that theme', () => {
    const family = (theme: string) =>
      (JSON.parse(outputs.get(`json/${theme}.json`) ?? '{}') as { font: { family: { display: { $description: string } } } }).font.family
        .display.$description;
    expect(family('lakeside-dark')).toMatch(/Lakeside Serif/);
    expect(family('alpine-light')).toMatch(/Alpine Grotesk/);
  });

  it('finds a token by the description it has in any theme', () => {
    expect(filterTokens(catalogue, { term: 'lakeside serif' }).map((token) => token.path)).toContain('font.family.display');
    expect(filterTokens(catalogue, { term: 'alpine grotesk' }).map((token) => token.path)).toContain('font.family.display');
  });
});
