/**
 * One verdict per problem (docs/cli.md, Cookie audit): findings of every consent
 * state folded into distinct problems with their states, writer and fix; the
 * page checks of one state; consent-ignored across states; and the baseline.
 */
import { describe, expect, it } from 'vitest';
import {
  auditObservation,
  auditProblems,
  compareWithBaseline,
  consentIgnored,
  finding,
  isFailing,
  parseBaseline,
  type AuditFinding,
  type StateFindings,
} from '../../../core/cookie-audit';
import { cookieRegistry, storageRegistry } from '../../../core/cookies';

const script = { kind: 'script', api: 'document.cookie', url: 'http://shop.localhost/js/ads-pixel.js', line: 3, column: 9 } as const;
const withoutConsent = (consent: string): AuditFinding =>
  finding('without-consent', 'cookie', '_fbp', {
    expected: 'Marketing (ma)',
    actual: consent,
    message: `_fbp is a Marketing cookie; this run had ${consent}`,
    source: script,
  });

describe('distinct problems', () => {
  it('folds the same (area, name, kind) of several states into one problem naming its states, writer and fix', () => {
    const problems = auditProblems([
      { consent: 'none', findings: [withoutConsent('none')] },
      { consent: 'pe', findings: [withoutConsent('pe')] },
      { consent: 'all', findings: [] },
    ]);
    expect(problems).toEqual([
      {
        kind: 'without-consent',
        severity: 'error',
        area: 'cookie',
        cookie: '_fbp',
        states: ['none', 'pe'],
        message: '_fbp needs Marketing (ma) consent but was written in none, pe',
        fix: 'gate ads-pixel.js (line 3) behind Marketing (ma) consent',
        source: script,
      },
    ]);
  });

  it('keeps a cookie and a storage key of the same name apart', () => {
    const storage = finding('without-consent', 'local', '_fbp', { expected: 'Marketing (ma)', message: 'x' });
    expect(auditProblems([{ consent: 'none', findings: [withoutConsent('none'), storage] }])).toHaveLength(2);
  });
});

describe('the page in one state', () => {
  const base = { consent: 'none', cookies: [], storage: [], observedAt: 0, finalUrl: 'http://shop.localhost/' } as const;
  const kinds = (fields: object) =>
    auditObservation({ ...base, ...fields }, cookieRegistry, storageRegistry).map((f) => [f.kind, f.severity]);

  it('finds nothing on a clean page', () => {
    expect(kinds({ status: 200, consentDelivered: true, consentChanges: [], networkBusy: false, blocked: [] })).toEqual([]);
  });

  it.each([
    [
      { consentChanges: [{ name: '.consent', expected: 'sn1pe0fu0ma0e', actual: 'sn1pe1fu1ma1e', source: null }] },
      'consent-changed',
      'error',
    ],
    [{ consentDelivered: false }, 'consent-not-delivered', 'warning'],
    [{ status: 404 }, 'http-error', 'warning'],
    [{ status: 503 }, 'http-error', 'warning'],
    [{ networkBusy: true, timeoutMs: 3000 }, 'network-busy', 'warning'],
    [
      { blocked: [{ name: 'chat', url: 'http://chat.example/', reasons: ['ThirdPartyPhaseout'], thirdParty: true }] },
      'third-party',
      'warning',
    ],
  ])('%j is %s (%s)', (fields, kind, severity) => {
    expect(kinds(fields)).toEqual([[kind, severity]]);
  });

  it('does not call a blocked cookie of the page’s own site third-party, nor a declared one', () => {
    expect(kinds({ blocked: [{ name: 'own', url: 'http://shop.localhost/', reasons: ['SecureOnly'], thirdParty: false }] })).toEqual([]);
    expect(kinds({ blocked: [{ name: '.sid', url: 'http://chat.example/', reasons: ['x'], thirdParty: true }] })).toEqual([]);
  });

  it.each([
    ['Image', 'remove the <img> pixel that sets it'],
    ['Document', 'remove the frame (<iframe>) that sets it'],
    ['Script', 'remove the <script> that sets it'],
    ['Fetch', 'remove the fetch or XHR request that sets it'],
    [undefined, 'remove the request that sets it'],
  ])('names the element kind that set a blocked third-party cookie (%s) in the fix', (resource, fix) => {
    const blocked = { name: 'px', url: 'http://ads.example/p.gif', reasons: ['ThirdPartyPhaseout'], thirdParty: true };
    const observation = { ...base, blocked: [resource === undefined ? blocked : { ...blocked, resource }] };
    const [problem] = auditProblems([{ consent: 'none', findings: auditObservation(observation, cookieRegistry, storageRegistry) }]);
    expect(problem?.fix).toBe(`declare px in the registry file, or ${fix}`);
  });

  it('§3 a consent string the page stored that grants what the state refuses is signals-disagree, naming both; one that agrees is not', () => {
    const tcf = (marketing: boolean) => ({
      cookie: 'euconsent-v2',
      kind: 'tcf' as const,
      summary: [],
      signal: {
        source: 'euconsent-v2',
        kind: 'tcf' as const,
        categories: { Marketing: marketing, Performance: false, Functional: false },
        evidence: { Marketing: marketing ? 'TCF purposes consented: 1-4' : 'none of TCF purposes 2-4 consented' },
      },
    });
    const found = auditObservation({ ...base, consentStrings: [tcf(true)] }, cookieRegistry, storageRegistry);
    expect(found).toEqual([
      expect.objectContaining({
        kind: 'signals-disagree',
        severity: 'warning',
        cookie: 'euconsent-v2',
        message: '.consent refuses Marketing (ma) (state none), but euconsent-v2 grants Marketing (ma) (TCF purposes consented: 1-4)',
      }),
    ]);
    expect(auditObservation({ ...base, consentStrings: [tcf(false)] }, cookieRegistry, storageRegistry)).toEqual([]);
  });

  it('calls an undeclared cookie on another site third-party instead of undeclared', () => {
    const cookie = {
      name: 'chat',
      domain: 'chat.example',
      path: '/',
      expiresAt: null,
      secure: true,
      httpOnly: false,
      sameSite: 'none',
      source: 'header',
      thirdParty: true,
    } as const;
    expect(kinds({ cookies: [cookie] })).toEqual([['third-party', 'warning']]);
    expect(kinds({ cookies: [{ ...cookie, thirdParty: false }] })).toEqual([['undeclared', 'error']]);
  });
});

describe('consent-ignored', () => {
  const state = (consent: StateFindings['consent'], names: string[]): StateFindings => ({
    consent,
    findings: [],
    cookies: [{ name: '.consent', source: 'audit' }, ...names.map((name) => ({ name, source: 'script' }))],
    storage: [],
  });

  it('warns when every state left the same non-essential cookies', () => {
    expect(consentIgnored('http://x/', [state('none', ['_ga', 'cc']), state('all', ['cc', '_ga'])], cookieRegistry)).toMatchObject([
      { kind: 'consent-ignored', severity: 'warning', area: 'page' },
    ]);
  });

  it('stays quiet when the states differ, when only one ran, and when the page sets only Essential cookies or nothing', () => {
    expect(consentIgnored('http://x/', [state('none', []), state('all', ['_ga'])], cookieRegistry)).toEqual([]);
    expect(consentIgnored('http://x/', [state('none', ['_ga'])], cookieRegistry)).toEqual([]);
    expect(consentIgnored('http://x/', [state('none', ['.vr']), state('all', ['.vr'])], cookieRegistry)).toEqual([]);
    expect(consentIgnored('http://x/', [state('none', []), state('all', [])], cookieRegistry)).toEqual([]);
  });
});

describe('--baseline and --strict', () => {
  const problems = auditProblems([
    { consent: 'none', findings: [withoutConsent('none'), finding('http-error', 'page', 'http://x/', { message: 'HTTP 404' })] },
  ]);

  it('marks problems already in an earlier report known, and only new errors (and new warnings under --strict) fail', () => {
    const baseline = parseBaseline({ problems: [{ kind: 'without-consent', area: 'cookie', cookie: '_fbp', states: ['none'] }] });
    if (!baseline.ok) throw new Error('the baseline should parse');
    const compared = compareWithBaseline(problems, baseline.value);
    expect(compared.map((p) => [p.kind, p.baseline])).toEqual([
      ['without-consent', 'known'],
      ['http-error', 'new'],
    ]);
    expect(compared.map((p) => isFailing(p, false))).toEqual([false, false]);
    expect(compared.map((p) => isFailing(p, true))).toEqual([false, true]);
    expect(problems.map((p) => isFailing(p, false))).toEqual([true, false]);
  });

  it('matches a problem by its kind, its subject and its states: one that spread to a state the baseline did not list is new', () => {
    const spread = auditProblems([
      { consent: 'none', findings: [withoutConsent('none')] },
      { consent: 'pe', findings: [withoutConsent('pe')] },
      { consent: 'fu', findings: [withoutConsent('fu')] },
    ]);
    const baseline = parseBaseline({ problems: [{ kind: 'without-consent', area: 'cookie', cookie: '_fbp', states: ['fu'] }] });
    if (!baseline.ok) throw new Error('the baseline should parse');
    const [compared] = compareWithBaseline(spread, baseline.value);
    expect(compared).toMatchObject({ baseline: 'new', newStates: ['none', 'pe'] });
    expect(isFailing(compared as (typeof spread)[number], false)).toBe(true);
    const fewer = compareWithBaseline(auditProblems([{ consent: 'fu', findings: [withoutConsent('fu')] }]), baseline.value);
    expect(fewer.map((p) => [p.baseline, p.newStates])).toEqual([['known', undefined]]);
  });

  it('refuses a baseline problem without the states it happened in', () => {
    expect(parseBaseline({ problems: [{ kind: 'x', area: 'cookie', cookie: 'y' }] })).toMatchObject({
      ok: false,
      issues: [{ message: expect.stringContaining('problems[0].states: ') }],
    });
    expect(parseBaseline({ problems: [{ kind: 'x', area: 'cookie', cookie: 'y', states: ['sometimes'] }] })).toMatchObject({
      ok: false,
      issues: [
        { message: expect.stringContaining('problems[0].states[0]: expected first-visit, none, pe, fu, ma, all, accept or reject') },
      ],
    });
  });

  it('refuses a file that is not an earlier report, naming where', () => {
    expect(parseBaseline({ states: [] })).toMatchObject({ ok: false, issues: [{ code: 'audit.badBaseline' }] });
    expect(parseBaseline({ problems: [{ kind: 'x', area: 'disk', cookie: 'y', states: ['none'] }] })).toMatchObject({
      ok: false,
      issues: [{ message: 'problems[0].area: expected cookie, local, session, indexedDB, request or page' }],
    });
  });
});
