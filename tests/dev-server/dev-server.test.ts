/**
 * `npm run dev`: a saved Markdown edit shows in the open page without a reload; a broken front matter shows in the
 * page with its repository-relative path, line and column, clears when fixed, and the server survives it; a saved
 * token file changes the page's CSS variables in place, and a bad one shows with its path and JSON pointer. The real
 * `dsp dev` from the bundled CLI, over a copy of the shipped content inside the repository and a copy of the tokens
 * outside it, driven by the system Chromium.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reachOf } from '../../cli/commands/dev';
import { EXAMPLES_OUTPUT_DIR } from '../../core/content/build-output';
import { BASE_PATH } from '../../core/site';
import { launchBrowser } from '../e2e/support/browser';
import { CONDITION_TIMEOUT_MS } from '../support/condition-timeout';

const root = resolve(import.meta.dirname, '../..');
const work = join(root, '.bench', `dev-server-test-${process.pid}`);
const contentDir = join(work, 'content');
const page = join(contentDir, 'components/button/design.md');
const pagePath = relative(root, page);
/** The tokens' copy: outside the repository, since Vite never serves the bench folder the content copy sits in. */
const tokensWork = mkdtempSync(join(tmpdir(), 'harbor-dev-tokens-'));
const tokensDir = join(tokensWork, 'tokens');
const colourFile = join(tokensDir, 'base/color.tokens.json');

/** The first visit compiles the viewer's modules: minutes on a machine running the e2e suite beside this test. */
const FIRST_VISIT_TIMEOUT_MS = 20 * CONDITION_TIMEOUT_MS;

let server: ChildProcess | undefined;
let opened: Page | undefined;
let browser: Browser | undefined;
let url = '';
let output = '';

/** Waits until the dev server prints the address it listens on. */
function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolveUrl, rejectUrl) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1] !== undefined) resolveUrl(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => rejectUrl(new Error(`dsp dev exited with ${code}:\n${output}`)));
  });
}

beforeAll(async () => {
  if (!existsSync(join(root, 'dist/cli/dsp.js'))) execFileSync(process.execPath, ['scripts/bundle-cli.mjs'], { cwd: root });
  mkdirSync(work, { recursive: true });
  cpSync(join(root, 'content'), contentDir, { recursive: true });
  cpSync(join(root, 'tokens'), tokensDir, { recursive: true, filter: (source) => basename(source) !== 'node_modules' });
  server = spawn(process.execPath, ['dist/cli/dsp.js', 'dev', '--port', '0', '--content', contentDir, '--tokens', tokensDir], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, HOST: '', PORT: '' },
  });
  url = await listeningUrl(server);
  browser = await launchBrowser();
  opened = await openButtonPage(browser);
}, 600_000);

/**
 * The Button design page, open and settled: Vite compiles the viewer's modules on the first visit, which takes
 * minutes on a loaded machine, so that happens here rather than inside a test's own time; the page is settled once it
 * listens for rebuilds and its requests are done.
 */
async function openButtonPage(from: Browser): Promise<Page> {
  const tab = await (await from.newContext()).newPage();
  await tab.goto(`${url}/components/button-design`, { waitUntil: 'domcontentloaded', timeout: FIRST_VISIT_TIMEOUT_MS });
  await tab.waitForFunction(() => document.documentElement.dataset['devServer'] === 'connected', undefined, {
    timeout: FIRST_VISIT_TIMEOUT_MS,
  });
  await tab.waitForLoadState('networkidle', { timeout: FIRST_VISIT_TIMEOUT_MS });
  // Survives only as long as the document does: a reload would drop it.
  await tab.evaluate(() => Object.assign(window, { keptAcrossEdits: true }));
  return tab;
}

function settledPage(): Promise<Page> {
  if (opened === undefined) throw new Error('the page did not open');
  return Promise.resolve(opened);
}

afterAll(async () => {
  await browser?.close();
  server?.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
  rmSync(tokensWork, { recursive: true, force: true });
});

describe('npm run dev (dsp dev)', () => {
  it('listens on 127.0.0.1 by default and says so', () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/designsystem$/);
    expect(output).toContain('127.0.0.1 only');
    // What --host would open, said before anyone uses it.
    expect(output).toContain("--host 0.0.0.0 opens it, and this repository's source files, to the network");
  });

  it(
    'shows a saved Markdown edit in the open page without a reload, where the reader is, leaves the page alone on another page’s edit, and shows a broken front matter as a banner until fixed',
    async () => {
      const original = readFileSync(page, 'utf8');
      const tab = await settledPage();
      // Each navigation of the page, with when it came: a failure then says whether the page reloaded or moved.
      const navigations: string[] = [];
      tab.on('framenavigated', (frame) => {
        if (frame === tab.mainFrame()) navigations.push(`${frame.url()} at ${new Date().toISOString()}`);
      });

      // An edit of another page leaves this one as it is: its refreshed data keeps the objects of what did not change,
      // so the article the server rendered stays on screen, node for node (viewer/routing/content-refresh.ts).
      const otherPage = join(contentDir, 'components/chip/design.md');
      const otherOriginal = readFileSync(otherPage, 'utf8');
      const refreshes = () => tab.evaluate(() => performance.getEntriesByName('harbor:content-data').length);
      const refreshed = await refreshes();
      await tab.evaluate(() => Object.assign(window, { articleNode: document.querySelector('main .article p') }));
      try {
        writeFileSync(otherPage, `${otherOriginal}\n\nA sentence on another page, marker-c41b.\n`);
        await expect.poll(refreshes, { timeout: CONDITION_TIMEOUT_MS }).toBeGreaterThan(refreshed);
      } finally {
        writeFileSync(otherPage, otherOriginal);
      }
      // Two frames after the data arrived: whatever React rendered from it is on screen.
      const untouched = await tab.evaluate(
        () =>
          new Promise<boolean>((done) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => done((window as { articleNode?: Node }).articleNode?.isConnected === true)),
            ),
          ),
      );
      expect(untouched).toBe(true);

      // The edit shows where the reader is: the scroll position is kept (and, once the article is live, focus below).
      await tab.evaluate(() => window.scrollTo(0, 600));
      writeFileSync(page, `${original}\n\nA sentence the author just saved, marker-7f3a.\n`);
      await expect.poll(() => tab.locator('main').textContent(), { timeout: CONDITION_TIMEOUT_MS }).toContain('marker-7f3a');
      expect(await tab.evaluate(() => (window as { keptAcrossEdits?: boolean }).keptAcrossEdits)).toBe(true);
      expect(await tab.evaluate(() => Math.round(window.scrollY))).toBe(600);
      const focusedLink = () => tab.evaluate(() => document.activeElement?.getAttribute('href') ?? null);
      await tab.evaluate(() => document.querySelector<HTMLElement>('main .article a[href^="/"]')?.focus({ preventScroll: true }));
      const focused = await focusedLink();
      expect(focused).not.toBeNull();

      // A title that is not a string: the front matter's own line and column.
      writeFileSync(page, original.replace(/^title: Button$/m, 'title: [Button'));
      const banner = tab.getByRole('alert').filter({ hasText: 'problem' });
      await expect
        .poll(async () => (await banner.allTextContents()).join('\n'), { timeout: CONDITION_TIMEOUT_MS })
        .toMatch(new RegExp(`${pagePath}:\\d+:\\d+ `));
      // The last good page stays on screen, and the server keeps answering.
      expect(await tab.locator('main h1').textContent()).toContain('Button');
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      expect(await tab.evaluate(() => (window as { keptAcrossEdits?: boolean }).keptAcrossEdits)).toBe(true);

      writeFileSync(page, original);
      await expect.poll(() => banner.count(), { timeout: CONDITION_TIMEOUT_MS }).toBe(0);
      await expect.poll(() => tab.locator('main').textContent(), { timeout: CONDITION_TIMEOUT_MS }).not.toContain('marker-7f3a');
      expect(await focusedLink()).toBe(focused);
      // Not scrollY again: the banner came and went above the article, and the browser's scroll anchoring keeps what
      // the reader sees in place, which moves scrollY by as much as the banner was high when it acts.
      expect(server?.exitCode).toBeNull();
      expect(navigations).toEqual([]);
      expect(await tab.evaluate(() => (window as { keptAcrossEdits?: boolean }).keptAcrossEdits)).toBe(true);
      // Six waits for a condition at most, each within the shared condition timeout.
    },
    7 * CONDITION_TIMEOUT_MS,
  );

  it(
    'a saved base colour changes the open page’s CSS variables in every theme without a reload, and a bad token file shows with its path and JSON pointer until fixed',
    async () => {
      const original = readFileSync(colourFile, 'utf8');
      const tab = await settledPage();
      const navigations: string[] = [];
      tab.on('framenavigated', (frame) => {
        if (frame === tab.mainFrame()) navigations.push(`${frame.url()} at ${new Date().toISOString()}`);
      });
      /** Each theme's value of a variable, read on an element that sets the theme, as a live example's stage does. */
      const variableByTheme = (name: string) =>
        tab.evaluate((variable) => {
          const values: Record<string, string> = {};
          for (const theme of ['alpine-light', 'alpine-dark', 'lakeside-light', 'lakeside-dark']) {
            const probe = document.createElement('div');
            probe.dataset['theme'] = theme;
            document.body.append(probe);
            values[theme] = getComputedStyle(probe).getPropertyValue(variable).trim().toLowerCase();
            probe.remove();
          }
          return values;
        }, name);
      const everyTheme = (value: string) => ({
        'alpine-light': value,
        'alpine-dark': value,
        'lakeside-light': value,
        'lakeside-dark': value,
      });
      // color.neutral.0, the white the light themes' page surface is made of (tokens/shades/light.tokens.json).
      expect(await variableByTheme('--hb-color-neutral-0')).toEqual(everyTheme('#ffffff'));
      const surface = () =>
        tab.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--hb-color-surface-default').trim());
      expect((await surface()).toLowerCase()).toBe('#ffffff');

      const banner = tab.getByRole('alert').filter({ hasText: 'problem' });
      const bannerText = async () => (await banner.allTextContents()).join('\n');
      try {
        // A white too dark for the text on it: the page shows the colour, and the overlay the contrast it breaks.
        writeFileSync(colourFile, original.replace('"#ffffff"', '"#123457"'));
        await expect.poll(() => variableByTheme('--hb-color-neutral-0'), { timeout: CONDITION_TIMEOUT_MS }).toEqual(everyTheme('#123457'));
        // Through the aliases of a theme, on the page as it is: the surface the reader sees.
        expect((await surface()).toLowerCase()).toBe('#123457');
        await expect.poll(bannerText, { timeout: CONDITION_TIMEOUT_MS }).toContain('on color.surface.default in alpine-light');
        expect(await tab.evaluate(() => (window as { keptAcrossEdits?: boolean }).keptAcrossEdits)).toBe(true);

        // A white that keeps every contrast: the problems clear and the token tables follow.
        writeFileSync(colourFile, original.replace('"#ffffff"', '"#fefefe"'));
        await expect.poll(() => variableByTheme('--hb-color-neutral-0'), { timeout: CONDITION_TIMEOUT_MS }).toEqual(everyTheme('#fefefe'));
        await expect
          .poll(async () => (await fetch(`${url}/foundations/colors-design`)).text(), { timeout: CONDITION_TIMEOUT_MS })
          .toMatch(/#fefefe/i);
        await expect.poll(() => banner.count(), { timeout: CONDITION_TIMEOUT_MS }).toBe(0);

        // Not a colour: the overlay names the file, the token's line and column, and its JSON pointer.
        writeFileSync(colourFile, original.replace('"#ffffff"', '"#zzz"'));
        await expect
          .poll(bannerText, { timeout: CONDITION_TIMEOUT_MS })
          .toContain(`${colourFile}:5:7 /color/neutral/0 color.neutral.0: #zzz is not a color`);
        // The last good tokens stay, and the server keeps answering.
        expect(await variableByTheme('--hb-color-neutral-0')).toEqual(everyTheme('#fefefe'));
        expect((await fetch(`${url}/healthz`)).status).toBe(200);
      } finally {
        writeFileSync(colourFile, original);
      }
      await expect.poll(() => banner.count(), { timeout: CONDITION_TIMEOUT_MS }).toBe(0);
      await expect.poll(() => variableByTheme('--hb-color-neutral-0'), { timeout: CONDITION_TIMEOUT_MS }).toEqual(everyTheme('#ffffff'));
      expect(server?.exitCode).toBeNull();
      expect(navigations).toEqual([]);
      expect(await tab.evaluate(() => (window as { keptAcrossEdits?: boolean }).keptAcrossEdits)).toBe(true);
      // Nine waits for a condition at most, each within the shared condition timeout.
    },
    10 * CONDITION_TIMEOUT_MS,
  );
});

/** A GET with the path exactly as given: fetch() would resolve `.` and `..` segments before sending. */
function getRaw(path: string, cookie?: string): Promise<{ status: number; type: string; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolveAnswer, rejectAnswer) => {
    const sent = httpRequest({ host: hostname, port, path, headers: cookie === undefined ? {} : { cookie } }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => {
        body += chunk;
      });
      answer.on('end', () => resolveAnswer({ status: answer.statusCode ?? 0, type: answer.headers['content-type'] ?? '', body }));
    });
    sent.once('error', rejectAnswer);
    sent.end();
  });
}

/** A private page's live example the dev server wrote, and the page it sits on (from the module's first line). */
function privateExample(): { readonly id: string; readonly route: string } {
  const folder = join(root, EXAMPLES_OUTPUT_DIR, 'private');
  for (const name of readdirSync(folder).sort()) {
    const route = /live example on (\/\S+):/.exec(readFileSync(join(folder, name), 'utf8'))?.[1];
    if (name.endsWith('.tsx') && route !== undefined) return { id: name.slice(0, -'.tsx'.length), route };
  }
  throw new Error(`no private example module in ${folder}`);
}

describe('§6 npm run dev keeps private sources private', () => {
  /** From the front matter of a private page (content/develop/owner-product/index.md). */
  const PRIVATE_TEXT = 'Owner products divide the store';
  const base = BASE_PATH;

  it('serves neither a private page’s Markdown nor a private example’s module to a reader without access, however the path is spelled', async () => {
    const { id } = privateExample();
    const module = `${EXAMPLES_OUTPUT_DIR}/private/${id}.tsx`;
    const page = 'develop/owner-product/index.md';
    const copy = relative(root, contentDir).split('\\').join('/');
    const paths = [
      `${base}/${module}`,
      `${base}//${module}`,
      `${base}/./${module}`,
      `${base}/${EXAMPLES_OUTPUT_DIR}/public/../private/${id}.tsx`,
      `${base}/${EXAMPLES_OUTPUT_DIR}/%70rivate/${id}.tsx`,
      `${base}/${EXAMPLES_OUTPUT_DIR}/%2570rivate/${id}.tsx`,
      `${base}/%76iewer/${module.slice('viewer/'.length)}`,
      `${base}/@fs${root}/${module}`,
      `${base}/@id/${module}`,
      `${base}/@id/${root}/${module}`,
      `${base}/${module}?raw`,
      `${base}/${module}?import`,
      `/${module}`,
      `/@fs${root}/${module}`,
      `${base}/content/${page}`,
      `${base}/content/${page}?raw`,
      `${base}/content/${page}?url`,
      `${base}/content/${page}?inline`,
      `${base}/%63ontent/${page}`,
      `${base}/@fs${root}/content/${page}`,
      `${base}/@fs${root}/content/${page}?raw`,
      `${base}/@id/${root}/content/${page}?raw`,
      `/content/${page}`,
      `${base}/${copy}/${page}`,
      `${base}/@fs${contentDir}/${page}?raw`,
    ];
    const answers = await Promise.all(paths.map(async (path) => ({ path, ...(await getRaw(path)) })));
    const served = answers.filter(({ status, type, body }) => status !== 404 || type.includes('javascript') || body.includes(PRIVATE_TEXT));
    expect(served.map(({ path, status, type }) => `${status} ${type} ${path}`)).toEqual([]);
  });

  it(
    'serves a private example’s module to an authorized reader, and the private page’s example comes live',
    async () => {
      const { id, route } = privateExample();
      const module = `${base}/${EXAMPLES_OUTPUT_DIR}/private/${id}.tsx`;
      for (const path of [module, `${module}?import`]) {
        const answer = await getRaw(path, 'hb-test=1');
        expect({ path, status: answer.status, type: answer.type }).toEqual({
          path,
          status: 200,
          type: expect.stringContaining('javascript'),
        });
      }
      if (browser === undefined) throw new Error('the browser did not start');
      const context = await browser.newContext();
      await context.addCookies([{ name: 'hb-test', value: '1', url }]);
      const tab = await context.newPage();
      await tab.goto(`${url}${route}`, { waitUntil: 'domcontentloaded', timeout: FIRST_VISIT_TIMEOUT_MS });
      // The app hydrates when the page is idle; the development build may then render the article anew, which moves
      // what was scrolled to before. Scrolled to once the page is the app's, the example is in view when it is watched.
      await tab.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: FIRST_VISIT_TIMEOUT_MS });
      const stage = tab.locator(`[data-example="${id}"]`).first();
      await stage.scrollIntoViewIfNeeded({ timeout: FIRST_VISIT_TIMEOUT_MS });
      await expect.poll(() => stage.getAttribute('data-state'), { timeout: FIRST_VISIT_TIMEOUT_MS }).toBe('live');
      await context.close();
    },
    3 * FIRST_VISIT_TIMEOUT_MS,
  );

  it('says at start-up what a server reachable from other machines gives them', () => {
    expect(reachOf('0.0.0.0')).toMatch(/reachable from other machines.*source files.*content sources.*never served/);
    expect(reachOf('0.0.0.0', true)).toContain('anyone who sends the test cookie counts as authorized');
    expect(reachOf('127.0.0.1')).toContain('this machine');
  });
});

/** Whether a process of this id still runs. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// Last in the file: these stop the servers. An orphaned `dsp dev` that kept running grew to gigabytes.
describe('npm run dev stops when it is told to, or when the program that started it is gone', () => {
  it('exits with 0 on SIGTERM', async () => {
    const child = server;
    if (child === undefined) throw new Error('the dev server did not start');
    child.kill('SIGTERM');
    // Null while it runs, and null too when the signal killed it before its own handler closed the server.
    await expect.poll(() => child.exitCode, { timeout: CONDITION_TIMEOUT_MS }).toBe(0);
  });

  it(
    'exits once its parent process has exited',
    async () => {
      // A parent that starts `dsp dev`, says its id once it listens, and exits without stopping it.
      const parentScript = `
        const { spawn } = require('node:child_process');
        const child = spawn(process.execPath, ['dist/cli/dsp.js', 'dev', '--port', '0', '--content', ${JSON.stringify(contentDir)}, '--tokens', ${JSON.stringify(tokensDir)}], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, HOST: '', PORT: '' } });
        let seen = '';
        const onData = (chunk) => {
          seen += chunk;
          if (/listening on/.test(seen)) { process.stdout.write(String(child.pid) + '\\n'); process.exit(0); }
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
        child.once('exit', (code) => { process.stdout.write('exited ' + code + '\\n' + seen); process.exit(1); });
      `;
      const parent = spawn(process.execPath, ['-e', parentScript], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
      let said = '';
      parent.stdout?.on('data', (chunk: Buffer) => {
        said += chunk.toString();
      });
      await new Promise((resolveExit) => parent.once('exit', resolveExit));
      const pid = Number(said.trim());
      expect(pid, said).toBeGreaterThan(0);
      try {
        await expect.poll(() => isRunning(pid), { timeout: CONDITION_TIMEOUT_MS }).toBe(false);
      } finally {
        if (isRunning(pid)) process.kill(pid, 'SIGKILL');
      }
    },
    FIRST_VISIT_TIMEOUT_MS,
  );
});
