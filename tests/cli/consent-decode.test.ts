/**
 * `dsp consent decode` and the consent strings of `dsp cookies inspect`
 * (docs/cli.md, Consent strings): real strings written by the IAB libraries,
 * OneTrust and Cookiebot values, the store's `.consent` (SPEC §5), and
 * signals-disagree (SPEC §3 Consent) between them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cookiebotValue, encodeGppString, encodeTcString, oneTrustValue } from '../core/consent-strings/consent-string-fixtures';
import { dsp, dspJson } from './run-cli';

const folder = mkdtempSync(join(tmpdir(), 'dsp-consent-decode-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('dsp consent decode', () => {
  const tc = encodeTcString({ purposes: [1, 2, 3, 4], legitimateInterests: [7], vendors: [755], specialFeatures: [1], policyVersion: 4 });

  it.each([
    [tc, 'tcf', 'IAB TCF v2 TC string'],
    [encodeGppString({ tcfPurposes: [1] }), 'gpp', 'IAB GPP string'],
    [oneTrustValue('C0001:1,C0002:0,C0003:0,C0004:1'), 'onetrust', 'OneTrust OptanonConsent'],
    [cookiebotValue({ preferences: false, statistics: true, marketing: false }), 'cookiebot', 'Cookiebot CookieConsent'],
    ['pe1fu1ma0e', 'store', "the store's .consent (SPEC §5)"],
  ])('says which consent string %s is (%s)', async (value, kind, name) => {
    const run = await dspJson('consent', 'decode', value);
    expect(run.code).toBe(0);
    expect(run.json).toMatchObject({ kind, name, issues: [] });
  });

  it('prints the CMP, dates, purposes, legitimate interests, vendors and special features of a TC string', async () => {
    const run = await dsp('consent', 'decode', tc);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/decoded as\s+IAB TCF v2 TC string/);
    expect(run.stdout).toMatch(/CMP\s+id 10, version 2, screen 1/);
    expect(run.stdout).toMatch(/policy\s+TCF policy version 4 \(string version 2\)/);
    expect(run.stdout).toMatch(/created\s+2026-11-01T10:00:00.000Z/);
    expect(run.stdout).toMatch(/purposes \(consent\)\s+1-4\n/);
    expect(run.stdout).toMatch(/purposes \(legitimate interest\)\s+7\n/);
    expect(run.stdout).toMatch(/vendors \(consent\)\s+755\n/);
    expect(run.stdout).toMatch(/special features \(opted in\)\s+1\n/);
    expect(run.stdout).toMatch(/Marketing\s+granted \(TCF purposes consented: 1-4\)/);
  });

  it('reads a pasted cookie pair as that cookie, and refuses what is none, saying what it expected (exit 1)', async () => {
    expect((await dspJson('consent', 'decode', `euconsent-v2=${tc}`)).json).toMatchObject({ kind: 'tcf' });
    const run = await dspJson('consent', 'decode', 'hello');
    expect(run.code).toBe(1);
    expect(run.json).toMatchObject({ kind: null, issues: [{ code: 'consentString.unknownKind', position: { argument: '<string>' } }] });
    const url = await dspJson('consent', 'decode', 'pe1fu1ma1e%3B', '--cookie', '.consent');
    expect(url.json).toMatchObject({ issues: [{ code: 'consent.badEnding' }, { code: 'consent.hint' }] });
    const unknown = await dsp('consent', 'decode', '!fakeanalytics=true', '--cookie', 'tarteaucitron');
    expect(unknown.code).toBe(2);
    // What was wrong (the name given) and where (--cookie), then what is allowed.
    expect(unknown.stderr).toContain(
      "--cookie 'tarteaucitron' is not a cookie dsp consent decode reads; expected one of .consent, euconsent-v2",
    );
  });
});

describe('dsp cookies inspect: consent strings and signals-disagree', () => {
  it('decodes euconsent-v2, __gpp, OptanonConsent and CookieConsent instead of "not in the registry"', async () => {
    const header = [
      `euconsent-v2=${encodeTcString({ purposes: [1] })}`,
      `__gpp=${encodeGppString({ usSaleOptOut: 1 })}`,
      `OptanonConsent=${oneTrustValue('C0001:1,C0004:0')}`,
      `CookieConsent=${cookiebotValue({ preferences: true, statistics: true, marketing: false })}`,
    ].join('; ');
    const run = await dspJson('cookies', 'inspect', header);
    expect(run.code).toBe(0);
    expect((run.json as { cookies: { decoded: { kind: string; valid: boolean } }[] }).cookies.map((c) => c.decoded)).toEqual([
      expect.objectContaining({ kind: 'tcf', valid: true }),
      expect.objectContaining({ kind: 'gpp', valid: true }),
      expect.objectContaining({ kind: 'onetrust', valid: true }),
      expect.objectContaining({ kind: 'cookiebot', valid: true }),
    ]);
  });

  it('§3 warns when .consent refuses Marketing (ma0) but the TC string grants purposes 1-4 and _fbp (declared with --registry) is present', async () => {
    const registry = join(folder, 'store-cookies.json');
    writeFileSync(
      registry,
      JSON.stringify({ cookies: [{ name: '_fbp', category: 'Marketing', duration: 7776000000, secure: false, httpOnly: false }] }),
    );
    const header = `.consent=pe0fu0ma0e; euconsent-v2=${encodeTcString({ purposes: [1, 2, 3, 4] })}; _fbp=fb.1.1700000000.1`;
    const run = await dspJson('cookies', 'inspect', header, '--registry', registry);
    expect(run.code).toBe(0);
    expect(run.json).toMatchObject({
      cookies: [{ name: '.consent' }, { name: 'euconsent-v2' }, { name: '_fbp', definition: { category: 'Marketing' } }],
      findings: [
        {
          kind: 'signals-disagree',
          severity: 'warning',
          category: 'Marketing',
          reference: '.consent',
          other: 'euconsent-v2',
          message: '.consent refuses Marketing (ma) (ma0), but euconsent-v2 grants Marketing (ma) (TCF purposes consented: 1-4)',
        },
        { kind: 'signals-disagree', category: 'Marketing', other: '_fbp' },
      ],
    });
    const text = await dsp('cookies', 'inspect', header, '--registry', registry);
    expect(text.stdout).toMatch(
      /warning\s+signals-disagree: \.consent refuses Marketing \(ma\) \(ma0\), but the Marketing cookie _fbp is present/,
    );
    // Without the registry file, _fbp is unknown and only the TC string disagrees.
    const bare = await dspJson('cookies', 'inspect', header);
    expect((bare.json as { findings: unknown[] }).findings).toHaveLength(1);
  });

  it('stays quiet when the signals agree', async () => {
    const header = `.consent=pe1fu1ma1e; euconsent-v2=${encodeTcString({ purposes: [1, 2, 3, 4, 5, 8] })}`;
    expect((await dspJson('cookies', 'inspect', header)).json).toMatchObject({ findings: [] });
  });

  it('refuses a bad --registry file with exit 2, naming the file and field', async () => {
    const bad = join(folder, 'bad.json');
    writeFileSync(bad, JSON.stringify({ cookies: [{ name: '_fbp', category: 'Ads', secure: false, httpOnly: false }] }));
    const run = await dspJson('cookies', 'inspect', '_fbp=1', '--registry', bad);
    expect(run.code).toBe(2);
    expect(run.json).toMatchObject({
      issues: [
        {
          code: 'audit.badRegistry',
          message: `${bad}: cookies[0].category: expected one of Essential, Functional, Performance, Marketing`,
        },
      ],
    });
  });
});
