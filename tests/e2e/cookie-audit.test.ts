/**
 * `dsp cookies audit` against real pages in the system Chromium: a fixture
 * site on a real node:http server (port 0) that sets one undeclared cookie,
 * one Functional cookie before any consent and one that outlives its registry
 * duration (SPEC §3 Cookie registry, §5 Cookie writing); the portal itself;
 * and URLs that cannot be audited.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dsp } from '../cli/run-cli';
import { baseUrl } from './support/browser';

const DAY_SECONDS = 24 * 60 * 60;

interface Report {
  url: string;
  problems: { kind: string; severity: string; cookie: string; states: string[] }[];
  states: {
    consent: string;
    cookies: { name: string; source: string; expires: string | null }[];
    storage: { area: string; key: string }[];
    findings: { kind: string; severity: string; cookie: string; expected: string | null; actual: string | null; message: string }[];
  }[];
  summary: { errors: number; warnings: number; known: number };
  /** Only when the page cannot be audited (exit 2). */
  issues?: { code: string; message: string; position: unknown }[];
}

// The three faults, each declared the way the registry would catch it.
const FIXTURE_PAGE = `<!doctype html><html lang="en"><title>Fixture shop</title>
<script>document.cookie = '.dapnrd=1; Path=/; Max-Age=${30 * DAY_SECONDS}; Secure; SameSite=Lax';</script><p>Fixture shop</p></html>`;

const WARNINGS_PAGE = `<!doctype html><html lang="en"><title>Fixture shop</title>
<script>localStorage.setItem('tracker-id', '1'); sessionStorage.setItem('harbor:scroll-positions', '{}');</script><p>Fixture shop</p></html>`;

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)),
  );
}

let fixture: Server;
let fixtureUrl: string;
let silent: Server;
let silentUrl: string;

beforeAll(async () => {
  fixture = createServer((request, response) => {
    if (request.url === '/warnings') {
      // Only warnings: .sid without the HttpOnly its registry entry has, and a storage key no entry covers.
      response.setHeader('Set-Cookie', '.sid=abc; Path=/; Max-Age=3600; Secure; SameSite=Lax');
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(WARNINGS_PAGE);
      return;
    }
    // Anything else (the browser asks for /favicon.ico) sets nothing.
    if (request.url !== '/') {
      response.statusCode = 404;
      // With a body: Chromium turns an empty error answer into net::ERR_HTTP_RESPONSE_CODE_FAILURE.
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end('<!doctype html><title>Not found</title><p>Not found</p>');
      return;
    }
    response.setHeader('Set-Cookie', [
      'tracker=abc; Path=/; Max-Age=86400; Secure; SameSite=Lax',
      // .vr is Essential with a registry duration of 1 year; 3000 days is capped to 400 by the browser, still far beyond.
      `.vr=8.1; Path=/; Max-Age=${3000 * DAY_SECONDS}; Secure; SameSite=Lax`,
    ]);
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(FIXTURE_PAGE);
  });
  fixtureUrl = await listen(fixture);
  // Accepts connections and never answers: the audit must time out.
  silent = createServer(() => undefined);
  silentUrl = await listen(silent);
});

afterAll(async () => {
  silent.closeAllConnections();
  await new Promise((resolve) => silent.close(resolve));
  await new Promise((resolve) => fixture.close(resolve));
});

async function audit(...argv: string[]): Promise<{ code: number; report: Report; stderr: string }> {
  const run = await dsp('cookies', 'audit', ...argv, '--wait', '0', '--json');
  return { code: run.code, report: JSON.parse(run.stdout) as Report, stderr: run.stderr };
}

describe('§3 cookie registry, §5 cookie writing: dsp cookies audit of a fixture site', () => {
  let result: Awaited<ReturnType<typeof audit>>;
  beforeAll(async () => {
    result = await audit(fixtureUrl);
  }, 120_000);

  it('exits 1 and runs none, each category alone, then all', () => {
    expect(result.code).toBe(1);
    expect(result.report.url).toBe(fixtureUrl);
    expect(result.report.states.map((state) => state.consent)).toEqual(['none', 'pe', 'fu', 'ma', 'all']);
  });

  it('finds exactly the three faults, with their kinds', () => {
    const distinct = new Set(result.report.states.flatMap((state) => state.findings.map((f) => `${f.kind} ${f.cookie}`)));
    expect([...distinct].sort()).toEqual(['expiry .vr', 'undeclared tracker', 'without-consent .dapnrd']);
  });

  it('reports the Functional cookie only in the states that do not grant personalization', () => {
    const byState = Object.fromEntries(
      result.report.states.map((state) => [state.consent, state.findings.filter((f) => f.cookie === '.dapnrd').map((f) => f.kind)]),
    );
    expect(byState).toEqual({ none: ['without-consent'], pe: ['without-consent'], fu: [], ma: ['without-consent'], all: [] });
  });

  it('reports the undeclared and the long-lived cookie once per state, as errors, and nothing else', () => {
    for (const state of result.report.states) {
      const others = state.findings.filter((f) => f.cookie !== '.dapnrd');
      expect(others.map((f) => [f.kind, f.severity, f.cookie])).toEqual([
        ['undeclared', 'error', 'tracker'],
        ['expiry', 'error', '.vr'],
      ]);
    }
  });

  it('counts each distinct problem once, naming the states it happened in', () => {
    expect(result.report.problems.map((p) => [p.kind, p.cookie, p.states])).toEqual([
      ['undeclared', 'tracker', ['none', 'pe', 'fu', 'ma', 'all']],
      ['expiry', '.vr', ['none', 'pe', 'fu', 'ma', 'all']],
      ['without-consent', '.dapnrd', ['none', 'pe', 'ma']],
      // The fixture sets the same cookies whatever the consent: it never reads .consent.
      ['consent-ignored', fixtureUrl, ['none', 'pe', 'fu', 'ma', 'all']],
    ]);
    expect(result.report.summary).toEqual({ errors: 3, warnings: 1, known: 0 });
  });

  it('says which cookie came from a response header, which from a script, and which the audit placed', () => {
    const sources = Object.fromEntries(result.report.states[0]?.cookies.map((cookie) => [cookie.name, cookie.source]) ?? []);
    expect(sources).toEqual({ '.consent': 'audit', '.consent-ts': 'audit', tracker: 'header', '.vr': 'header', '.dapnrd': 'script' });
  });

  it('prints exactly the documented JSON shape', () => {
    expect(Object.keys(result.report)).toEqual(['url', 'problems', 'states', 'summary']);
    for (const problem of result.report.problems)
      expect(Object.keys(problem)).toEqual(['kind', 'severity', 'area', 'cookie', 'states', 'message', 'fix', 'source']);
    for (const state of result.report.states) {
      expect(Object.keys(state)).toEqual([
        'consent',
        'url',
        'status',
        'networkBusy',
        'partial',
        'clicks',
        'privateNetwork',
        'consentStrings',
        'cookies',
        'storage',
        'blocked',
        'requests',
        'writes',
        'findings',
      ]);
      for (const finding of state.findings)
        expect(Object.keys(finding)).toEqual(['kind', 'severity', 'area', 'cookie', 'expected', 'actual', 'message', 'source']);
    }
    expect(result.report.states[0]?.findings.find((f) => f.kind === 'expiry')).toMatchObject({
      expected: '365 days',
      actual: expect.stringMatching(/^3000 days asked, (?:400|399\.\d) days kept$/),
    });
  });

  it('audits a single state, writes a Markdown report, and prints a table per state as text', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'harbor-audit-'));
    try {
      const file = join(folder, 'audit.md');
      const run = await dsp('cookies', 'audit', fixtureUrl, '--consent', 'none', '--wait', '0', '--markdown', file);
      expect(run.code).toBe(1);
      expect(run.stdout).toContain('consent none: no consent');
      expect(run.stdout).toMatch(/tracker\s+header\s+24 hours\s+\/ Secure SameSite=lax\s+undeclared/);
      expect(run.stdout).toContain(
        'error without-consent .dapnrd in none\n    .dapnrd needs Personalization (fu) consent but was written in none\n',
      );
      expect(run.stdout).toContain(`    writer: ${fixtureUrl}:2:`);
      expect(run.stdout).toContain(`${fixtureUrl}: 3 errors, 0 warnings over 1 consent state`);
      const markdown = readFileSync(file, 'utf8');
      expect(markdown).toContain(`# Cookie audit of ${fixtureUrl}`);
      // Names are Markdown text, escaped, not code spans: a name with a backtick could close a code span.
      expect(markdown).toContain('| error | without-consent | .dapnrd | none |');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('§3 cookie registry: dsp cookies audit of a page with warnings only', () => {
  it('reads storage keys, warns for an attribute and an unknown key, and exits 0', async () => {
    const { code, report } = await audit(`${fixtureUrl}warnings`, '--consent', 'all');
    const [state] = report.states;
    expect(state?.storage.map(({ area, key }) => ({ area, key }))).toEqual([
      { area: 'local', key: 'tracker-id' },
      { area: 'session', key: 'harbor:scroll-positions' },
    ]);
    expect(state?.findings.map((f) => [f.kind, f.severity, f.cookie, f.expected, f.actual])).toEqual([
      ['attribute', 'warning', '.sid', 'httpOnly=true', 'httpOnly=false'],
      ['storage', 'warning', 'tracker-id', null, 'localStorage tracker-id'],
    ]);
    expect(report.summary).toEqual({ errors: 0, warnings: 2, known: 0 });
    expect(code).toBe(0);
  }, 60_000);
});

describe('dsp cookies audit of the portal itself', () => {
  it('finds no error in any consent state and exits 0', async () => {
    const { code, report } = await audit(baseUrl());
    expect(report.states.map((state) => state.consent)).toEqual(['none', 'pe', 'fu', 'ma', 'all']);
    expect(report.states.flatMap((state) => state.findings.filter((f) => f.severity === 'error'))).toEqual([]);
    expect(report.problems).toEqual([]);
    expect(report.summary.errors).toBe(0);
    expect(code).toBe(0);
  }, 120_000);

  it('finds no error on a component page with live examples either', async () => {
    const { code, report } = await audit(`${baseUrl()}/components/button-design`, '--consent', 'none,all');
    expect(report.states.map((state) => state.consent)).toEqual(['none', 'all']);
    // The audit's own consent cookies are there and pass: the registry check ran on real cookies.
    expect(report.states.map((state) => state.cookies.map((cookie) => cookie.name).sort())).toEqual([
      ['.consent', '.consent-ts'],
      ['.consent', '.consent-ts'],
    ]);
    expect(report.problems).toEqual([]);
    expect(report.summary).toEqual({ errors: 0, warnings: 0, known: 0 });
    expect(code).toBe(0);
  }, 120_000);
});

describe('dsp cookies audit of URLs it cannot audit', () => {
  it('exits 2 for a URL that is not http or https, naming it', async () => {
    const run = await dsp('cookies', 'audit', 'file:///etc/passwd');
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('error: file:///etc/passwd is not an http or https URL (scheme file)\n');
  });

  it('exits 2 for text that is not a URL', async () => {
    const { code, report } = await audit('localhost:3000');
    expect(code).toBe(2);
    expect(report).toMatchObject({ url: 'localhost:3000', issues: [{ code: 'audit.badUrl', position: { argument: '<url>' } }] });
    expect(report.issues?.[0]?.message).toBe('"localhost:3000" has no http or https scheme; did you mean http://localhost:3000?');
  });

  it('exits 2 for an unreachable URL, naming it', async () => {
    const closed = createServer();
    const url = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const run = await dsp('cookies', 'audit', url, '--consent', 'none', '--wait', '0');
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`error: could not load ${url}: net::ERR_CONNECTION_REFUSED\n`);
  }, 60_000);

  it('exits 2 when the page does not load within --timeout, naming the URL', async () => {
    const { code, report } = await audit(silentUrl, '--consent', 'none', '--timeout', '1500');
    expect(code).toBe(2);
    expect(report).toEqual({
      url: silentUrl,
      issues: [
        {
          code: 'audit.timeout',
          message: `${silentUrl} did not load within 1500 ms (--timeout)`,
          position: { argument: '<url>' },
        },
      ],
    });
  }, 60_000);

  it('exits 2 and says how to install Chromium when CHROMIUM_PATH points at nothing', async () => {
    const before = process.env['CHROMIUM_PATH'];
    process.env['CHROMIUM_PATH'] = '/nonexistent/chromium';
    try {
      const run = await dsp('cookies', 'audit', fixtureUrl);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`cannot audit ${fixtureUrl}: CHROMIUM_PATH=/nonexistent/chromium is not an executable file`);
      expect(run.stderr).toContain('apt-get install chromium');
    } finally {
      if (before === undefined) delete process.env['CHROMIUM_PATH'];
      else process.env['CHROMIUM_PATH'] = before;
    }
  });
});
