import { describe, expect, it } from 'vitest';
import { dsp, dspJson } from './run-cli';

function jwt(payload: unknown, header: unknown = { alg: 'HS256', typ: 'JWT' }): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part(header)}.${part(payload)}.c2lnbmF0dXJl`;
}

describe('dsp atinfo (SPEC §3 Access-token info, §5)', () => {
  it('decodes the six fields and derives the personalization status', async () => {
    const { code, json } = await dspJson('atinfo', encodeURIComponent('1750000000;1750003600;low;e;pe1fu1ma1e;68503b37'));
    expect(code).toBe(0);
    expect(json).toEqual({
      atInfo: {
        createdAt: 1750000000,
        expiresAt: 1750003600,
        trustLevel: 'low',
        personalizationStatus: 'ON',
        consentSettings: 'pe1fu1ma1e',
        consentSettingsTimestamp: '68503b37',
      },
    });
  });

  it('defaults an empty trust level to normal and a missing flag to NO_INFORMATION', async () => {
    const { json } = await dspJson('atinfo', '1;2;;');
    expect(json).toMatchObject({ atInfo: { trustLevel: 'normal', personalizationStatus: 'NO_INFORMATION', consentSettings: null } });
  });

  it.each(['0;5;normal;e;;', '5;;normal;e;;', '1;2;admin;e;;'])('prints null and exits 1 for %s', async (value) => {
    const { code, json } = await dspJson('atinfo', value);
    expect(code).toBe(1);
    expect(json).toEqual({ atInfo: null });
  });

  it("logs 'Failed to parse atInfo cookie' to stderr on a parse failure (§8)", async () => {
    const run = await dsp('atinfo', '%E0%A4%A', '--json');
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('Failed to parse atInfo cookie\n');
    expect(JSON.parse(run.stdout)).toEqual({ atInfo: null });
  });
});

describe('dsp auth (SPEC §6)', () => {
  it.each([
    [['--forwarded-for', '10.1.2.3', '--peer', '127.0.0.1'], { isAuthorized: true, reason: 'private-network' }],
    [['--forwarded-for', '172.31.255.255', '--peer', '10.0.0.2'], { isAuthorized: true, reason: 'private-network' }],
    // The SPEC's string prefix '172.2' would admit this public address; real ranges do not.
    [['--forwarded-for', '172.2.3.4', '--peer', '127.0.0.1'], { isAuthorized: false, reason: 'none' }],
    // A client that is not a trusted proxy cannot speak for someone else.
    [['--forwarded-for', '10.1.2.3', '--peer', '203.0.113.9'], { isAuthorized: false, reason: 'none' }],
    [['--cookie', 'hb-test=1'], { isAuthorized: true, reason: 'test-cookie' }],
    [['--cookie', 'hb-test=1', '--override', 'unauthorized'], { isAuthorized: false, reason: 'override' }],
    [['--override', 'authorized'], { isAuthorized: true, reason: 'override' }],
    [['--cookie', `access-token=${jwt({ cgid: 26 })}`], { isAuthorized: true, reason: 'access-token' }],
    [['--cookie', `access-token=${jwt({ cgid: '5' })}`], { isAuthorized: false, reason: 'none' }],
    [[], { isAuthorized: false, reason: 'none' }],
  ])('decides %j', async (argv, expected) => {
    const { code, json } = await dspJson('auth', ...argv);
    expect(code).toBe(0);
    expect(json).toEqual(expected);
  });

  it('explains the deciding rule in human output', async () => {
    const run = await dsp('auth', '--cookie', 'hb-test=');
    expect(run.stdout).toMatch(/authorized\s+yes/);
    expect(run.stdout).toContain('SPEC §6 rule 3');
  });

  it.each([
    [['--peer', 'not-an-ip'], 'IPv4 or IPv6'],
    [['--override', 'maybe'], 'authorized or unauthorized'],
    [['--trusted-proxies', '10.0.0.0/33'], 'entry 1'],
  ])('exits 2 with a specific message for %j', async (argv, message) => {
    const run = await dsp('auth', ...argv);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
  });
});
