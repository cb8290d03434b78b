/**
 * What an earlier report (--baseline) listed that a later run does not find
 * (docs/cli.md, Cookie audit, CI): fixed only in the states the run audited,
 * and only when gone from all of them.
 */
import { describe, expect, it } from 'vitest';
import { fixedSinceBaseline, parseBaseline } from '../../../core/cookie-audit';

function baseline(problems: { kind: string; area: string; cookie: string; states: string[] }[]) {
  const parsed = parseBaseline({ problems });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.value;
}

describe('problems fixed since the baseline', () => {
  const before = baseline([
    { kind: 'without-consent', area: 'cookie', cookie: '_gcl_au', states: ['none', 'pe'] },
    { kind: 'storage', area: 'local', cookie: 'cart id', states: ['none'] },
    { kind: 'undeclared', area: 'cookie', cookie: '_fbp', states: ['ma'] },
    { kind: 'consent-ignored', area: 'page', cookie: 'http://127.0.0.1:4000/a b', states: ['none', 'pe'] },
  ]);

  it('lists a problem gone from every audited state it was in, with the kind, severity and name (spaces kept)', () => {
    const now = [{ kind: 'without-consent', area: 'cookie', cookie: '_gcl_au' } as const];
    expect(fixedSinceBaseline(now, before, ['none', 'pe'])).toEqual([
      { kind: 'storage', severity: 'warning', area: 'local', cookie: 'cart id', states: ['none'] },
      { kind: 'consent-ignored', severity: 'warning', area: 'page', cookie: 'http://127.0.0.1:4000/a b', states: ['none', 'pe'] },
    ]);
  });

  it('says nothing of a state the run did not audit, nor of a problem still found in fewer states', () => {
    const now = [
      { kind: 'without-consent', area: 'cookie', cookie: '_gcl_au' } as const,
      { kind: 'consent-ignored', area: 'page', cookie: 'http://127.0.0.1:4000/a b' } as const,
    ];
    // _fbp was only in ma, which this run did not audit; _gcl_au is still found (in none only, say).
    expect(fixedSinceBaseline(now, before, ['none']).map((problem) => problem.cookie)).toEqual(['cart id']);
  });

  it('names a kind this version does not report without a severity', () => {
    expect(fixedSinceBaseline([], baseline([{ kind: 'retired-check', area: 'cookie', cookie: 'x', states: ['none'] }]), ['none'])).toEqual([
      { kind: 'retired-check', severity: null, area: 'cookie', cookie: 'x', states: ['none'] },
    ]);
  });
});
