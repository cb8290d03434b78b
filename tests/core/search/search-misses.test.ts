/** Search misses in the server log (docs/deploy.md, Search misses): one line per miss, read back and counted. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countSearchMisses, searchMissTerm } from '../../../core/search';
import { createServerLog } from '../../../server/server-log';

describe('search miss log lines', () => {
  it.each([true, false])('reads back the term of a line the server log writes (json: %s)', (json) => {
    const lines: string[] = [];
    const log = createServerLog({ json, write: (_level, line) => lines.push(line) });
    log.info('search miss', { term: 'focus ring' });
    log.info('request', { path: '/designsystem', status: 200 });
    expect(lines.map(searchMissTerm)).toEqual(['focus ring', null]);
  });

  it('ignores lines that are not misses', () => {
    expect(['', '{', '{"msg":"search miss"}', '{"msg":"other","term":"x"}', 'WARN search missing term=x'].map(searchMissTerm)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('counts terms as search sees them, most frequent first, then by term', () => {
    expect(countSearchMisses(['search miss term=Zebra', 'search miss term=apple', 'search miss term=zebra'])).toEqual([
      { term: 'zebra', count: 2 },
      { term: 'apple', count: 1 },
    ]);
  });

  it('never throws and counts at most one miss per line (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (lines) => {
        const total = countSearchMisses(lines).reduce((sum, miss) => sum + miss.count, 0);
        expect(total).toBeLessThanOrEqual(lines.length);
      }),
    );
  });

  it('round-trips any sanitised term through both log formats (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]+( [a-z0-9+-]+)*$/), fc.boolean(), (term, json) => {
        const lines: string[] = [];
        createServerLog({ json, write: (_level, line) => lines.push(line) }).info('search miss', { term });
        expect(searchMissTerm(lines[0]!)).toBe(term);
      }),
    );
  });
});
