/**
 * `dsp cookies audit` against a store with a real consent library
 * (vanilla-cookieconsent from npm) and planted bugs (tests/e2e/support/
 * cookie-store-fixture.ts), in the system Chromium: the store's registry
 * file, one verdict per problem with its states and writer, pages as a
 * visitor sees them (the library's banner shows and is clicked, writes 2 s
 * after load and after a click are seen, a never-idle page is reported),
 * consent integrity, cross-site frames, and --strict / --baseline (docs/cli.md,
 * Cookie audit; SPEC §3 Cookie registry, §5 Cookie writing).
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dsp } from '../cli/run-cli';
import { STORE_REGISTRY, startCookieStore, type CookieStore } from './support/cookie-store-fixture';

interface Source {
  kind: string;
  url: string | null;
  line?: number | null;
  api?: string;
}
interface Problem {
  kind: string;
  severity: string;
  area: string;
  cookie: string;
  states: string[];
  message: string;
  fix: string;
  source: Source | null;
  baseline?: string;
}
interface Report {
  url: string;
  problems: Problem[];
  states: {
    consent: string;
    url: string | null;
    status: number | null;
    networkBusy: boolean;
    clicks: { selector: string; clicked: boolean }[];
    cookies: { name: string; source: string; lifetimeMs: number | null; askedLifetimeMs: number | null; thirdParty: boolean }[];
    storage: { area: string; key: string; frame: string | null }[];
    blocked: { name: string; url: string; reasons: string[]; thirdParty: boolean }[];
    findings: { kind: string; cookie: string }[];
  }[];
  summary: { errors: number; warnings: number; known: number };
}

const DAY = 24 * 60 * 60 * 1000;
const LONG = 240_000;

let store: CookieStore;
let folder: string;
let registry: string;

beforeAll(async () => {
  store = await startCookieStore();
  folder = mkdtempSync(join(tmpdir(), 'harbor-audit-store-'));
  registry = join(folder, 'store-cookies.json');
  writeFileSync(registry, JSON.stringify(STORE_REGISTRY));
});

afterAll(async () => {
  await store.close();
  rmSync(folder, { recursive: true, force: true });
});

async function audit(path: string, ...argv: string[]): Promise<{ code: number; report: Report }> {
  const run = await dsp('cookies', 'audit', `${store.origin}${path}`, '--registry', registry, ...argv, '--json');
  return { code: run.code, report: JSON.parse(run.stdout) as Report };
}

const problem = (report: Report, kind: string, cookie: string) => report.problems.find((p) => p.kind === kind && p.cookie === cookie);
const namesIn = (report: Report, consent: string) =>
  report.states.find((state) => state.consent === consent)?.cookies.map((cookie) => cookie.name) ?? [];

describe('a store page that reads .consent, with an ungated ads script, a cross-site frame, a delayed and a click-only cookie', () => {
  let result: Awaited<ReturnType<typeof audit>>;
  beforeAll(async () => {
    result = await audit('/store', '--click', '#show-offers');
  }, LONG);

  it('calls _gcl_au, declared Marketing but written regardless, without-consent in every state without Marketing, naming its script', () => {
    expect(problem(result.report, 'without-consent', '_gcl_au')).toMatchObject({
      severity: 'error',
      states: ['none', 'pe', 'fu'],
      source: { kind: 'script', api: 'document.cookie', url: `${store.origin}/js/gtag-conversion.js`, line: 1 },
      fix: 'gate gtag-conversion.js (line 1) behind Marketing (ma) consent',
    });
    expect(result.code).toBe(1);
  });

  it('passes the correctly gated _ga, _ga_* , _gid and _fbp, which appear only where their category is granted', () => {
    for (const name of ['_ga', '_ga_ABC123', '_gid', '_fbp']) expect(result.report.problems.filter((p) => p.cookie === name)).toEqual([]);
    expect(namesIn(result.report, 'none')).not.toContain('_ga');
    expect(namesIn(result.report, 'pe')).toEqual(expect.arrayContaining(['_ga', '_ga_ABC123', '_gid']));
    expect(namesIn(result.report, 'pe')).not.toContain('_fbp');
    expect(namesIn(result.report, 'ma')).toContain('_fbp');
  });

  it('sees the cookie written 2 s after load and the one written by the click', () => {
    expect(namesIn(result.report, 'pe')).toContain('_hjSession');
    expect(namesIn(result.report, 'all')).toContain('_hjSession');
    expect(namesIn(result.report, 'fu')).toContain('offer_seen');
    expect(namesIn(result.report, 'none')).not.toContain('offer_seen');
    for (const state of result.report.states) expect(state.clicks).toEqual([{ selector: '#show-offers', clicked: true }]);
  });

  it('reports the cross-site frame’s cookies as third-party, with the reason the browser blocked them', () => {
    // All three at once, so a failure shows whether a state missed the frame (chat_seen too) or only its header cookies.
    const statesOf = (name: string) => problem(result.report, 'third-party', name)?.states;
    const every = ['none', 'pe', 'fu', 'ma', 'all'];
    expect({ chat_visitor: statesOf('chat_visitor'), chat_sid: statesOf('chat_sid'), chat_seen: statesOf('chat_seen') }).toEqual({
      chat_visitor: every,
      chat_sid: every,
      chat_seen: every,
    });
    for (const name of ['chat_visitor', 'chat_sid']) {
      expect(problem(result.report, 'third-party', name)).toMatchObject({
        severity: 'warning',
        states: ['none', 'pe', 'fu', 'ma', 'all'],
        source: { kind: 'header', url: `http://127.0.0.1:${store.port}/chat-frame` },
      });
    }
    const blocked = result.report.states[0]?.blocked.find((cookie) => cookie.name === 'chat_sid');
    expect(blocked?.thirdParty).toBe(true);
    expect(blocked?.reasons.length).toBeGreaterThan(0);
    // Written by the frame's own script, which the browser did not store either.
    expect(problem(result.report, 'third-party', 'chat_seen')).toMatchObject({
      states: ['none', 'pe', 'fu', 'ma', 'all'],
      source: { kind: 'script', api: 'document.cookie', url: `http://127.0.0.1:${store.port}/chat-frame`, line: 2 },
    });
  });

  it('reports .vr as the server asked (730 days) and as the browser capped it (400 days)', () => {
    const vr = result.report.states[0]?.cookies.find((cookie) => cookie.name === '.vr');
    expect(vr?.askedLifetimeMs).toBe(730 * DAY);
    expect((vr?.lifetimeMs ?? 0) / DAY).toBeCloseTo(400, 0);
    expect(problem(result.report, 'expiry', '.vr')?.message).toBe(
      '.vr was written to live 730 days (the browser keeps it 400 days); its registry duration is 365 days',
    );
  });

  it('lists each problem once, and the totals count distinct problems', () => {
    const keys = result.report.problems.map((p) => `${p.kind} ${p.area} ${p.cookie}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual([
      'expiry cookie .vr',
      'third-party cookie chat_seen',
      'third-party cookie chat_sid',
      'third-party cookie chat_visitor',
      // The chat frame's host, another site, is declared under no "endpoints" entry.
      'undeclared-endpoint request 127.0.0.1',
      'without-consent cookie _gcl_au',
    ]);
    expect(result.report.summary).toEqual({ errors: 2, warnings: 4, known: 0 });
  });

  it('reports each state’s final URL and status, and no consent problem for a page that reads .consent', () => {
    for (const state of result.report.states) expect([state.url, state.status]).toEqual([`${store.origin}/store`, 200]);
    expect(result.report.problems.filter((p) => p.kind.startsWith('consent-'))).toEqual([]);
  });
});

describe('a cross-site frame that loads its own resources', () => {
  let widget: Server;
  let port: number;
  beforeAll(async () => {
    widget = createServer((request, response) => {
      if (request.url === '/pixel') {
        response.writeHead(200, { 'Content-Type': 'image/gif', 'Set-Cookie': 'widget_pixel=1; Path=/' });
        response.end();
      } else if (request.url === '/widget') {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        response.end('<!doctype html><title>Widget</title><img alt="" src="/pixel">');
      } else {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        response.end(`<!doctype html><title>Laden</title><iframe title="Widget" src="http://127.0.0.1:${port}/widget"></iframe>`);
      }
    });
    // All interfaces: Chromium resolves localhost itself, to 127.0.0.1 or ::1.
    await new Promise<void>((resolve) => widget.listen(0, resolve));
    port = (widget.address() as AddressInfo).port;
  });
  afterAll(async () => {
    widget.closeAllConnections();
    await new Promise((resolve) => widget.close(resolve));
  });

  it(
    'reports the cookie of the frame’s own request, which only the frame’s DevTools target sees',
    async () => {
      const run = await dsp('cookies', 'audit', `http://localhost:${port}/`, '--consent', 'none', '--json');
      expect(problem(JSON.parse(run.stdout) as Report, 'third-party', 'widget_pixel')).toMatchObject({
        states: ['none'],
        source: { kind: 'header', url: `http://127.0.0.1:${port}/pixel` },
      });
    },
    LONG,
  );
});

describe('the same store without the bugs', () => {
  it(
    'has no problem at all, even under --strict, and exits 0',
    async () => {
      const { code, report } = await audit('/clean', '--click', '#show-offers', '--consent', 'none,all', '--strict');
      expect(report.problems).toEqual([]);
      expect(report.summary).toEqual({ errors: 0, warnings: 0, known: 0 });
      expect(namesIn(report, 'all')).toEqual(expect.arrayContaining(['_ga', '_fbp', '_gcl_au', '_hjSession', 'offer_seen']));
      expect(code).toBe(0);
    },
    LONG,
  );
});

describe('a stock vanilla-cookieconsent page that ignores .consent', () => {
  it(
    'shows its banner to the audit, which clicks "accept all", and warns that every state left the same cookies',
    async () => {
      const { code, report } = await audit('/library', '--consent', 'none,all', '--click', '#cc-main [data-role=all]');
      for (const state of report.states) expect(state.clicks[0]?.clicked).toBe(true);
      expect(namesIn(report, 'none')).toEqual(expect.arrayContaining(['cc_cookie', '_ga', '_ga_ABC123', '_gid', '_fbp']));
      expect(problem(report, 'consent-ignored', `${store.origin}/library`)).toMatchObject({ severity: 'warning', area: 'page' });
      expect(problem(report, 'without-consent', '_fbp')).toMatchObject({
        states: ['none'],
        source: { url: `${store.origin}/js/ads-pixel.js` },
      });
      expect(code).toBe(1);
    },
    LONG,
  );
});

describe('consent integrity and CI', () => {
  it(
    'calls forged consent an error naming the writer, and a baseline turns it into a known problem',
    async () => {
      const baseline = join(folder, 'baseline.json');
      const first = await audit('/forged', '--consent', 'none', '--write-baseline', baseline);
      expect(problem(first.report, 'consent-changed', '.consent')).toMatchObject({
        severity: 'error',
        states: ['none'],
        source: { kind: 'script', url: `${store.origin}/forged`, line: 2 },
      });
      expect(first.code).toBe(1);
      expect(JSON.parse(readFileSync(baseline, 'utf8'))).toEqual(first.report);

      const again = await audit('/forged', '--consent', 'none', '--baseline', baseline);
      expect(problem(again.report, 'consent-changed', '.consent')?.baseline).toBe('known');
      expect(again.report.summary).toEqual({ errors: 1, warnings: 0, known: 1 });
      expect(again.code).toBe(0);

      const worse = await audit('/forged-and-tracked', '--consent', 'none', '--baseline', baseline);
      expect(worse.report.problems.map((p) => [p.kind, p.cookie, p.baseline])).toEqual([
        ['undeclared', 'tracker', 'new'],
        ['consent-changed', '.consent', 'known'],
      ]);
      expect(worse.code).toBe(1);
    },
    LONG,
  );

  it(
    'warns when a redirect to another host drops the consent, and reports the final URL',
    async () => {
      const { code, report } = await audit('/redirect', '--consent', 'none');
      expect(report.states[0]).toMatchObject({ url: `http://www.localhost:${store.port}/landing`, status: 200 });
      expect(report.problems.map((p) => [p.kind, p.severity])).toEqual([['consent-not-delivered', 'warning']]);
      expect(code).toBe(0);
    },
    LONG,
  );

  it(
    'audits a page whose network never goes idle, with a network-busy warning and what it saw',
    async () => {
      const { code, report } = await audit('/busy', '--consent', 'none', '--timeout', '2500');
      expect(report.states[0]?.networkBusy).toBe(true);
      expect(report.states[0]?.storage).toEqual([
        { area: 'local', key: 'cart', frame: null, writer: expect.objectContaining({ api: 'localStorage' }) },
      ]);
      expect(report.problems.map((p) => p.kind)).toEqual(['network-busy']);
      expect(code).toBe(0);
    },
    LONG,
  );

  it(
    'warns about a 404 with its status, and fails on it under --strict',
    async () => {
      const { code, report } = await audit('/missing', '--consent', 'none');
      expect(report.states[0]?.status).toBe(404);
      expect(report.problems.map((p) => [p.kind, p.severity])).toEqual([['http-error', 'warning']]);
      expect(code).toBe(0);
      const strict = await dsp('cookies', 'audit', `${store.origin}/missing`, '--consent', 'none', '--strict');
      expect(strict.stdout).toContain('warning http-error');
      expect(strict.code).toBe(1);
    },
    LONG,
  );
});

interface LedgerReport {
  problems: Problem[];
  states: {
    consent: string;
    cookies: { name: string }[];
    requests: {
      url: string;
      method: string;
      resource: string | null;
      initiator: { url: string | null; line: number | null } | null;
      thirdParty: boolean;
      msAfterLoad: number;
      msAfterClick: number | null;
      consentMode: { gcs: string | null; signals: Record<string, string> }[];
    }[];
    writes: { store: string; name: string; op: string; source: Source | null }[];
  }[];
}

describe('§5 a klaro store page: every request and write judged, first visit included', () => {
  let code: number;
  let report: LedgerReport;
  let evidence: string;
  beforeAll(async () => {
    evidence = join(folder, 'evidence');
    const run = await dsp(
      'cookies',
      'audit',
      `${store.origin}/klaro`,
      '--registry',
      registry,
      '--consent',
      'first-visit,none',
      // The collector is a second service on 127.0.0.1: followed, so it logs what the page really sent.
      '--allow-private-network',
      '--evidence',
      evidence,
      '--json',
    );
    code = run.code;
    report = JSON.parse(run.stdout) as LedgerReport;
  }, LONG);

  const collector = () => `http://127.0.0.1:${store.collectorPort}`;
  const found = (kind: string, subject: string) => report.problems.find((p) => p.kind === kind && p.cookie === subject);
  const state = (consent: string) => report.states.find((entry) => entry.consent === consent);

  it('reports the cookieless ping and the fingerprint POST sent before consent, naming the script line that sent each', () => {
    expect(found('request-without-consent', '127.0.0.1/ping')).toMatchObject({
      severity: 'error',
      states: ['first-visit', 'none'],
      source: { kind: 'script', api: 'request', url: `${store.origin}/klaro`, line: 9 },
    });
    expect(found('request-without-consent', '127.0.0.1/fp')).toMatchObject({ severity: 'error', states: ['first-visit', 'none'] });
    const post = state('none')?.requests.find((request) => request.url === `${collector()}/fp`);
    expect(post).toMatchObject({ method: 'POST', resource: 'Fetch', thirdParty: true, msAfterClick: null });
    // The page really sent it: the collector on the second port logged it.
    expect(store.collected).toContain('POST /fp');
  });

  it('lets the Consent Mode ping with every signal denied through, and calls the pixel that says "granted" in none consent-mode-mismatch', () => {
    const ping = state('none')?.requests.find((request) => request.url.startsWith(`${collector()}/g/collect`));
    expect(ping?.consentMode[0]).toMatchObject({ gcs: 'G100', signals: { ad_storage: 'denied', analytics_storage: 'denied' } });
    expect(report.problems.filter((p) => p.cookie.endsWith('/g/collect'))).toEqual([]);
    expect(found('consent-mode-mismatch', '127.0.0.1/pagead/conversion')).toMatchObject({
      severity: 'error',
      states: ['first-visit', 'none'],
    });
  });

  it('reports the IndexedDB id, the .consent the bridge wrote on a first visit, and an undeclared endpoint as a warning', () => {
    expect(found('without-consent', 'ads-visitor')).toMatchObject({ area: 'indexedDB', states: ['none'] });
    expect(found('before-choice', 'ads-visitor')).toMatchObject({ area: 'indexedDB', severity: 'error', states: ['first-visit'] });
    expect(found('consent-without-choice', '.consent')).toMatchObject({
      severity: 'error',
      states: ['first-visit'],
      source: { kind: 'script', url: `${store.origin}/klaro`, line: 16 },
    });
    expect(found('undeclared-endpoint', '127.0.0.1')).toMatchObject({ severity: 'warning', area: 'request' });
    expect(code).toBe(1);
  });

  it('reports _gcl_au, written then deleted by klaro, from the ledger although the final jar no longer holds it', () => {
    const writes = state('none')?.writes.filter((write) => write.name === '_gcl_au') ?? [];
    expect(writes[0]).toMatchObject({ store: 'cookie', op: 'set', source: { url: `${store.origin}/klaro`, line: 7 } });
    expect(writes.at(-1)).toMatchObject({ op: 'delete', source: { url: `${store.origin}/vendor/klaro.js` } });
    expect(state('none')?.cookies.map((cookie) => cookie.name)).not.toContain('_gcl_au');
    expect(found('without-consent', '_gcl_au')?.states).toEqual(['none']);
    expect(found('before-choice', '_gcl_au')?.states).toEqual(['first-visit']);
  });

  it('writes a HAR, a screenshot and the ledger per state, whole, under --evidence', () => {
    expect(readdirSync(evidence).sort()).toEqual([
      'first-visit.har',
      'first-visit.ledger.json',
      'first-visit.png',
      'none.har',
      'none.ledger.json',
      'none.png',
    ]);
    const har = JSON.parse(readFileSync(join(evidence, 'none.har'), 'utf8')) as {
      log: { entries: { request: { method: string; url: string } }[] };
    };
    expect(har.log.entries.map((entry) => `${entry.request.method} ${entry.request.url}`)).toContain(`POST ${collector()}/fp`);
    const ledger = JSON.parse(readFileSync(join(evidence, 'none.ledger.json'), 'utf8')) as { requests: unknown[]; writes: unknown[] };
    expect(ledger.requests).toEqual(state('none')?.requests);
    expect(ledger.writes).toEqual(state('none')?.writes);
    expect(readFileSync(join(evidence, 'none.png')).subarray(1, 4).toString()).toBe('PNG');
  });
});

describe('§5 the same klaro page with every tag waiting for .consent', () => {
  // One state keeps the browser time small: what a granted state allows is proved in tests/core/cookie-audit/ledger-findings.test.ts.
  it(
    'reports none of the request, Consent Mode, IndexedDB or first-visit findings on a first visit, and lets its cookieless ping through',
    async () => {
      const run = await dsp(
        'cookies',
        'audit',
        `${store.origin}/klaro-clean`,
        '--registry',
        registry,
        '--consent',
        'first-visit',
        '--allow-private-network',
        '--json',
      );
      const report = JSON.parse(run.stdout) as LedgerReport;
      // Only the collector as a private service beside the audited one, which the audit always names.
      expect(report.problems.map((p) => p.kind)).toEqual(['private-network']);
      const requests = report.states[0]?.requests.map((request) => `${request.method} ${new URL(request.url).pathname}`);
      expect(requests).toContain('POST /g/collect');
      expect(requests).not.toContain('POST /fp');
      expect(report.states[0]?.writes).toEqual([]);
      expect(run.code).toBe(0);
    },
    LONG,
  );
});
