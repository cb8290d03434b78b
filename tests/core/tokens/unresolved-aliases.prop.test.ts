import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unresolvedAliases } from '../../../core/tokens/unresolved-aliases';

const path = fc.constantFrom('a', 'b', 'c', 'd', 'e');
const value = fc.oneof(
  path.map((target) => `{${target}}`),
  fc.constantFrom('{nope}', '#fff', '4px', 1),
  fc.string(),
  fc.array(
    path.map((target) => `{${target}}`),
    { maxLength: 3 },
  ),
);
const graph = fc.dictionary(path, value);

describe('unresolved aliases, for any written tokens and leftovers', () => {
  it('never throws, and reports only tokens that are there and failed', () => {
    fc.assert(
      fc.property(graph, graph, (writtenValues, leftValues) => {
        const tokens = new Map(Object.entries(writtenValues).map(([key, written]) => [key, { value: written }]));
        const result = unresolvedAliases(tokens, new Map(Object.entries(leftValues)));
        for (const failed of result.failed) expect(tokens.has(failed)).toBe(true);
        for (const problem of result.problems) {
          expect(tokens.has(problem.path)).toBe(true);
          if (problem.code === 'tokens.aliasCycle') expect(problem.cycle?.[0]).toBe(problem.cycle?.at(-1));
          else expect(tokens.has(problem.alias)).toBe(false);
        }
      }),
    );
  });

  it('reports nothing when the leftovers hold no alias', () => {
    fc.assert(
      fc.property(graph, (writtenValues) => {
        const tokens = new Map(Object.entries(writtenValues).map(([key, written]) => [key, { value: written }]));
        const resolved = new Map([...tokens.keys()].map((key) => [key, '#000000']));
        expect(unresolvedAliases(tokens, resolved).problems).toEqual([]);
      }),
    );
  });
});
