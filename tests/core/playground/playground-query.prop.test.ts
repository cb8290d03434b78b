/**
 * Properties of the playground's query (docs/playground.md; the requirement: the state lives in the
 * URL's query, and bad values are ignored, never an error page): the parser never throws, a state written as a
 * query reads back as the same state, and whatever a query says, the state holds only values its controls allow.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { formatQuery, parseQuery, playgroundQuery, readPlaygroundQuery, type PlaygroundControl } from '../../../core/playground';

const controls: PlaygroundControl[] = [
  { name: 'variant', description: '', control: 'select', options: ['primary', 'danger'], default: 'primary' },
  { name: 'loading', description: '', control: 'boolean', default: false },
  { name: 'count', description: '', control: 'number', default: null },
  { name: 'children', description: '', control: 'text', default: null },
];
const initial = { variant: 'primary', loading: false, children: 'Weiter' };

const state = fc.record({
  variant: fc.constantFrom('primary', 'danger'),
  loading: fc.boolean(),
  count: fc.integer({ min: -1000, max: 1000 }),
  children: fc.string({ maxLength: 200 }),
});

describe('playground query properties', () => {
  test.prop([fc.string()])('parseQuery never throws on any text', (query) => {
    expect(() => parseQuery(query)).not.toThrow();
  });

  test.prop([fc.array(fc.tuple(fc.string({ minLength: 1 }), fc.string()), { maxLength: 8 })])(
    'formatQuery then parseQuery gives back the first value of every name',
    (pairs) => {
      const parsed = parseQuery(formatQuery(pairs));
      for (const [name, value] of pairs) expect(parsed.get(name)).toBe(pairs.find(([first]) => first === name)?.[1] ?? value);
    },
  );

  test.prop([state])('a state written as a query reads back as the same state', (written) => {
    const read = readPlaygroundQuery(controls, initial, playgroundQuery(controls, initial, written));
    expect(read.notes).toEqual([]);
    expect(read.state).toEqual(written);
  });

  test.prop([fc.string()])('any query leaves every value within what its control allows', (query) => {
    const { state: read } = readPlaygroundQuery(controls, initial, query);
    expect(['primary', 'danger']).toContain(read['variant']);
    expect(typeof read['loading']).toBe('boolean');
    if (read['count'] !== undefined) expect(Number.isFinite(read['count'])).toBe(true);
    expect(String(read['children']).length).toBeLessThanOrEqual(200);
  });
});
