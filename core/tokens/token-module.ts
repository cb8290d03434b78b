/**
 * The typed JavaScript module of the token package (`import { tokens } from
 * '@harbor/tokens'`): each theme's resolved values as a nested object, and
 * the TypeScript type that describes it, written from the same values so the
 * declarations never drift from the module.
 */
import { placeAtPath, type ResolvedToken } from './token-export';

type Tree = { [key: string]: unknown };

/**
 * @example themeValueTree([{ path: 'space.4', type: 'dimension', value: '16px', description: '' }]) // { space: { '4': '16px' } }
 */
export function themeValueTree(tokens: readonly ResolvedToken[]): Tree {
  const root: Tree = {};
  for (const token of tokens) placeAtPath(root, token.path, token.value);
  return root;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const key = (name: string) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));

/**
 * The TypeScript type of a JSON value: strings and numbers widen to `string`
 * and `number`, so a consumer's code keeps compiling when a value changes.
 * @example typeScriptTypeOf({ a: ['x'] }) // '{ readonly a: readonly string[] }'
 */
export function typeScriptTypeOf(value: unknown, indent = ''): string {
  if (typeof value === 'string') return 'string';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (Array.isArray(value)) {
    const items = [...new Set(value.map((item) => typeScriptTypeOf(item, indent)))];
    if (items.length === 0) return 'readonly never[]';
    return items.length === 1 ? `readonly ${items[0]}[]` : `readonly (${items.join(' | ')})[]`;
  }
  if (value !== null && typeof value === 'object') {
    const inner = `${indent}  `;
    const fields = Object.entries(value).map(([name, field]) => `${inner}readonly ${key(name)}: ${typeScriptTypeOf(field, inner)};`);
    return fields.length === 0 ? '{}' : `{\n${fields.join('\n')}\n${indent}}`;
  }
  return 'null';
}
