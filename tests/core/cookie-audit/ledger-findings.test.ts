/**
 * Verdicts from a state's ledger of requests and writes (core/cookie-audit/
 * ledger-findings.ts; docs/cli.md, Cookie audit; SPEC §5 Cookie writing):
 * declared endpoints, Consent Mode, writes deleted again, IndexedDB and the
 * first visit. The ledgers are shaped as the browser records them.
 */
import { describe, expect, it } from 'vitest';
import { auditObservation, auditProblems, parseRegistryFile, type ObservedCookie, type StateObservation } from '../../../core/cookie-audit';
import type { DeclaredEndpoint } from '../../../core/cookie-audit/declared-endpoints';
import type { LedgerRequest, LedgerWrite, StateLedger } from '../../../core/cookie-audit/state-ledger';
import { consentModeReadings } from '../../../core/cookie-audit/consent-mode';
import { cookieRegistry, storageRegistry } from '../../../core/cookies';

const PAGE = 'http://localhost:4000/klaro';
const COLLECTOR = 'http://127.0.0.1:4001';
const declared = parseRegistryFile(
  {
    cookies: [{ name: '_gcl_au', category: 'Marketing', duration: 7776000000, secure: false, httpOnly: false }],
    storage: [{ key: 'consent-log', area: 'indexedDB', category: 'Essential', description: 'the banner log' }],
    endpoints: [
      { host: '127.0.0.1', path: '/g/collect', category: 'Performance', vendor: 'Analytics' },
      { host: '127.0.0.1', path: '/fp', category: 'Marketing', vendor: 'Fingerprinting ads' },
      { host: '127.0.0.1', path: '/static', category: 'Essential', vendor: 'Store CDN' },
    ],
  },
  cookieRegistry,
);
if (!declared.ok) throw new Error(JSON.stringify(declared.issues));
const registry = [...cookieRegistry, ...declared.value.cookies];
const storage = [...storageRegistry, ...declared.value.storage];
const endpoints: readonly DeclaredEndpoint[] = declared.value.endpoints ?? [];

function request(url: string, fields: Partial<LedgerRequest> = {}): LedgerRequest {
  return {
    url,
    method: 'GET',
    resource: 'Fetch',
    initiator: { url: `${PAGE}`, line: 12, column: 3 },
    thirdParty: !url.startsWith('http://localhost:4000'),
    msAfterLoad: 40,
    msAfterClick: null,
    consentMode: consentModeReadings(url),
    bodyBytes: 0,
    ...fields,
  };
}

function write(store: LedgerWrite['store'], name: string, op: LedgerWrite['op'], msAfterLoad: number): LedgerWrite {
  const api = store === 'cookie' ? 'document.cookie' : store === 'indexedDB' ? 'indexedDB' : `${store}Storage`;
  return {
    store,
    name,
    op,
    where: 'http://localhost:4000',
    msAfterLoad,
    msAfterClick: null,
    source: { kind: 'script', api: api as 'document.cookie', url: `${PAGE}`, line: 20, column: 1 },
  };
}

function state(consent: StateObservation['consent'], ledger: Partial<StateLedger>, cookies: ObservedCookie[] = []): StateObservation {
  return { consent, cookies, storage: [], observedAt: 0, ledger: { requests: [], writes: [], dropped: 0, ...ledger } };
}

const kinds = (observation: StateObservation) =>
  auditObservation(observation, registry, storage, endpoints).map((item) => `${item.kind} ${item.area} ${item.cookie}`);

describe('§5 requests against the declared endpoints', () => {
  it('calls a request to a declared endpoint the state does not allow request-without-consent, with no cookie involved', () => {
    const none = state('none', { requests: [request(`${COLLECTOR}/fp`, { method: 'POST', bodyBytes: 180 })] });
    expect(kinds(none)).toEqual(['request-without-consent request 127.0.0.1/fp']);
    const finding = auditObservation(none, registry, storage, endpoints)[0];
    expect(finding?.message).toContain('POST http://127.0.0.1:4001/fp (40 ms after load) goes to Fingerprinting ads');
    expect(finding?.source).toEqual({ kind: 'script', api: 'request', url: PAGE, line: 12, column: 3 });
    expect(kinds(state('ma', { requests: [request(`${COLLECTOR}/fp`)] }))).toEqual([]);
  });

  it('allows a Consent Mode ping with every signal denied (gcs=G100) to a Performance endpoint in none', () => {
    const ping = request(`${COLLECTOR}/g/collect?v=2&gcs=G100&gcd=13p3p3p3p5`, { resource: 'Ping', method: 'POST' });
    expect(kinds(state('none', { requests: [ping] }))).toEqual([]);
    // Without Consent Mode, the same endpoint in none is a request without consent.
    expect(kinds(state('none', { requests: [request(`${COLLECTOR}/g/collect?v=2`)] }))).toEqual([
      'request-without-consent request 127.0.0.1/g/collect',
    ]);
  });

  it('calls a Consent Mode signal that grants what the state refuses consent-mode-mismatch, on any host', () => {
    const pixel = request(`${COLLECTOR}/pagead/conversion?gcs=G111&gcd=13t3t3t3t5`, { resource: 'Image' });
    expect(kinds(state('none', { requests: [pixel] }))).toEqual([
      'consent-mode-mismatch request 127.0.0.1/pagead/conversion',
      'undeclared-endpoint request 127.0.0.1',
    ]);
    expect(kinds(state('all', { requests: [pixel] }))).toEqual(['undeclared-endpoint request 127.0.0.1']);
    // pe grants analytics_storage but not the ad signals.
    const message = auditObservation(state('pe', { requests: [pixel] }), registry, storage, endpoints)[0]?.message;
    expect(message).toContain('says ad_storage granted, ad_user_data granted, ad_personalization granted (gcs=G111 gcd=13t3t3t3t5)');
  });

  it('names an undeclared third-party host once, and leaves the page’s own site and Essential endpoints alone', () => {
    const requests = [
      request('http://localhost:4000/js/app.js'),
      request(`${COLLECTOR}/static/font.woff2`),
      request('http://tracker.example/a'),
      request('http://tracker.example/b'),
    ];
    expect(kinds(state('none', { requests }))).toEqual(['undeclared-endpoint request tracker.example']);
  });
});

describe('§5 writes judged from the ledger, not the final jar', () => {
  // _gcl_au written by the tag, then deleted by the consent library, or not yet when the audit read the page.
  const written = write('cookie', '_gcl_au', 'set', 120);
  const deleted = write('cookie', '_gcl_au', 'delete', 180);
  const jarWithGclAu: ObservedCookie[] = [
    {
      name: '_gcl_au',
      domain: 'localhost',
      path: '/',
      expiresAt: 7776000000,
      secure: false,
      httpOnly: false,
      sameSite: 'lax',
      source: 'script',
      askedLifetimeMs: 7776000000,
    },
  ];
  // Five recorded runs of the same page: the delete won the race in some and lost it in others.
  const runs: StateObservation[] = [
    state('none', { writes: [written, deleted] }),
    state('none', { writes: [written] }, jarWithGclAu),
    state('none', { writes: [written, deleted] }),
    state('none', { writes: [written, { ...deleted, msAfterLoad: 900 }] }),
    state('none', { writes: [written] }, jarWithGclAu),
  ];

  it('reports _gcl_au without-consent in every one of 5 runs, whether or not it was deleted again before the read', () => {
    const verdicts = runs.map((run) =>
      auditProblems([{ consent: 'none', findings: auditObservation(run, registry, storage, endpoints) }]).map(
        (problem) => `${problem.severity} ${problem.kind} ${problem.cookie} in ${problem.states.join(',')}`,
      ),
    );
    expect(verdicts).toEqual(Array(5).fill(['error without-consent _gcl_au in none']));
    expect(auditObservation(runs[0] as StateObservation, registry, storage, endpoints)[0]?.message).toBe(
      '_gcl_au is Marketing, which needs Marketing (ma) consent; it was written 120 ms after load, then deleted again, in a run with no consent (every non-essential category refused)',
    );
  });

  it('reports an IndexedDB database nobody declared, and passes a declared Essential one', () => {
    const writes = [write('indexedDB', 'ads-visitor', 'set', 300), write('indexedDB', 'consent-log', 'set', 310)];
    expect(kinds(state('all', { writes }))).toEqual(['storage indexedDB ads-visitor']);
  });
});

describe('§5 first visit: no choice made yet', () => {
  it('calls a consent cookie written there consent-without-choice, and a non-Essential write before-choice', () => {
    const writes = [
      write('cookie', '.consent', 'set', 50),
      write('cookie', '_gcl_au', 'set', 120),
      write('cookie', '_gcl_au', 'delete', 180),
      write('indexedDB', 'ads-visitor', 'set', 300),
    ];
    const found = auditObservation(state('first-visit', { writes }), registry, storage, endpoints);
    expect(found.map((item) => `${item.severity} ${item.kind} ${item.area} ${item.cookie}`)).toEqual([
      'error before-choice cookie _gcl_au',
      'error before-choice indexedDB ads-visitor',
      'error consent-without-choice cookie .consent',
    ]);
    expect(found[0]?.message).toBe(
      '_gcl_au is Marketing, which needs Marketing (ma) consent; it was written 120 ms after load, then deleted again; on a first visit, before any choice',
    );
  });

  it('finds nothing on a first visit that writes only Essential keys and sends cookieless pings', () => {
    const writes = [write('indexedDB', 'consent-log', 'set', 10)];
    const requests = [request(`${COLLECTOR}/g/collect?gcs=G100`)];
    expect(kinds(state('first-visit', { writes, requests }))).toEqual([]);
  });
});

describe('§3 the ledger beside the blocked cookies', () => {
  it('does not judge again a cookie the browser refused, which is reported as blocked', () => {
    const blocked = [{ name: 'chat_seen', url: 'http://127.0.0.1:4000/chat-frame', reasons: ['not stored'], thirdParty: true }];
    const observation = { ...state('none', { writes: [write('cookie', 'chat_seen', 'set', 80)] }), blocked };
    expect(kinds(observation)).toEqual(['third-party cookie chat_seen']);
  });
});
