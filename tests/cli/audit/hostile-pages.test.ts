/**
 * `dsp cookies audit` against pages that attack it (docs/cli.md, Cookie
 * audit: what a hostile page cannot do), in the system Chromium, served by a
 * real node:http server on 127.0.0.1 (port 0) beside a second "local
 * service" on another port: a page that loops forever, one that replaces the
 * audit's in-page hooks, storage keys made of terminal escapes and HTML, and
 * a redirect to the other local service. One single-state run each.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATE_MARGIN_MS, stateBudgetMs } from '../../../cli/audit/cookie-audit-browser';
import { CONDITION_TIMEOUT_MS } from '../../support/condition-timeout';
import { dsp } from '../run-cli';

interface State {
  partial: string | null;
  privateNetwork: { url: string; address: string; followed: boolean }[];
  cookies: { name: string; source: string }[];
  storage: { key: string }[];
  findings: { kind: string; severity: string; cookie: string; message: string }[];
}

const TIMEOUT_MS = 3000;
const WAIT_MS = 2000;
/** The most one single-state run may take: its budget, the watchdog's margin, and Chromium's start and exit on a loaded machine. */
const RUN_LIMIT_MS = stateBudgetMs({ timeoutMs: TIMEOUT_MS, waitMs: WAIT_MS, clicks: [] }) + STATE_MARGIN_MS + CONDITION_TIMEOUT_MS;

const PAGES: Record<string, string> = {
  // Loops forever 1.5 s after load, after writing a cookie and a storage key: the renderer answers nothing from then on.
  '/loop': `<!doctype html><title>Loop</title><script>
document.cookie = 'before_loop=1; path=/; SameSite=Lax';
localStorage.setItem('before-loop', '1');
setTimeout(() => { while (true) {} }, 1500);
</script><p>Loop</p>`,
  // Replaces what the audit once read from page globals: a timer hook that never answers, and the write report.
  '/hooks': `<!doctype html><title>Hooks</title><script>
globalThis.__dspCookieAuditPendingTimers = () => new Promise(() => {});
globalThis.__dspCookieAuditWrite = () => {};
setTimeout(() => { document.cookie = 'late=1; path=/; SameSite=Lax'; }, 500);
const admin = 'http://127.0.0.1:' + new URLSearchParams(location.search).get('admin');
window.open(admin + '/admin');
navigator.serviceWorker.register('/worker.js?admin=' + encodeURIComponent(admin)).catch(() => {});
</script><p>Hooks</p>`,
  '/garble': `<!doctype html><title>Garble</title><script>
localStorage.setItem('\\x1b[2J\\x1b[31mPWNED', '1');
localStorage.setItem('<img src=x>', '1');
localStorage.setItem('\\u202eevil', '1');
localStorage.setItem('line\\nbreak | cell', '1');
</script><p>Garble</p>`,
};

/** Runs `run` with these environment variables set, as a CI runner sets them, and puts the old values back. */
async function withEnv<T>(values: Record<string, string>, run: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  Object.assign(process.env, values);
  try {
    return await run();
  } finally {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

let site: Server;
let admin: Server;
let origin: string;
let adminUrl: string;
let adminPort: number;
let adminVisits = 0;

beforeAll(async () => {
  // The other local service: what a redirect must not make the audit report.
  admin = createServer((_request, response) => {
    adminVisits += 1;
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Set-Cookie': 'admin_session=1; Path=/' });
    response.end("<!doctype html><title>Admin</title><script>localStorage.setItem('admin-token', '1');</script>");
  });
  adminPort = await listen(admin);
  adminUrl = `http://127.0.0.1:${adminPort}/admin`;
  site = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    if (path === '/to-admin') {
      response.writeHead(302, { Location: adminUrl });
      response.end();
      return;
    }
    if (path === '/worker.js') {
      // A service worker's requests are not the page's: it fetches the other local service as soon as it runs.
      response.writeHead(200, { 'Content-Type': 'text/javascript' });
      response.end("fetch(new URLSearchParams(location.search).get('admin') + '/from-worker');");
      return;
    }
    const page = PAGES[path];
    response.writeHead(page === undefined ? 404 : 200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(page ?? '<!doctype html><title>Not found</title><p>Not found</p>');
  });
  origin = `http://127.0.0.1:${await listen(site)}`;
});

afterAll(async () => {
  for (const server of [site, admin]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function auditJson(
  path: string,
  ...extra: string[]
): Promise<{ code: number; state: State; problems: { kind: string }[]; ms: number }> {
  const started = Date.now();
  const run = await dsp(
    'cookies',
    'audit',
    `${origin}${path}`,
    '--consent',
    'none',
    '--timeout',
    String(TIMEOUT_MS),
    '--wait',
    String(WAIT_MS),
    '--json',
    ...extra,
  );
  const report = JSON.parse(run.stdout) as { states: State[]; problems: { kind: string }[] };
  const [state] = report.states;
  if (state === undefined) throw new Error(`no state in ${run.stdout}`);
  return { code: run.code, state, problems: report.problems, ms: Date.now() - started };
}

describe('dsp cookies audit of a hostile page', () => {
  it('ends a page that loops forever within its budget and reports the state as partial', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'dsp-audit-loop-'));
    const markdownFile = join(folder, 'audit.md');
    const { code, state, ms } = await auditJson('/loop', '--markdown', markdownFile);
    const markdown = readFileSync(markdownFile, 'utf8');
    rmSync(folder, { recursive: true, force: true });
    expect(markdown).toContain('partial: the watchdog closed the page');
    expect(markdown).toContain('**Partial:** the page was still running 6000 ms after the state started');
    expect(ms).toBeLessThan(RUN_LIMIT_MS);
    expect(state.partial).toMatch(/^the page was still running 6000 ms after the state started \(--timeout 3000, --wait 2000\)/);
    expect(state.findings.map((finding) => [finding.kind, finding.severity])).toContainEqual(['partial', 'warning']);
    // What it stored before the loop is still reported: the cookie from the browser, the key from its write.
    expect(state.cookies.map((cookie) => cookie.name)).toContain('before_loop');
    expect(state.storage.map((entry) => entry.key)).toEqual(['before-loop']);
    expect(code).toBe(1);
  }, 120_000);

  it('is not held or blinded by a page that replaces its in-page hooks, nor sent elsewhere by a popup or a service worker', async () => {
    const visitsBefore = adminVisits;
    const { state, ms } = await auditJson(`/hooks?admin=${adminPort}`);
    expect(ms).toBeLessThan(RUN_LIMIT_MS);
    expect(state.partial).toBeNull();
    expect(state.cookies.find((cookie) => cookie.name === 'late')).toMatchObject({ source: 'script' });
    // The popup it opens without a click is blocked, as in a visitor's browser, and so is its service worker.
    expect(adminVisits).toBe(visitsBefore);
    expect(state.cookies.map((cookie) => cookie.name)).not.toContain('admin_session');
  }, 120_000);

  it('prints storage keys with escape sequences and markup escaped, in text and in Markdown', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'dsp-audit-hostile-'));
    try {
      const file = join(folder, 'audit.md');
      const summaryFile = join(folder, 'summary.md');
      const baseline = join(folder, 'baseline.json');
      // As in a GitHub Actions job: annotations on stderr, the job summary appended to the runner's file.
      const run = await withEnv({ GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summaryFile }, () =>
        dsp('cookies', 'audit', `${origin}/garble`, '--consent', 'none', '--wait', '0', '--markdown', file, '--write-baseline', baseline),
      );
      for (const raw of ['\x1b', '\u202e']) expect(run.stdout.includes(raw), JSON.stringify(raw)).toBe(false);
      expect(run.stdout).toContain('\\x1b[2J\\x1b[31mPWNED');
      expect(run.stdout).toContain('\\u202eevil');
      expect(run.stdout).toContain('line\\x0abreak | cell');
      const markdown = readFileSync(file, 'utf8');
      for (const raw of ['\x1b', '\u202e', '<']) expect(markdown.includes(raw), JSON.stringify(raw)).toBe(false);
      expect(markdown).toContain('| &lt;img src=x&gt; | localStorage |');
      expect(markdown).toContain('declare &lt;img src=x&gt; under "storage" in the registry file');
      expect(markdown).toContain('| line\\\\x0abreak \\| cell | localStorage |');

      const annotations = run.stderr.split('\n').filter((line) => line.startsWith('::'));
      // The newline and the escape sequence stay in their one line, shown as on a terminal; the title's colon is encoded.
      expect(annotations).toContain(
        '::warning title=cookie audit%3A storage line\\x0abreak | cell::localStorage key "line\\\\nbreak | cell" is covered by ' +
          `no registry entry on ${origin}/garble in none; fix: declare line\\x0abreak | cell under "storage" in the registry file, ` +
          'or stop garble (line 5) from storing it',
      );
      expect(annotations).toContainEqual(expect.stringMatching(/^::warning title=cookie audit%3A storage \\x1b\[2J\\x1b\[31mPWNED::/));
      for (const raw of ['\x1b', '\u202e']) expect(run.stderr.includes(raw), JSON.stringify(raw)).toBe(false);
      expect(run.stderr).toContain(`created the baseline ${baseline} with 4 problem(s)`);
      const summary = readFileSync(summaryFile, 'utf8');
      expect(summary).toContain(`### Cookie audit of ${origin}/garble: passed`);
      expect(summary).toContain('| warning | storage | &lt;img src=x&gt; | none |');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);

  it('reports a redirect to another local service and does not follow it', async () => {
    const { state, problems } = await auditJson('/to-admin');
    expect(state.privateNetwork).toEqual([{ url: adminUrl, address: '127.0.0.1', followed: false }]);
    expect(problems.map((problem) => problem.kind)).toContain('private-network');
    expect(state.cookies.map((cookie) => cookie.name)).not.toContain('admin_session');
    expect(state.storage).toEqual([]);
  }, 120_000);

  it('follows that redirect under --allow-private-network, and still reports it', async () => {
    const { state } = await auditJson('/to-admin', '--allow-private-network');
    // Followed, the admin page asks for its favicon too: every request there is listed.
    expect(state.privateNetwork).toContainEqual({ url: adminUrl, address: '127.0.0.1', followed: true });
    expect(state.cookies.map((cookie) => cookie.name)).toContain('admin_session');
  }, 120_000);
});
