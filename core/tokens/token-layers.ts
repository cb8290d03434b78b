/**
 * How the token folder is laid out, and which files make up each theme:
 * `base/` (every theme), `brands/{brand}`, `shades/{shade}` and
 * `themes/{brand}-{shade}`, later layers overriding earlier ones. The themes
 * are the files in `themes/` (alpine-light, alpine-dark, lakeside-light, lakeside-dark).
 */

export type TokenLayer = 'base' | 'brand' | 'shade' | 'theme' | 'pairs' | 'other';

const TOKEN_FILE = /\.tokens\.json$/;
export const CONTRAST_PAIRS_FILE = 'contrast-pairs.json';

/**
 * @example tokenLayerOf('tokens/themes/alpine-dark.tokens.json') // { layer: 'theme', name: 'alpine-dark' }
 */
export function tokenLayerOf(path: string): { layer: TokenLayer; name: string } {
  const parts = path.split('/');
  const file = parts.at(-1) ?? '';
  const folder = parts.at(-2) ?? '';
  if (file === CONTRAST_PAIRS_FILE) return { layer: 'pairs', name: '' };
  if (!TOKEN_FILE.test(file)) return { layer: 'other', name: file };
  const name = file.replace(TOKEN_FILE, '');
  if (folder === 'base') return { layer: 'base', name };
  if (folder === 'brands') return { layer: 'brand', name };
  if (folder === 'shades') return { layer: 'shade', name };
  if (folder === 'themes') return { layer: 'theme', name };
  return { layer: 'other', name };
}

/** 'lakeside-dark' → { brand: 'lakeside', shade: 'dark' }: the shade is the part after the last hyphen. */
export function splitTheme(theme: string): { brand: string; shade: string } {
  const hyphen = theme.lastIndexOf('-');
  return hyphen === -1 ? { brand: theme, shade: '' } : { brand: theme.slice(0, hyphen), shade: theme.slice(hyphen + 1) };
}

/** The files of one theme, in the order they apply (later wins). */
export function layersOfTheme<T extends { readonly path: string }>(files: readonly T[], theme: string): T[] {
  const { brand, shade } = splitTheme(theme);
  const pick = (layer: TokenLayer, name?: string) =>
    files
      .filter((file) => {
        const at = tokenLayerOf(file.path);
        return at.layer === layer && (name === undefined || at.name === name);
      })
      .sort((a, b) => (a.path < b.path ? -1 : 1));
  return [...pick('base'), ...pick('brand', brand), ...pick('shade', shade), ...pick('theme', theme)];
}

/** The theme names: one per file in themes/, sorted. */
export function themesOf(files: readonly { readonly path: string }[]): string[] {
  return files
    .map((file) => tokenLayerOf(file.path))
    .filter((at) => at.layer === 'theme')
    .map((at) => at.name)
    .sort();
}
