/**
 * docs/performance.md, "Beside VitePress": the same public pages built by VitePress 1.6.4, measured with the bench's own
 * code paths — first-load JS as bench/bytes.ts counts it, Lighthouse performance and Total Blocking Time from
 * bench/lighthouse.ts — and its dev server's start (to the first page answered) and edit-to-visible, timed as
 * bench/edit-to-visible.ts times ours. VitePress is never a dependency of the repository: it is installed on demand
 * into a cache folder. Each part that fails is reported with its reason, and the others go on.
 *
 *   node scripts/run-ts.mjs bench/vitepress.ts
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { chromium } from 'playwright-core';
import { BENCH_DIR, RUNS } from './bench-config';
import { firstLoadAssets, sizesOf } from './bytes';
import { measureLighthouse } from './lighthouse';
import { round, spread, type Spread } from './stats';
import { createTimeBudget, type TimeBudget } from './time-budget';
import { watchForMarker } from './edit-to-visible';
import { listeningUrl } from './listening-url';

export const VITEPRESS_VERSION = '1.6.4';
const CACHE_DIR = 'node_modules/.cache/harbor-bench/vitepress';
const ROOT = join(BENCH_DIR, 'vitepress');
const CLI = join(CACHE_DIR, 'node_modules', 'vitepress', 'bin', 'vitepress.js');
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const DEV_STARTS = 3;
const START_TIMEOUT_MS = 120_000;
const EDIT_TIMEOUT_MS = 30_000;
/** The page edited in the author's loop, the same file as ours (bench/edit-to-visible.ts). */
const EDITED_PAGE = 'components/button/design.md';

/** Our pages and where the same Markdown lands in VitePress's output. */
export const VITEPRESS_PAGES = [
  { page: 'home', ours: '/', path: '/' },
  { page: 'component', ours: '/components/button-design', path: '/components/button/design.html' },
  { page: 'code', ours: '/components/button-code', path: '/components/button/code.html' },
] as const;

export interface VitePressFigures {
  readonly version: string;
  /** Public pages copied, private pages left out. */
  readonly pages: number;
  readonly privateLeftOut: number;
  readonly buildSeconds: number | null;
  readonly bytes: readonly { readonly page: string; readonly path: string; readonly jsGzipKb: number; readonly files: number }[];
  readonly lighthouse: readonly { readonly page: string; readonly path: string; readonly performance: Spread; readonly tbtMs: Spread }[];
  /** `vitepress dev`: from the spawn to the edited page's first answer, one figure per start. */
  readonly devFirstPageSeconds: Spread | null;
  /** From the write of the file to the frame showing the new sentence, RUNS.editToVisible saves. */
  readonly editToVisibleMs: Spread | null;
  readonly reloads: number | null;
  /** Each part that could not be measured, with why. */
  readonly problems: readonly string[];
}

function ensureInstalled(log: (line: string) => void): void {
  if (existsSync(CLI)) return;
  log(`  installing vitepress@${VITEPRESS_VERSION} into ${CACHE_DIR} (not a dependency of the repository)`);
  mkdirSync(CACHE_DIR, { recursive: true });
  const result = spawnSync(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', CACHE_DIR, `vitepress@${VITEPRESS_VERSION}`],
    {
      encoding: 'utf8',
    },
  );
  if (result.status !== 0 || !existsSync(CLI))
    throw new Error(`npm install vitepress@${VITEPRESS_VERSION} failed: ${result.stderr.slice(-2000)}`);
}

const frontMatterOf = (text: string) => /^---\n([\s\S]*?)\n---\n/.exec(text);

/**
 * The least adaptation so VitePress builds the same prose, tables and code: the portal's own block directives
 * (`::props{…}`, `::tokens{…}`, `::variants{…}` and the like) have no VitePress meaning and are dropped; an example
 * fence (```tsx example title="…") becomes a plain code fence of its language; and the front matter's title becomes
 * the page's h1, as the portal shows it. Everything else is the file as written.
 */
export function adaptPage(text: string): string {
  const front = frontMatterOf(text);
  const body = front === null ? text : text.slice(front[0].length);
  const title =
    front === null
      ? undefined
      : /^title:\s*(.+)$/m
          .exec(front[1]!)?.[1]
          ?.trim()
          .replace(/^(['"])(.*)\1$/, '$2');
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const opening = /^(\s*)(`{3,}|~{3,})(\S*)(.*)$/.exec(line);
    if (fence === null && opening !== null) {
      fence = opening[2]!;
      out.push(`${opening[1]}${opening[2]}${opening[3]}`);
      continue;
    }
    if (fence !== null) {
      if (line.trim() === fence) fence = null;
      out.push(line);
      continue;
    }
    if (/^::[a-z][\w-]*/.test(line)) continue;
    out.push(line);
  }
  const heading = title === undefined ? '' : `# ${title}\n\n`;
  return `${front?.[0] ?? ''}${heading}${out.join('\n')}`;
}

const isPublic = (text: string) => /^isPublic:\s*true\s*(#.*)?$/m.test(frontMatterOf(text)?.[1] ?? '');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') && name !== 'README.md' ? [path] : [];
  });
}

/** Copies the public pages of content/ into a VitePress root with a sidebar of them and a home page of the sections. */
function writeRoot(): { pages: number; privateLeftOut: number } {
  rmSync(ROOT, { recursive: true, force: true });
  const site = JSON.parse(readFileSync('content/site.json', 'utf8')) as {
    designSystemName: string;
    sections: { title: string; link: string }[];
  };
  const groups = new Map<string, { text: string; link: string }[]>();
  let pages = 0;
  let privateLeftOut = 0;
  for (const file of markdownFiles('content').sort()) {
    const text = readFileSync(file, 'utf8');
    // Private pages answer only authorized readers in the portal; a static VitePress site would publish them.
    if (!isPublic(text)) {
      privateLeftOut += 1;
      continue;
    }
    const path = relative('content', file);
    const target = join(ROOT, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, adaptPage(text));
    pages += 1;
    const title = /^title:\s*(.+)$/m.exec(frontMatterOf(text)?.[1] ?? '')?.[1]?.trim() ?? path;
    const tab = path.endsWith('/index.md') ? '' : ` (${path.split('/').pop()!.replace(/\.md$/, '')})`;
    const section = path.split('/')[0]!;
    groups.set(section, [...(groups.get(section) ?? []), { text: `${title}${tab}`, link: `/${path.replace(/(index)?\.md$/, '')}` }]);
  }
  const features = site.sections.map((section) => `  - title: ${JSON.stringify(section.title)}\n    link: ${section.link}/`).join('\n');
  writeFileSync(
    join(ROOT, 'index.md'),
    `---\nlayout: home\nhero:\n  name: ${JSON.stringify(site.designSystemName)}\nfeatures:\n${features}\n---\n`,
  );
  const sidebar = site.sections.map((section) => ({ text: section.title, items: groups.get(section.link.slice(1)) ?? [] }));
  mkdirSync(join(ROOT, '.vitepress'), { recursive: true });
  // Links in the content name the portal's routes, which the copy does not have.
  writeFileSync(
    join(ROOT, '.vitepress', 'config.mjs'),
    `export default ${JSON.stringify({ title: site.designSystemName, ignoreDeadLinks: true, themeConfig: { sidebar, search: { provider: 'local' } } }, null, 2)};\n`,
  );
  return { pages, privateLeftOut };
}

/** The built site with each file precompressed (gzip and brotli), as a static host or CDN serves it. */
async function serveBuilt(dist: string): Promise<{ origin: string; close: () => Promise<void> }> {
  for (const file of listFiles(dist)) {
    if (!/\.(html|js|css|json|svg)$/.test(file)) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(body));
    writeFileSync(`${file}.br`, brotliCompressSync(body));
  }
  const app = new Hono();
  app.get('*', serveStatic({ root: dist, precompressed: true }));
  return new Promise((resolveServer) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolveServer({
        origin: `http://127.0.0.1:${info.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

const devUrl = (child: ChildProcess, output: { text: string }): Promise<string> =>
  listeningUrl(child, output, {
    name: 'vitepress dev',
    pattern: /Local:\s+(http:\/\/\S+?)\/?\s/,
    timeoutMs: START_TIMEOUT_MS,
    tailChars: 2000,
  });

function startDev(): { child: ChildProcess; url: Promise<string>; output: { text: string } } {
  const output = { text: '' };
  const child = spawn(process.execPath, [CLI, 'dev', ROOT, '--port', '0', '--host', '127.0.0.1'], { stdio: ['ignore', 'pipe', 'pipe'] });
  return { child, url: devUrl(child, output), output };
}

const stop = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });

const EDITED_ROUTE = `/${EDITED_PAGE.replace(/\.md$/, '.html')}`;

/** From the spawn of `vitepress dev` to the edited page's first answer. */
async function firstPageSeconds(): Promise<number> {
  const started = performance.now();
  const dev = startDev();
  try {
    const url = await dev.url;
    const answer = await fetch(`${url}${EDITED_ROUTE}`);
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`vitepress dev answered ${EDITED_ROUTE} with ${answer.status}`);
    return round((performance.now() - started) / 1000, 2);
  } finally {
    await stop(dev.child);
  }
}

/** bench/edit-to-visible.ts's loop on `vitepress dev`: an unmeasured first save, then `runs` saves, each a new sentence. */
async function editToVisible(runs: number, log: (line: string) => void): Promise<{ visibleMs: Spread; reloads: number }> {
  const file = join(ROOT, EDITED_PAGE);
  const original = readFileSync(file, 'utf8');
  const dev = startDev();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const url = await dev.url;
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await page.goto(`${url}${EDITED_ROUTE}`, { waitUntil: 'load', timeout: START_TIMEOUT_MS });
    await page.waitForSelector('.vp-doc h1', { timeout: START_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: START_TIMEOUT_MS });
    let reloads = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloads += 1;
    });
    const visible: number[] = [];
    for (let run = 0; run <= runs; run++) {
      const marker = `edit-marker-${Date.now().toString(36)}-${run}`;
      await watchForMarker(page, marker);
      const savedAt = performance.timeOrigin + performance.now();
      writeFileSync(file, `${original}\n\nA sentence the author just saved, ${marker}.\n`);
      const reloadsBefore = reloads;
      await page
        .waitForFunction(() => (window as unknown as { shownAt?: number }).shownAt !== undefined, undefined, {
          timeout: EDIT_TIMEOUT_MS,
          polling: 'raf',
        })
        .catch((error: unknown) => {
          if (reloads === reloadsBefore) throw error;
        });
      if (reloads !== reloadsBefore) {
        log(`  vitepress edit ${run}/${runs}: the page reloaded`);
        await page.waitForSelector('.vp-doc h1', { timeout: START_TIMEOUT_MS });
        run -= 1;
        continue;
      }
      const shownAt = await page.evaluate(() => (window as unknown as { shownAt: number }).shownAt);
      if (run === 0) continue;
      visible.push(shownAt - savedAt);
      log(`  vitepress edit ${run}/${runs}: visible after ${Math.round(shownAt - savedAt)} ms`);
    }
    return { visibleMs: spread(visible, 0), reloads };
  } finally {
    writeFileSync(file, original);
    await browser.close();
    await stop(dev.child);
  }
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n').slice(0, 6).join(' ');

/** Which parts run: both in `npm run bench`; the standalone entry takes `--only build` or `--only dev`. */
export type VitePressParts = 'build' | 'dev' | 'both';

export async function measureVitePress(
  log: (line: string) => void,
  budget: TimeBudget,
  parts: VitePressParts = 'both',
): Promise<VitePressFigures> {
  const problems: string[] = [];
  const figures: Figures = {
    version: VITEPRESS_VERSION,
    pages: 0,
    privateLeftOut: 0,
    buildSeconds: null,
    bytes: [],
    lighthouse: [],
    devFirstPageSeconds: null,
    editToVisibleMs: null,
    reloads: null,
    problems,
  };
  try {
    ensureInstalled(log);
    Object.assign(figures, writeRoot());
  } catch (error) {
    problems.push(`setup: ${reason(error)}`);
    return figures;
  }
  // Each part reports its own failures; anything else one throws is reported too, never thrown into the bench.
  if (parts !== 'dev') await measureBuilt(figures, log, budget).catch((error: unknown) => problems.push(`build: ${reason(error)}`));
  if (parts !== 'build') await measureDev(figures, log).catch((error: unknown) => problems.push(`dev: ${reason(error)}`));
  for (const problem of problems) log(`  vitepress: ${problem}`);
  return figures;
}

type Figures = { -readonly [K in keyof VitePressFigures]: VitePressFigures[K] } & { problems: string[] };

/** `vitepress build`, then first-load JS and Lighthouse of its output. */
async function measureBuilt(figures: Figures, log: (line: string) => void, budget: TimeBudget): Promise<void> {
  const problems = figures.problems;
  const started = performance.now();
  const build = spawnSync(process.execPath, [CLI, 'build', ROOT], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (build.status === 0) {
    figures.buildSeconds = round((performance.now() - started) / 1000, 1);
    log(`  vitepress build of ${figures.pages} pages: ${figures.buildSeconds} s`);
    const site = await serveBuilt(join(ROOT, '.vitepress', 'dist'));
    try {
      const bytes = [];
      for (const { page, path } of VITEPRESS_PAGES) {
        const html = await (await fetch(`${site.origin}${path}`)).text();
        const { scripts } = firstLoadAssets(html);
        bytes.push({ page, path, jsGzipKb: (await sizesOf(site, scripts)).gzipKb, files: scripts.length });
      }
      figures.bytes = bytes;
      const lighthouse = await measureLighthouse(
        site,
        log,
        budget,
        VITEPRESS_PAGES.map(({ page, path }) => [page, path] as const),
      );
      figures.lighthouse = lighthouse.pages.map((page) => ({
        page: page.page,
        path: page.path,
        performance: page.scores.performance,
        tbtMs: page.tbtMs,
      }));
    } catch (error) {
      problems.push(`bytes and Lighthouse: ${reason(error)}`);
    } finally {
      await site.close();
    }
  } else {
    problems.push(`vitepress build failed (exit ${build.status}): ${(build.stderr || build.stdout).slice(-1500)}`);
  }
}

/** `vitepress dev`: its starts to the first page answered, then the author's loop. */
async function measureDev(figures: Figures, log: (line: string) => void): Promise<void> {
  const problems = figures.problems;
  try {
    const starts: number[] = [];
    for (let start = 0; start < DEV_STARTS; start++) starts.push(await firstPageSeconds());
    figures.devFirstPageSeconds = spread(starts, 2);
    log(`  vitepress dev, first page answered: ${starts.join(', ')} s`);
  } catch (error) {
    problems.push(`dev start: ${reason(error)}`);
  }
  try {
    const loop = await editToVisible(RUNS.editToVisible, log);
    figures.editToVisibleMs = loop.visibleMs;
    figures.reloads = loop.reloads;
  } catch (error) {
    problems.push(`edit to visible: ${reason(error)}`);
  }
}

if (process.argv[1]?.endsWith('vitepress.mjs')) {
  const load = round(loadavg()[0]!, 2);
  const at = process.argv.indexOf('--only');
  const only = at === -1 ? 'both' : process.argv[at + 1];
  if (only !== 'build' && only !== 'dev' && only !== 'both') throw new Error(`--only ${only}: expected build, dev or both`);
  const result = await measureVitePress((line) => process.stderr.write(`${line}\n`), createTimeBudget(), only);
  process.stdout.write(`${JSON.stringify({ ...result, loadAverage: { start: load, end: round(loadavg()[0]!, 2) } })}\n`);
}
