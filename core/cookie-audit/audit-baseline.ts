/**
 * Reads an earlier `dsp cookies audit --json` report as a baseline
 * (`--baseline <file>`): the problems it lists, each with the consent states
 * it happened in, are known and do not fail a later run; only new ones do,
 * and a known problem that reaches a state the baseline did not list is new.
 */
import * as v from 'valibot';
import { fail, ok, type Result } from '../result';
import { AUDIT_CONSENT_STATES } from './audit-consent';
import { problemKey, type AuditBaseline } from './audit-problems';
import type { FindingArea, FindingKind } from './audit-findings';

const BaselineSchema = v.object(
  {
    problems: v.array(
      v.object(
        {
          kind: v.string('expected the problem kind as a string'),
          area: v.picklist(
            ['cookie', 'local', 'session', 'indexedDB', 'request', 'page'],
            'expected cookie, local, session, indexedDB, request or page',
          ),
          cookie: v.string('expected the cookie name or storage key as a string'),
          states: v.array(
            v.picklist(AUDIT_CONSENT_STATES, 'expected first-visit, none, pe, fu, ma, all, accept or reject'),
            'expected the consent states the problem happened in, as an array',
          ),
        },
        'expected a problem { kind, area, cookie, states, ... }',
      ),
      'expected an array of problems',
    ),
  },
  'expected a report printed by dsp cookies audit --json, with a "problems" array',
);

/**
 * The problems of an earlier report with the states each happened in, or
 * where it is not one.
 *
 * @example parseBaseline({ problems: [{ kind: 'undeclared', area: 'cookie', cookie: 'x', states: ['none'] }] }) // ok, Map { 'undeclared cookie x' => Set { 'none' } }
 */
export function parseBaseline(data: unknown): Result<AuditBaseline> {
  const parsed = v.safeParse(BaselineSchema, data);
  if (!parsed.success) {
    return fail(
      ...parsed.issues.map((issue) => {
        const path = (issue.path ?? []).map((item) => (typeof item.key === 'number' ? item.key : String(item.key)));
        const where = path
          .map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`))
          .join('')
          .replace(/^\./, '');
        return { code: 'audit.badBaseline', message: `${where === '' ? '' : `${where}: `}${issue.message}`, path };
      }),
    );
  }
  const baseline = new Map<string, Set<string>>();
  for (const problem of parsed.output.problems) {
    const key = problemKey({ kind: problem.kind as FindingKind, area: problem.area as FindingArea, cookie: problem.cookie });
    const states = baseline.get(key) ?? new Set<string>();
    for (const state of problem.states) states.add(state);
    baseline.set(key, states);
  }
  return ok(baseline);
}
