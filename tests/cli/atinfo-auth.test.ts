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
      issues: [],
      warnings: [
        {
          code: 'atinfo.expired',
          message: expect.stringMatching(/^expiresAt 1750003600 is already past \(now \d+\)$/),
          position: { argument: '<value>', field: 'expiresAt' },
        },
      ],
    });
  });

  it('defaults an empty trust level to normal and a missing flag to NO_INFORMATION', async () => {
    const { json } = await dspJson('atinfo', '1;2;;');
    expect(json).toMatchObject({ atInfo: { trustLevel: 'normal', personalizationStatus: 'NO_INFORMATION', consentSettings: null } });
  });

  it.each([
    ['0;5;normal;e;;', 'atinfo.zero', 'createdAt'],
    ['5;;normal;e;;', 'atinfo.emptyField', 'expiresAt'],
    ['1;2;admin;e;;', 'atinfo.badTrustLevel', 'trustLevel'],
    ['garbage', 'atinfo.notANumber', 'createdAt'],
    ['1750000000;weird;x;;', 'atinfo.notANumber', 'expiresAt'],
    ['1;2;3', 'atinfo.badTrustLevel', 'trustLevel'],
  ])('§5 access-token info cookie: prints null, names the failing field and exits 1 for %s', async (value, code, field) => {
    const run = await dspJson('atinfo', value);
    expect(run.code).toBe(1);
    expect(run.json).toMatchObject({ atInfo: null, spec: expect.stringContaining('SPEC §5') });
    expect((run.json as { issues: unknown[] }).issues[0]).toMatchObject({ code, position: { argument: '<value>', field } });
  });

  it.each(['garbage', '1750000000;weird;x;;', '1;2;3', '0;5;normal;e;;'])(
    '§5 access-token info cookie: always prints the SPEC line on failure, for %s',
    async (value) => {
      const run = await dsp('atinfo', value);
      expect(run.stdout).toMatch(/spec\s+SPEC §5: createdAt;expiresAt;trustLevel/);
      expect(run.stdout).toMatch(/store\s+(logs 'Failed to parse atInfo cookie'|treats it as absent without logging)/);
    },
  );

  it('names both failing fields of a value with two bad fields', async () => {
    const run = await dsp('atinfo', '1750000000;weird;x;;');
    expect(run.stdout).toMatch(/expiresAt\s+atinfo.notANumber: expiresAt "weird" is not a whole number/);
    expect(run.stdout).toMatch(/trustLevel\s+atinfo.badTrustLevel: trustLevel "x" is not low or normal/);
  });

  it('warns, without rejecting, when expiresAt is before createdAt or already past', async () => {
    const future = Math.floor(Date.now() / 1000) + 86_400 * 365;
    const run = await dspJson('atinfo', `${future + 10};${future};normal;e;;`);
    expect(run.code).toBe(0);
    expect(run.json).toMatchObject({ atInfo: { expiresAt: future }, warnings: [{ code: 'atinfo.expiresBeforeCreated' }] });
    expect((run.json as { warnings: unknown[] }).warnings).toHaveLength(1);
    const text = await dsp('atinfo', '1750000000;1750003600;normal;e;;');
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/warning\s+atinfo.expired: expiresAt 1750003600 is already past/);
  });

  it("logs 'Failed to parse atInfo cookie' to stderr on a parse failure (§8)", async () => {
    const run = await dsp('atinfo', '%E0%A4%A', '--json');
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('Failed to parse atInfo cookie\n');
    expect(JSON.parse(run.stdout)).toMatchObject({
      atInfo: null,
      issues: [{ code: 'atinfo.badEncoding', message: expect.stringContaining('character 6') }],
    });
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
    expect(json).toMatchObject(expected);
  });

  it('§6 rule 2: shows the client address settled on and the proxy hops skipped', async () => {
    const { json } = await dspJson(
      'auth',
      '--forwarded-for',
      '203.0.113.7, 10.0.0.9',
      '--forwarded-for',
      '192.168.1.1',
      '--peer',
      '127.0.0.1',
      '--trusted-proxies',
      '127.0.0.0/8,10.0.0.0/8,192.168.0.0/16',
    );
    expect(json).toMatchObject({
      isAuthorized: false,
      clientAddress: '203.0.113.7',
      forwardedFor: { status: 'used', reason: null, skippedHops: ['192.168.1.1', '10.0.0.9'] },
      issues: [],
    });
    const text = await dsp(
      'auth',
      '--forwarded-for',
      '203.0.113.7, 10.0.0.9',
      '--peer',
      '127.0.0.1',
      '--trusted-proxies',
      '127.0.0.1,10.0.0.0/8',
    );
    expect(text.stdout).toMatch(/client address\s+203\.0\.113\.7/);
    expect(text.stdout).toMatch(/skipped proxy hops\s+10\.0\.0\.9/);
  });

  it('§6 rule 2: under the default trusted proxies (loopback only) a 192.168.x peer cannot claim an internal address', async () => {
    const { json } = await dspJson('auth', '--forwarded-for', '10.1.2.3', '--peer', '192.168.1.50');
    expect(json).toMatchObject({ isAuthorized: false, reason: 'none', clientAddress: '192.168.1.50', forwardedFor: { status: 'ignored' } });
  });

  it('§6 rule 2: says X-Forwarded-For was ignored because the peer is not a trusted proxy', async () => {
    const { json } = await dspJson('auth', '--forwarded-for', '10.1.2.3', '--peer', '203.0.113.9');
    expect(json).toMatchObject({
      clientAddress: '203.0.113.9',
      forwardedFor: { status: 'ignored', reason: 'the peer 203.0.113.9 is not a trusted proxy, so anyone could have written the header' },
      issues: [{ code: 'auth.forwardedForIgnored', position: { argument: '--forwarded-for', field: 'forwardedFor' } }],
    });
  });

  it('§6: lists every rule, which applies and which one decided', async () => {
    const { json } = await dspJson('auth', '--forwarded-for', '10.1.2.3', '--peer', '127.0.0.1', '--cookie', 'hb-test=1');
    const rules = (json as { rules: { rule: number; applies: boolean; decided: boolean }[] }).rules;
    expect(rules.map((rule) => [rule.rule, rule.applies, rule.decided])).toEqual([
      [1, false, false],
      [2, true, true],
      [3, true, false],
      [4, false, false],
      [5, false, false],
    ]);
    const text = await dsp('auth', '--forwarded-for', '10.1.2.3', '--peer', '127.0.0.1', '--cookie', 'hb-test=1');
    expect(text.stdout).toMatch(/2 private-network\s+decided: the client 10\.1\.2\.3 is in/);
    expect(text.stdout).toMatch(/3 test-cookie\s+applies, but an earlier rule decided/);
  });

  it('§6 rule 4: says a token exp is in the past even though the token is not verified', async () => {
    const token = jwt({ cgid: 5, exp: 1_700_000_000 });
    const { json } = await dspJson('auth', '--cookie', `.at=${token}`);
    expect(json).toMatchObject({
      isAuthorized: true,
      reason: 'access-token',
      accessToken: { cookie: '.at', cgid: 5, exp: 1_700_000_000, expired: true },
      issues: [
        {
          code: 'auth.tokenExpired',
          message: expect.stringContaining('2023-11-14T22:13:20.000Z) is in the past'),
          position: { argument: '--cookie' },
        },
      ],
    });
    const future = jwt({ cgid: 5, exp: Math.floor(Date.now() / 1000) + 3600 });
    expect(await dspJson('auth', '--cookie', `.at=${future}`)).toMatchObject({ json: { accessToken: { expired: false }, issues: [] } });
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
