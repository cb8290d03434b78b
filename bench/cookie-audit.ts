/**
 * `dsp cookies audit` wall time (docs/performance.md, "Cookie audit"): the
 * five saved-choice states alone, and the same five plus first visit and the
 * accept and reject journeys, on the klaro store page of the browser tests'
 * fixture (tests/e2e/support/cookie-store-fixture.ts, on 127.0.0.1 and
 * localhost, port 0). The two audits alternate, RUNS.cookieAudit each, so a
 * noisy minute on the shared machine hits both alike; the budget is on the
 * ratio of the medians. Each run's verdict is kept too: klaro's page writes
 * `_gcl_au` on every load and deletes it again in most, so a verdict judged on
 * the final jar would flip between identical runs. Every run must
 * report `_gcl_au` written then deleted in `none`, and every run of a kind the
 * same problems as its first.
 *
 *   node scripts/run-ts.mjs bench/cookie-audit.ts
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../cli/run';
import { STORE_REGISTRY, startCookieStore } from '../tests/e2e/support/cookie-store-fixture';
import { BUDGETS, RUNS } from './bench-config';
import { round, spread, type Spread } from './stats';

export interface CookieAuditFigures {
  /** `--consent none,pe,fu,ma,all`, seconds. */
  readonly fiveStatesSeconds: Spread;
  /** The same five plus first-visit, accept and reject, seconds. */
  readonly withJourneysSeconds: Spread;
  /** withJourneys / fiveStates, of the medians. */
  readonly ratio: number;
  /** Runs of each kind whose verdict is stable (stableVerdict): budget all of them. */
  readonly stableRuns: { readonly fiveStates: number; readonly withJourneys: number; readonly of: number };
}

/** What the bench reads of one `--json` report: its problems and each state's final cookies and writes. */
interface AuditVerdict {
  readonly problems: readonly { kind: string; severity: string; cookie: string; states: readonly string[] }[];
  readonly states: readonly {
    consent: string;
    cookies: readonly { name: string }[];
    writes: readonly { store: string; name: string; op: string }[];
  }[];
}

/** One line per problem, sorted: two runs with the same verdict give the same list. */
export function problemSet(report: AuditVerdict): string[] {
  return report.problems.map((problem) => `${problem.severity} ${problem.kind} ${problem.cookie} in ${problem.states.join(',')}`).sort();
}

/**
 * Whether the run reports `_gcl_au` in `none` as the page really treats it:
 * set, then deleted (the ledger's first and last write), gone from the final
 * jar, and still a without-consent error there.
 */
export function gclAuWrittenThenDeleted(report: AuditVerdict): boolean {
  const none = report.states.find((state) => state.consent === 'none');
  const writes = none?.writes.filter((write) => write.store === 'cookie' && write.name === '_gcl_au') ?? [];
  const problem = report.problems.find((entry) => entry.kind === 'without-consent' && entry.cookie === '_gcl_au');
  return (
    writes[0]?.op === 'set' &&
    writes.at(-1)?.op === 'delete' &&
    none?.cookies.some((cookie) => cookie.name === '_gcl_au') === false &&
    problem?.severity === 'error' &&
    problem.states.includes('none')
  );
}

/** The runs of one kind that report `_gcl_au` written then deleted and the same problems as the kind's first run. */
export function stableVerdicts(reports: readonly AuditVerdict[]): number {
  const first = JSON.stringify(reports[0] === undefined ? [] : problemSet(reports[0]));
  return reports.filter((report) => gclAuWrittenThenDeleted(report) && JSON.stringify(problemSet(report)) === first).length;
}

const FIVE_STATES = 'none,pe,fu,ma,all';
const WITH_JOURNEYS = `${FIVE_STATES},first-visit,accept,reject`;

/** One in-process audit of the klaro page: its wall time in seconds and its report. A run that cannot audit the page stops the bench. */
async function audit(url: string, registry: string, consent: string): Promise<{ seconds: number; report: AuditVerdict }> {
  let stdout = '';
  let stderr = '';
  const started = performance.now();
  const code = await runCli(['cookies', 'audit', url, '--registry', registry, '--consent', consent, '--json'], {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  const seconds = (performance.now() - started) / 1000;
  // 0 or 1 (problems found: the klaro page has planted ones); 2 is an audit that did not run.
  if (code > 1) throw new Error(`dsp cookies audit --consent ${consent} exited with ${code}: ${stderr.slice(0, 2000)}`);
  return { seconds, report: JSON.parse(stdout) as AuditVerdict };
}

export async function measureCookieAudit(log: (line: string) => void): Promise<CookieAuditFigures> {
  const store = await startCookieStore();
  const folder = mkdtempSync(join(tmpdir(), 'harbor-bench-audit-'));
  try {
    const registry = join(folder, 'store-cookies.json');
    writeFileSync(registry, JSON.stringify(STORE_REGISTRY));
    const url = `${store.origin}/klaro`;
    const five: { seconds: number; report: AuditVerdict }[] = [];
    const journeys: { seconds: number; report: AuditVerdict }[] = [];
    for (let run = 0; run < RUNS.cookieAudit; run += 1) {
      // Alternating which goes first, so neither always follows the other's browser shutdown.
      const order = run % 2 === 0 ? ([five, journeys] as const) : ([journeys, five] as const);
      for (const runs of order) {
        const kind = runs === five ? FIVE_STATES : WITH_JOURNEYS;
        const result = await audit(url, registry, kind);
        runs.push(result);
        log(
          `  cookie audit run ${run + 1}, ${kind}: ${round(result.seconds, 2)} s, _gcl_au written then deleted: ${gclAuWrittenThenDeleted(result.report) ? 'yes' : 'NO'}, ` +
            `problems: ${problemSet(result.report).join('; ')}`,
        );
      }
    }
    const fiveStatesSeconds = spread(
      five.map((run) => run.seconds),
      2,
    );
    const withJourneysSeconds = spread(
      journeys.map((run) => run.seconds),
      2,
    );
    const ratio = round(withJourneysSeconds.median / fiveStatesSeconds.median, 2);
    const stableRuns = {
      fiveStates: stableVerdicts(five.map((run) => run.report)),
      withJourneys: stableVerdicts(journeys.map((run) => run.report)),
      of: RUNS.cookieAudit,
    };
    log(
      `  cookie audit: five states ${fiveStatesSeconds.median} s, with first visit, accept and reject ${withJourneysSeconds.median} s, ratio ${ratio} (budget ≤ ${BUDGETS.cookieAuditJourneysRatio}); ` +
        `stable verdicts (_gcl_au written then deleted, same problems) ${stableRuns.fiveStates} and ${stableRuns.withJourneys} of ${stableRuns.of} runs`,
    );
    return { fiveStatesSeconds, withJourneysSeconds, ratio, stableRuns };
  } finally {
    await store.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

// Run alone (scripts/run-ts.mjs bundles it as cookie-audit.mjs), not when bench/run.ts bundles it in.
if (process.argv[1]?.endsWith('cookie-audit.mjs')) {
  const figures = await measureCookieAudit((line) => process.stderr.write(`${line}\n`));
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}
