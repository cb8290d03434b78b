/**
 * The problems an earlier report (`--baseline`) listed that this run does
 * not find: what a store fixed since, for the report and the CI summary.
 * A problem counts as fixed only in the states this run audited (a run with
 * `--consent none` says nothing of `ma`), and only when it is gone from all
 * of them; one that still happens in fewer states stays known.
 */
import type { AuditConsent } from './audit-consent';
import { FINDING_SEVERITY, type FindingArea, type FindingKind, type FindingSeverity } from './audit-findings';
import { problemKey, type AuditBaseline, type AuditProblem } from './audit-problems';

export interface FixedProblem {
  readonly kind: string;
  /** The kind's severity, or null for a kind this version of the audit does not report. */
  readonly severity: FindingSeverity | null;
  readonly area: FindingArea;
  readonly cookie: string;
  /** The states the baseline had it in that this run audited and found clean. */
  readonly states: readonly AuditConsent[];
}

/** problemKey's parts: the kind and the area have no spaces, the cookie name or URL may (parseBaseline checked the area). */
function splitKey(key: string): { kind: string; area: FindingArea; cookie: string } | undefined {
  const match = /^(\S+) (\S+) ([\s\S]*)$/.exec(key);
  if (match === null) return undefined;
  return { kind: match[1] ?? '', area: match[2] as FindingArea, cookie: match[3] ?? '' };
}

/**
 * The baseline's problems that this run, over `audited` states, does not find.
 *
 * @example fixedSinceBaseline([], new Map([['undeclared cookie _x', new Set(['none'])]]), ['none']) // [{ kind: 'undeclared', cookie: '_x', states: ['none'], ... }]
 */
export function fixedSinceBaseline(
  problems: readonly Pick<AuditProblem, 'kind' | 'area' | 'cookie'>[],
  baseline: AuditBaseline,
  audited: readonly AuditConsent[],
): FixedProblem[] {
  const found = new Set(problems.map(problemKey));
  const fixed: FixedProblem[] = [];
  for (const [key, states] of baseline) {
    if (found.has(key)) continue;
    const parts = splitKey(key);
    const clean = audited.filter((state) => states.has(state));
    if (parts === undefined || clean.length === 0) continue;
    const severity = Object.hasOwn(FINDING_SEVERITY, parts.kind) ? FINDING_SEVERITY[parts.kind as FindingKind] : null;
    fixed.push({ ...parts, severity, states: clean });
  }
  return fixed;
}
