/**
 * Reads an earlier `dsp cookies audit --json` report as a baseline
 * (`--baseline <file>`): the problems it lists are known and do not fail a
 * later run; only new ones do.
 */
import * as v from 'valibot';
import { fail, ok, type Result } from '../result';
import { problemKey } from './audit-problems';
import type { FindingArea, FindingKind } from './audit-findings';

const BaselineSchema = v.object(
  {
    problems: v.array(
      v.object(
        {
          kind: v.string('expected the problem kind as a string'),
          area: v.picklist(['cookie', 'local', 'session', 'page'], 'expected cookie, local, session or page'),
          cookie: v.string('expected the cookie name or storage key as a string'),
        },
        'expected a problem { kind, area, cookie, ... }',
      ),
      'expected an array of problems',
    ),
  },
  'expected a report printed by dsp cookies audit --json, with a "problems" array',
);

/**
 * The problem keys of an earlier report, or where it is not one.
 *
 * @example parseBaseline({ problems: [{ kind: 'undeclared', area: 'cookie', cookie: 'x' }] }) // ok, Set { 'undeclared cookie x' }
 */
export function parseBaseline(data: unknown): Result<ReadonlySet<string>> {
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
  return ok(
    new Set(
      parsed.output.problems.map((problem) =>
        problemKey({ kind: problem.kind as FindingKind, area: problem.area as FindingArea, cookie: problem.cookie }),
      ),
    ),
  );
}
