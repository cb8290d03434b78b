/**
 * `dsp cookies audit` wall time (docs/performance.md, "Cookie audit"): the
 * five saved-choice states alone, and the same five plus first visit and the
 * accept and reject journeys, on the klaro store page of the browser tests'
 * fixture (tests/e2e/support/cookie-store-fixture.ts, on 127.0.0.1 and
 * localhost, port 0). The two audits alternate, RUNS.cookieAudit each, so a
 * noisy minute on the shared machine hits both alike; the budget is on the
 * ratio of the medians.
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
}

const FIVE_STATES = 'none,pe,fu,ma,all';
const WITH_JOURNEYS = `${FIVE_STATES},first-visit,accept,reject`;

/** One in-process audit of the klaro page; its wall time in seconds. A run that cannot audit the page stops the bench. */
async function audit(url: string, registry: string, consent: string): Promise<number> {
  let stderr = '';
  const started = performance.now();
  const code = await runCli(['cookies', 'audit', url, '--registry', registry, '--consent', consent, '--json'], {
    stdout: () => undefined,
    stderr: (text) => (stderr += text),
  });
  const seconds = (performance.now() - started) / 1000;
  // 0 or 1 (problems found: the klaro page has planted ones); 2 is an audit that did not run.
  if (code > 1) throw new Error(`dsp cookies audit --consent ${consent} exited with ${code}: ${stderr.slice(0, 2000)}`);
  return seconds;
}

export async function measureCookieAudit(log: (line: string) => void): Promise<CookieAuditFigures> {
  const store = await startCookieStore();
  const folder = mkdtempSync(join(tmpdir(), 'harbor-bench-audit-'));
  try {
    const registry = join(folder, 'store-cookies.json');
    writeFileSync(registry, JSON.stringify(STORE_REGISTRY));
    const url = `${store.origin}/klaro`;
    const five: number[] = [];
    const journeys: number[] = [];
    for (let run = 0; run < RUNS.cookieAudit; run += 1) {
      // Alternating which goes first, so neither always follows the other's browser shutdown.
      const order = run % 2 === 0 ? ([five, journeys] as const) : ([journeys, five] as const);
      for (const runs of order) runs.push(await audit(url, registry, runs === five ? FIVE_STATES : WITH_JOURNEYS));
    }
    const fiveStatesSeconds = spread(five, 2);
    const withJourneysSeconds = spread(journeys, 2);
    const ratio = round(withJourneysSeconds.median / fiveStatesSeconds.median, 2);
    log(
      `  cookie audit: five states ${fiveStatesSeconds.median} s, with first visit, accept and reject ${withJourneysSeconds.median} s, ratio ${ratio} (budget ≤ ${BUDGETS.cookieAuditJourneysRatio})`,
    );
    return { fiveStatesSeconds, withJourneysSeconds, ratio };
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
