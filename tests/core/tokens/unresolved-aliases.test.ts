/**
 * What Style Dictionary leaves unresolved, named: an alias to no token at the
 * token that wrote it, a cycle once with its members, and nothing for tokens
 * that only depend on a broken one.
 */
import { describe, expect, it } from 'vitest';
import { unresolvedAliases } from '../../../core/tokens/unresolved-aliases';

const written = (entries: [string, unknown][]) => new Map(entries.map(([path, value]) => [path, { value }]));

describe('aliases left unresolved by the token build', () => {
  it('reports an unknown alias at the token that wrote it, and not at the tokens that alias that token', () => {
    const tokens = written([
      ['a', '{nope}'],
      ['b', '{a}'],
    ]);
    const result = unresolvedAliases(
      tokens,
      new Map<string, unknown>([
        ['a', '{nope}'],
        ['b', '{nope}'],
      ]),
    );
    expect(result.problems).toEqual([{ path: 'a', code: 'tokens.unknownAlias', alias: 'nope' }]);
    expect([...result.failed].sort()).toEqual(['a', 'b']);
  });

  it('reports a cycle once, at the member the tokens reach it through', () => {
    const tokens = written([
      ['nudge', '{space.2}'],
      ['space.1', '{space.2}'],
      ['space.2', '{space.1}'],
    ]);
    const left = new Map<string, unknown>([
      ['nudge', '{space.1}'],
      ['space.1', '{space.2}'],
      ['space.2', '{space.1}'],
    ]);
    expect(unresolvedAliases(tokens, left).problems).toEqual([
      { path: 'space.2', code: 'tokens.aliasCycle', alias: 'space.2', cycle: ['space.2', 'space.1', 'space.2'] },
    ]);
  });

  it('finds nothing when every value was resolved, aliases in composite values included', () => {
    const tokens = written([
      ['a', '#fff'],
      ['t', { color: '{a}', blur: '2px' }],
    ]);
    const resolved = new Map<string, unknown>([
      ['a', '#fff'],
      ['t', { color: '#fff', blur: '2px' }],
    ]);
    expect(unresolvedAliases(tokens, resolved)).toEqual({ problems: [], failed: new Set() });
  });
});
