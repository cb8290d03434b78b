import { describe, expect, it } from 'vitest';
import { dsp, dspJson } from './run-cli';

describe('dsp consent parse (CLI contract, SPEC §4, §5)', () => {
  it('prints the record, the evaluation and completeness for a valid value', async () => {
    const { code, json } = await dspJson('consent', 'parse', 'pe1fu1ma0e', '--timestamp', '68503b37');
    expect(code).toBe(0);
    expect(json).toEqual({
      valid: true,
      consent: {
        consent: { Performance: 1, Personalization: 1, Marketing: 0 },
        consentSource: 'webOrAndroid',
        type: 'EXPLICIT',
        lastUpdated: 1750088503,
      },
      evaluation: { personalization: 'ACCEPTED', marketing: 'DECLINED', performance: 'ACCEPTED' },
      complete: true,
      globalPrivacyControl: { signal: false, applied: false },
      issues: [],
    });
  });

  it('reads an iOS consent with ma forced to 0 and evaluates iOS marketing', async () => {
    const { code, json } = await dspJson('consent', 'parse', 'pe1fu1im2i', '--ios');
    expect(code).toBe(0);
    expect(json).toMatchObject({
      valid: true,
      consent: { consent: { Marketing: 0, iOSMarketing: 2 }, consentSource: 'iOS', type: 'IMPLICIT', lastUpdated: null },
      evaluation: { iosMarketing: 'ACCEPTED', marketing: 'DECLINED' },
      // §4: IMPLICIT consent is never complete outside the Swiss portal.
      complete: false,
    });
  });

  it('counts consent as complete on the Swiss portal 406802 (§4)', async () => {
    const { json } = await dspJson('consent', 'parse', 'pe1fu1ma1i', '--portal', '406802');
    expect(json).toMatchObject({ complete: true });
  });

  it('marks categories below the required version OUTDATED', async () => {
    const { json } = await dspJson('consent', 'parse', 'pe1fu1ma1e', '--required', 'pe=2,fu=1');
    expect(json).toMatchObject({ evaluation: { performance: 'OUTDATED', personalization: 'ACCEPTED' }, complete: false });
  });

  it.each([
    ['PE1fu1ma1e', 'consent.badSegment'],
    ['pe1fu1ma1x', 'consent.badEnding'],
    ['pe1xx1ma1e', 'consent.unknownCode'],
    ['pe1fu1e', 'consent.missingCategory'],
  ])('exits 1 and explains why %s is invalid', async (value, code) => {
    const run = await dsp('consent', 'parse', value);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('invalid');
    expect(run.stdout).toContain(code);
  });

  it('still prints one JSON document for an invalid value', async () => {
    const { code, json } = await dspJson('consent', 'parse', 'nonsense');
    expect(code).toBe(1);
    expect(json).toMatchObject({ valid: false, consent: null, complete: false });
  });

  it('§5 consent cookie string: carries its reasons under --json, with code, message and position', async () => {
    const { json } = await dspJson('consent', 'parse', 'pe1FU1ma1e');
    expect(json).toMatchObject({
      valid: false,
      issues: [
        { code: 'consent.badSegment', message: expect.stringContaining('character 3'), position: { argument: '<value>', offset: 3 } },
      ],
    });
    const missing = await dspJson('consent', 'parse', 'pe1fu1e');
    expect(missing.json).toMatchObject({
      issues: [{ code: 'consent.missingCategory', message: expect.stringContaining('missing: ma'), position: { argument: '<value>' } }],
    });
  });

  it('§4 consent per category: --gpc refuses Marketing and Performance without an EXPLICIT consent, and says so', async () => {
    const implicit = await dspJson('consent', 'parse', 'pe1fu1ma1i', '--gpc');
    expect(implicit.json).toMatchObject({
      evaluation: { personalization: 'ACCEPTED', marketing: 'DECLINED', performance: 'DECLINED' },
      globalPrivacyControl: { signal: true, applied: true },
    });
    const explicit = await dspJson('consent', 'parse', 'pe1fu1ma1e', '--gpc');
    expect(explicit.json).toMatchObject({
      evaluation: { personalization: 'ACCEPTED', marketing: 'ACCEPTED', performance: 'ACCEPTED' },
      globalPrivacyControl: { signal: true, applied: false },
    });
    const text = await dsp('consent', 'parse', 'pe1fu1ma1i', '--gpc');
    expect(text.stdout).toMatch(/global privacy control\s+applied: no EXPLICIT consent, so Marketing and Performance are refused/);
  });

  it.each([
    [['consent', 'parse', 'pe1fu1ma1e', '--timestamp', 'zz', '--json'], 'usage.invalidArgument', '--timestamp'],
    [['consent', 'parse', '--json'], 'usage.missingArgument', '<value>'],
    [['consent', 'parse', 'x', '--nope', '--json'], 'usage.unknownOption', '--nope'],
  ])('prints a usage error as JSON under --json: %j', async (argv, code, argument) => {
    const run = await dsp(...argv);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ issues: [{ code, message: expect.any(String), position: { argument } }] });
  });

  it.each([
    [['consent', 'parse', 'pe1fu1ma1e', '--timestamp', 'zz']],
    [['consent', 'parse', 'pe1fu1ma1e', '--portal', 'abc']],
    [['consent', 'parse', 'pe1fu1ma1e', '--required', 'xx=1']],
    [['consent', 'parse']],
    [['consent', 'parse', 'pe1fu1ma1e', '--nope']],
  ])('exits 2 on a usage error: %j', async (argv) => {
    const run = await dsp(...argv);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/error/);
  });

  it('names the allowed values when an option value is bad', async () => {
    const run = await dsp('consent', 'parse', 'pe1fu1ma1e', '--required', 'xx=1');
    expect(run.stderr).toContain('codes pe, fu, ma or im');
  });
});

describe('dsp consent sync (§4 Consent sync)', () => {
  it('skips the sync for a user who is not logged in', async () => {
    const { code, json } = await dspJson('consent', 'sync', '--device', 'pe1fu1ma1e');
    expect(code).toBe(0);
    expect(json).toMatchObject({ decision: 'SKIP_SYNC_NOT_LOGGED_IN', consent: { type: 'EXPLICIT' } });
  });

  it('applies the device consent when account reading is off (no --account)', async () => {
    const { json } = await dspJson('consent', 'sync', '--device', 'pe1fu1ma1e', '--logged-in');
    expect(json).toMatchObject({ decision: 'APPLY_DEVICE_CONSENT' });
  });

  it('applies a newer explicit account consent and reports categories now disabled', async () => {
    const { json } = await dspJson(
      'consent',
      'sync',
      '--device',
      'pe1fu1ma1e',
      '--device-timestamp',
      '68503b37',
      '--account',
      'pe1fu0ma1e',
      '--account-timestamp',
      '68503b38',
      '--logged-in',
    );
    expect(json).toEqual({
      decision: 'APPLY_ACCOUNT_CONSENT',
      consent: {
        consent: { Performance: 1, Personalization: 0, Marketing: 1 },
        consentSource: 'webOrAndroid',
        type: 'EXPLICIT',
        lastUpdated: 0x68503b38,
      },
      previouslyEnabledCategoriesAreNowDisabled: true,
      reasons: ['logged in (--logged-in)', 'device EXPLICIT, account EXPLICIT (SPEC §4 rule 3): APPLY_ACCOUNT_CONSENT'],
      issues: [],
    });
  });

  it('keeps the account consent when both explicit consents have the same time', async () => {
    const { json } = await dspJson(
      'consent',
      'sync',
      '--device',
      'pe1fu1ma1e',
      '--device-timestamp',
      '68503b37',
      '--account',
      'pe0fu1ma1e',
      '--account-timestamp',
      '68503b37',
      '--logged-in',
    );
    expect(json).toMatchObject({ decision: 'CONSENTS_IN_SYNC', consent: { consent: { Performance: 0 } } });
  });

  it('exits 1 when the device value is invalid', async () => {
    const run = await dsp('consent', 'sync', '--device', 'garbage', '--logged-in');
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('--device invalid');
  });

  it('exits 2 without --device', async () => {
    expect((await dsp('consent', 'sync')).code).toBe(2);
  });
});

describe('dsp consent parse: values pasted from elsewhere (§5 Consent cookie string)', () => {
  it('refuses a decimal --timestamp pasted from a log, saying it looks like decimal seconds and giving the hex', async () => {
    const run = await dspJson('consent', 'parse', 'pe1fu1ma1e', '--timestamp', '1750000000');
    expect(run.code).toBe(2);
    expect(run.json).toMatchObject({
      issues: [
        {
          code: 'usage.invalidArgument',
          message: expect.stringContaining(
            '"1750000000" looks like decimal Unix seconds (2025-06-15T15:06:40.000Z), but .consent-ts holds hex seconds (read as hex it would be 5142-',
          ),
          position: { argument: '--timestamp' },
        },
      ],
    });
    expect((run.json as { issues: { message: string }[] }).issues[0]?.message).toContain('give 684ee180');
  });

  it('refuses a --timestamp past the year 9999 instead of printing no date', async () => {
    const run = await dsp('consent', 'parse', 'pe1fu1ma1e', '--timestamp', '7fffffffffff');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('7fffffffffff is 140737488355327 seconds after 1970, past the year 9999');
  });

  it('still prints the date of a real hex timestamp', async () => {
    const run = await dsp('consent', 'parse', 'pe1fu1ma1e', '--timestamp', '68503b37');
    expect(run.stdout).toMatch(/last updated\s+1750088503 \(2025-06-16T15:41:43\.000Z\)/);
  });

  it.each([
    ['pe1fu1ma1e%3B', 'the value is still URL-encoded (%3B is ";"); decode it first: "pe1fu1ma1e;"'],
    ['"pe1fu1ma1e"', 'the value is quoted; give it without the quotes: "pe1fu1ma1e"'],
    ['pe1fu1ma1e ', 'the value has a leading or trailing space; give it without: "pe1fu1ma1e"'],
    ['.consent=pe1fu1ma1e', 'this is a name=value pair; give only the value after "=": "pe1fu1ma1e"'],
  ])('adds a hint to why %j is refused', async (value, hint) => {
    const run = await dspJson('consent', 'parse', value);
    expect(run.code).toBe(1);
    const issues = (run.json as { issues: { code: string; message: string }[] }).issues;
    expect(issues.at(-1)).toEqual({ code: 'consent.hint', message: hint, position: { argument: '<value>' } });
    const text = await dsp('consent', 'parse', value);
    expect(text.stdout).toContain(`hint: ${hint}`);
  });

  it('says "an iOS consent", not "a iOS consent"', async () => {
    const run = await dsp('consent', 'parse', 'pe1fu1ma1e', '--ios');
    expect(run.stdout).toContain('an iOS consent needs fu, pe, im all present');
  });
});

describe('dsp consent sync says why (§4 Consent sync)', () => {
  it('says that account-consent reading is off and that the default timestamp was filled in', async () => {
    const run = await dspJson('consent', 'sync', '--device', 'pe1fu1ma1e', '--logged-in');
    expect(run.json).toMatchObject({
      decision: 'APPLY_DEVICE_CONSENT',
      consent: { lastUpdated: 0x68503b37 },
      reasons: [
        'logged in (--logged-in)',
        'account-consent reading is off in the store (SPEC §4), so the account consent counts as absent; give --account to apply the full rules',
        'the device consent has no .consent-ts (--device-timestamp), so it gets the default timestamp 68503b37 (SPEC §4, §9)',
      ],
    });
    const text = await dsp('consent', 'sync', '--device', 'pe1fu1ma1e', '--logged-in');
    expect(text.stdout).toMatch(/why\s+account-consent reading is off/);
  });

  it('takes the logged-in state from an .atinfo value: trust level normal is logged in, low is not', async () => {
    const normal = await dspJson('consent', 'sync', '--device', 'pe1fu1ma1e', '--atinfo', '1750000000;1750003600;normal;e;;');
    expect(normal.json).toMatchObject({
      decision: 'APPLY_DEVICE_CONSENT',
      reasons: expect.arrayContaining(['logged in: the .atinfo trust level is normal (--atinfo)']),
    });
    const low = await dspJson('consent', 'sync', '--device', 'pe1fu1ma1e', '--atinfo', '1750000000;1750003600;low;e;;');
    expect(low.json).toMatchObject({
      decision: 'SKIP_SYNC_NOT_LOGGED_IN',
      reasons: expect.arrayContaining(['not logged in: the .atinfo trust level is low (--atinfo)']),
    });
    const bad = await dspJson('consent', 'sync', '--device', 'pe1fu1ma1e', '--atinfo', 'garbage');
    expect(bad.json).toMatchObject({
      decision: 'SKIP_SYNC_NOT_LOGGED_IN',
      reasons: expect.arrayContaining([expect.stringMatching(/^not logged in: the \.atinfo value cannot be read \(/)]),
    });
  });

  it('refuses --atinfo together with --logged-in', async () => {
    const run = await dspJson('consent', 'sync', '--device', 'pe1fu1ma1e', '--logged-in', '--atinfo', '1750000000;1750003600;normal;e;;');
    expect(run.code).toBe(2);
    expect(run.json).toMatchObject({ issues: [{ position: { argument: '--atinfo' } }] });
  });
});
