import { describe, expect, it } from 'vitest';
import { resolveAliases } from '../../../core/tokens/resolve-aliases';

describe('alias resolution of the token source', () => {
  it('follows chains of aliases, also inside composite values and strings', () => {
    const resolved = resolveAliases(
      new Map<string, unknown>([
        ['color.neutral.900', '#15181d'],
        ['color.text.default', '{color.neutral.900}'],
        ['color.heading', '{color.text.default}'],
        ['space.4', '16px'],
        ['shadow', { color: '{color.heading}', blur: '{space.4}' }],
        ['border', '1px solid {color.heading}'],
      ]),
    );
    expect(resolved.problems).toEqual([]);
    expect(resolved.values.get('color.heading')).toBe('#15181d');
    expect(resolved.values.get('shadow')).toEqual({ color: '#15181d', blur: '16px' });
    expect(resolved.values.get('border')).toBe('1px solid #15181d');
  });

  it('reports an alias to no token and leaves the token out', () => {
    const resolved = resolveAliases(new Map<string, unknown>([['a', '{color.nope}']]));
    expect(resolved.problems).toEqual([{ path: 'a', code: 'tokens.unknownAlias', alias: 'color.nope' }]);
    expect(resolved.values.has('a')).toBe(false);
  });

  it('reports a cycle once, naming every member, and resolves what does not depend on it', () => {
    const resolved = resolveAliases(
      new Map<string, unknown>([
        ['a', '{b}'],
        ['b', '{c}'],
        ['c', '{a}'],
        ['d', '#fff'],
      ]),
    );
    expect(resolved.problems).toEqual([{ path: 'a', code: 'tokens.aliasCycle', alias: 'a', cycle: ['a', 'b', 'c', 'a'] }]);
    expect([...resolved.values]).toEqual([['d', '#fff']]);
  });

  it('treats a token aliasing itself as a cycle', () => {
    expect(resolveAliases(new Map([['a', '{a}']])).problems[0]?.code).toBe('tokens.aliasCycle');
  });
});
