/**
 * docs/performance.md, Lighthouse 12 (the npm package's Node API, on Node 20)
 * driving the system Chromium headless with its default mobile preset: a
 * Moto G Power sized screen, simulated slow 4G and a 4x slower CPU. One
 * Chromium, started here with the flags Lighthouse's own launcher uses, serves
 * every run (Lighthouse opens a fresh tab and clears the cache and storage
 * for each). Each page runs several times; every score and metric is the
 * median of its runs. Audits that cost a category points are listed, so a
 * miss says what stands in the way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse from 'lighthouse';
import { PAGES, RUN_DIR, RUNS } from './bench-config';
import type { ChildServer } from './child-server';
import { spread, type Spread } from './stats';
import { SCHEDULE, type TimeBudget } from './time-budget';

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
  /** Lighthouse's own measure of this machine's CPU speed during the runs (higher is faster; it simulates a phone as this CPU slowed 4x). */
  readonly benchmarkIndex: Spread;
  /** Audits below full marks that weigh in a category, in any run, with how many runs they failed in. */
  readonly failing: readonly { readonly category: Category; readonly id: string; readonly title: string; readonly runs: number }[];
}

export interface LighthouseResult {
  readonly version: string;
  readonly chrome: string;
  /** Runs per page as configured; a page may have fewer when the bench ran late (its spreads list the runs). */
  readonly runs: number;
  readonly pages: readonly LighthousePage[];
  /** Why the corpus page (bench/lighthouse-corpus.ts) has no figures, when it has none. */
  readonly corpusError?: string;
}

interface Report {
  readonly lighthouseVersion: string;
  readonly environment: { readonly hostUserAgent: string; readonly benchmarkIndex: number };
  readonly categories: Record<
    Category,
    { readonly score: number | null; readonly auditRefs: readonly { readonly id: string; readonly weight: number }[] }
  >;
  readonly audits: Record<string, { readonly title: string; readonly score: number | null; readonly numericValue?: number }>;
}

/** Headless without a sandbox or GPU, and chrome-launcher's defaults (lighthouse's launcher) that keep Chromium quiet and unthrottled. */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,CalculateNativeWinOcclusion,InterestFeedContentSuggestions,CertificateTransparencyComponentUpdater,AutofillServerCommunication,PrivacySandboxSettings4,RenderDocument',
  '--disable-extensions',
  '--disable-component-extensions-with-background-pages',
  '--disable-component-update',
  '--disable-client-side-phishing-detection',
  '--disable-sync',
  '--metrics-recording-only',
  '--disable-default-apps',
  '--mute-audio',
  '--no-default-browser-check',
  '--no-first-run',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-ipc-flooding-protection',
  '--password-store=basic',
  '--disable-hang-monitor',
  '--disable-prompt-on-repost',
  '--disable-domain-reliability',
];

function chromePath(): string {
  const path = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`no Chromium at ${path}: set CHROME_PATH`);
  return path;
}

interface Browser {
  readonly port: number;
  readonly close: () => Promise<void>;
}

/** Starts Chromium with a DevTools port of its choosing, read back from the profile's DevToolsActivePort file. */
async function startChromium(): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'harbor-lighthouse-'));
  const child: ChildProcess = spawn(
    chromePath(),
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const close = () =>
    new Promise<void>((resolveClosed) => {
      const done = () => {
        // Chromium's helper processes can still be writing to the profile after the browser exits: retry, and
        // leave a profile behind in the temp folder rather than lose the run's figures over it.
        try {
          rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
        } catch (error) {
          process.stderr.write(`  could not remove the Chromium profile ${profile}: ${(error as Error).message}\n`);
        }
        resolveClosed();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  const portFile = join(profile, 'DevToolsActivePort');
  for (let waited = 0; waited < 30_000; waited += 50) {
    if (child.exitCode !== null) break;
    const port = existsSync(portFile) ? Number(readFileSync(portFile, 'utf8').split('\n')[0]) : 0;
    if (port > 0) return { port, close };
    await sleep(50);
  }
  await close();
  throw new Error(`Chromium (${chromePath()}) did not open a DevTools port`);
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART and the like); such a run is repeated. */
const ATTEMPTS = 3;

async function runLighthouse(url: string, port: number, outputPath: string): Promise<Report> {
  let problem = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    const report = result?.lhr as (Report & { runtimeError?: { message: string } }) | undefined;
    if (report !== undefined && report.runtimeError === undefined) {
      writeFileSync(outputPath, JSON.stringify(report));
      return report;
    }
    problem = report?.runtimeError?.message ?? 'no result';
  }
  throw new Error(`lighthouse ${url}: ${problem} (${ATTEMPTS} attempts)`);
}

/** The portal's pages, unless told (bench/vitepress.ts measures VitePress's build of the same content). */
const OUR_PAGES: readonly (readonly [string, string])[] = [
  ['home', PAGES.home],
  ['component', PAGES.component],
  ['code', PAGES.code],
];

export async function measureLighthouse(
  server: Pick<ChildServer, 'origin'>,
  log: (line: string) => void,
  budget: TimeBudget,
  pages: readonly (readonly [string, string])[] = OUR_PAGES,
): Promise<LighthouseResult> {
  const browser = await startChromium();
  try {
    return await measurePages(server, browser.port, log, budget, pages);
  } finally {
    await browser.close();
  }
}

async function measurePages(
  server: Pick<ChildServer, 'origin'>,
  port: number,
  log: (line: string) => void,
  budget: TimeBudget,
  measured: readonly (readonly [string, string])[],
): Promise<LighthouseResult> {
  const pages: LighthousePage[] = [];
  let version = '';
  let chrome = '';
  for (const [page, path] of measured) {
    const reports: Report[] = [];
    for (let run = 1; run <= RUNS.lighthouse; run++) {
      // Two runs a page always; more while the bench is on schedule.
      if (run > 2 && !budget.allows(`Lighthouse, ${page} page, run ${run}`, SCHEDULE.lighthouseRun)) break;
      const report = await runLighthouse(`${server.origin}${path}`, port, join(RUN_DIR, `lighthouse-${page}-${run}.json`));
      reports.push(report);
      version = report.lighthouseVersion;
      chrome = /Chrome\/[\d.]+/.exec(report.environment.hostUserAgent)?.[0] ?? '';
      log(
        `  lighthouse ${page} run ${run}/${RUNS.lighthouse}: ${CATEGORIES.map((c) => Math.round((report.categories[c].score ?? 0) * 100)).join(' / ')}, TBT ${Math.round(report.audits['total-blocking-time']?.numericValue ?? 0)} ms`,
      );
    }
    const metric = (id: string, digits = 0) =>
      spread(
        reports.map((report) => report.audits[id]?.numericValue ?? Number.NaN),
        digits,
      );
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
      scores: Object.fromEntries(
        CATEGORIES.map((c) => [
          c,
          spread(
            reports.map((report) => (report.categories[c].score ?? 0) * 100),
            0,
          ),
        ]),
      ) as Record<Category, Spread>,
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift', 3),
      fcpMs: metric('first-contentful-paint'),
      benchmarkIndex: spread(
        reports.map((report) => report.environment.benchmarkIndex),
        0,
      ),
      failing: [...failing.values()],
    });
  }
  return { version, chrome, runs: RUNS.lighthouse, pages };
}
