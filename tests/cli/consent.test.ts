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
