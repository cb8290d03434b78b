import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { themeValueTree, typeScriptTypeOf } from '../../../core/tokens/token-module';

const segment = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,6}$/);

describe('the typed JavaScript module of the token package', () => {
  it('never throws writing the type of any JSON value, and balances its braces', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        // Quoted keys may hold braces of their own; the structure is outside them.
        const type = typeScriptTypeOf(value).replace(/"(?:[^"\\]|\\.)*"/g, '""');
        expect(type.split('{').length).toBe(type.split('}').length);
      }),
    );
  });

  it('places every token at its path with its value, whatever the paths', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.array(segment, { minLength: 1, maxLength: 4 }), { maxLength: 12 }), fc.string(), (paths, value) => {
        // Keep paths where none is a prefix of another: a token is never also a group.
        const dotted = paths.map((parts) => parts.join('.'));
        const leaves = dotted.filter((one) => !dotted.some((other) => other !== one && (other.startsWith(`${one}.`) || one === other)));
        const tree = themeValueTree(leaves.map((path) => ({ path, type: 'dimension', value: `${value}${path}`, description: '' })));
        for (const path of leaves)
          expect(path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree)).toBe(`${value}${path}`);
      }),
    );
  });

  it('writes literal types a strict compiler reads as the value’s shape', () => {
    expect(typeScriptTypeOf({ a: ['x', 'y'], 'b-c': { d: 1 } })).toBe(
      '{\n  readonly a: readonly string[];\n  readonly "b-c": {\n    readonly d: number;\n  };\n}',
    );
  });
});
