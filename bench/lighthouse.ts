/**
 * Issue 6 §5, Lighthouse 12 (the npm package's CLI, Node 20) driving the
 * system Chromium headless with its default mobile preset: a Moto G Power
 * sized screen, simulated slow 4G and a 4x slower CPU. Each page runs
 * several times; every score and metric is the median of its runs. Audits
 * that cost a category points are listed, so a miss says what stands in the way.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGES, RUN_DIR, RUNS } from './bench-config';
import type { ChildServer } from './child-server';
import { spread, type Spread } from './stats';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthousePage {
  readonly page: string;
  readonly path: string;
  readonly scores: Record<Category, Spread>;
  readonly lcpMs: Spread;
  readonly tbtMs: Spread;
  readonly cls: Spread;
  readonly fcpMs: Spread;
  /** Audits below full marks that weigh in a category, in any run, with how many runs they failed in. */
  readonly failing: readonly { readonly category: Category; readonly id: string; readonly title: string; readonly runs: number }[];
}

export interface LighthouseResult {
  readonly version: string;
  readonly chrome: string;
  readonly runs: number;
  readonly pages: readonly LighthousePage[];
}

interface Report {
  readonly lighthouseVersion: string;
  readonly environment: { readonly hostUserAgent: string };
  readonly categories: Record<Category, { readonly score: number | null; readonly auditRefs: readonly { readonly id: string; readonly weight: number }[] }>;
  readonly audits: Record<string, { readonly title: string; readonly score: number | null; readonly numericValue?: number }>;
}

const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking';

function chromePath(): string {
  const path = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`no Chromium at ${path}: set CHROME_PATH`);
  return path;
}

function runLighthouse(url: string, outputPath: string): Report {
  const result = spawnSync(
    process.execPath,
    ['node_modules/lighthouse/cli/index.js', url, '--output=json', `--output-path=${outputPath}`, '--quiet', `--chrome-flags=${CHROME_FLAGS}`],
    { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, CHROME_PATH: chromePath() }, encoding: 'utf8', timeout: 180_000 },
  );
  if (result.status !== 0) throw new Error(`lighthouse ${url} exited with ${result.status}: ${result.stderr.slice(-2000)}`);
  return JSON.parse(readFileSync(outputPath, 'utf8')) as Report;
}

export function measureLighthouse(server: ChildServer, log: (line: string) => void): LighthouseResult {
  const pages: LighthousePage[] = [];
  let version = '';
  let chrome = '';
  for (const [page, path] of [['home', PAGES.home], ['component', PAGES.component], ['code', PAGES.code]] as const) {
    const reports: Report[] = [];
    for (let run = 1; run <= RUNS.lighthouse; run++) {
      const report = runLighthouse(`${server.origin}${path}`, join(RUN_DIR, `lighthouse-${page}-${run}.json`));
      reports.push(report);
      version = report.lighthouseVersion;
      chrome = /Chrome\/[\d.]+/.exec(report.environment.hostUserAgent)?.[0] ?? '';
      log(`  lighthouse ${page} run ${run}/${RUNS.lighthouse}: ${CATEGORIES.map((c) => Math.round((report.categories[c].score ?? 0) * 100)).join(' / ')}, TBT ${Math.round(report.audits['total-blocking-time']?.numericValue ?? 0)} ms`);
    }
    const metric = (id: string, digits = 0) => spread(reports.map((report) => report.audits[id]?.numericValue ?? Number.NaN), digits);
    const failing = new Map<string, { category: Category; id: string; title: string; runs: number }>();
    for (const report of reports) {
      for (const category of CATEGORIES) {
        for (const ref of report.categories[category].auditRefs) {
          const audit = report.audits[ref.id];
          if (ref.weight === 0 || audit === undefined || audit.score === null || audit.score >= 1) continue;
          const key = `${category}:${ref.id}`;
          const entry = failing.get(key) ?? { category, id: ref.id, title: audit.title, runs: 0 };
          entry.runs += 1;
          failing.set(key, entry);
        }
      }
    }
    pages.push({
      page,
      path,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, spread(reports.map((report) => (report.categories[c].score ?? 0) * 100), 0)])) as Record<Category, Spread>,
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift', 3),
      fcpMs: metric('first-contentful-paint'),
      failing: [...failing.values()],
    });
  }
  return { version, chrome, runs: RUNS.lighthouse, pages };
}
