/**
 * One theme's token tree in the source format: its layers' JSON merged, later
 * layers replacing a token of the same path. This is what Style Dictionary
 * reads to write the theme's CSS block.
 */
import { layersOfTheme } from './token-layers';

type Tree = { [key: string]: unknown };

const isGroup = (value: unknown): value is Tree => value !== null && typeof value === 'object' && !Array.isArray(value);

function merge(into: Tree, from: Tree): void {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    // A token (an object with $value) replaces; groups merge.
    if (isGroup(current) && isGroup(value) && !('$value' in value) && !('$value' in current)) merge(current, value);
    // A deep copy through JSON: the source is JSON, and core has no host globals such as structuredClone.
    else into[key] = JSON.parse(JSON.stringify(value)) as unknown;
  }
}

/**
 * @example mergeThemeTree([{ path: 'tokens/base/a.tokens.json', json: { a: { $value: 1 } } }], 'alpine-light') // { a: { $value: 1 } }
 */
export function mergeThemeTree(files: readonly { readonly path: string; readonly json: unknown }[], theme: string): Tree {
  const tree: Tree = Object.create(null) as Tree;
  for (const file of layersOfTheme(files, theme)) if (isGroup(file.json)) merge(tree, file.json);
  return tree;
}
