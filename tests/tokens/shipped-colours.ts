/** The shipped tokens' colours, from the one token build (tokens/build/), for the tests that compare colours. */
import { join, resolve } from 'node:path';
import type { TokenCatalogue } from '../../core/tokens';
import { parseColour } from '../../core/tokens/contrast';
import { buildTokens } from '../../tokens/build/token-build';
import { readTokenFiles } from '../../tokens/build/tokens-fs';

export const ROOT = resolve(import.meta.dirname, '../..');

export const catalogue = (await buildTokens(readTokenFiles(join(ROOT, 'tokens')) ?? [])).catalogue as TokenCatalogue;

/** The colour a token variable takes in a theme; throws when it has none. */
export function colourOf(variable: string, theme: string) {
  const value = catalogue.tokens.find((token) => token.variable === variable)?.values[theme];
  const colour = value === undefined ? null : parseColour(value);
  if (colour === null) throw new Error(`${variable} has no colour in ${theme}`);
  return colour;
}
