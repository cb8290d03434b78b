import { describe, expect, it } from 'vitest';
import { dsp, dspJson } from './run-cli';

const DAY = 24 * 60 * 60 * 1000;

describe('dsp cookies (SPEC §3 Cookie registry)', () => {
  it('prints the registry as { cookies, issues } with the SPEC §3 field names', async () => {
    const { code, json } = await dspJson('cookies');
    expect(code).toBe(0);
    expect(json).toMatchObject({ issues: [] });
    const consent = (json as { cookies: Record<string, unknown>[] }).cookies.find((c) => c['key'] === 'consent');
    expect(consent).toMatchObject({ key: 'consent', name: '.consent', duration: 365 * DAY, secure: false, path: '/' });
    for (const field of ['key', 'name', 'team', 'description', 'category', 'path', 'secure', 'httpOnly']) {
      expect(consent).toHaveProperty(field);
    }
  });

  it('filters by category, case-insensitively', async () => {
    const { json } = await dspJson('cookies', '--category', 'essential');
    const rows = (json as { cookies: { category: string; name: string }[] }).cookies;
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.every((c) => c.category === 'Essential')).toBe(true);
    expect(rows.map((c) => c.name)).toContain('.xpid');
  });

  it('rejects an unknown category with the allowed list', async () => {
    const run = await dsp('cookies', '--category', 'Tasty');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Essential, Functional, Performance, Marketing');
  });

  it('prints a readable table by default', async () => {
    const run = await dsp('cookies');
    expect(run.stdout).toMatch(/\.sid\s+session-id\s+Essential\s+2 hours/);
    expect(run.stdout).toMatch(/idePrefix\s+ide-prefix\s+\w+\s+14 days/);
  });
});

describe('dsp cookies inspect', () => {
  it('decodes the cookies core can read and flags unknown ones', async () => {
    const header = '.consent=pe1fu1ma0e; .consent-ts=68503b37; .dsdevmode=true; mystery=1; hb-test=';
    const { code, json } = await dspJson('cookies', 'inspect', header);
    expect(code).toBe(0);
    const cookies = (
      json as { cookies: { name: string; definition: unknown; decoded: { kind: string; valid: boolean; value: unknown } | null }[] }
    ).cookies;
    expect(cookies.map((c) => c.name)).toEqual(['.consent', '.consent-ts', '.dsdevmode', 'mystery', 'hb-test']);
    expect(cookies[0]?.decoded).toMatchObject({ kind: 'consent', valid: true, value: { type: 'EXPLICIT', values: { Marketing: 0 } } });
    expect(cookies[1]?.decoded).toMatchObject({ kind: 'consent-ts', value: 1750088503 });
    expect(cookies[2]?.decoded).toMatchObject({ kind: 'dev-mode', value: true });
    expect(cookies[3]?.definition).toBeNull();
    expect(cookies[4]?.definition).toMatchObject({ name: 'hb-test', category: 'Essential' });
  });

  it('exits 1 when a decodable cookie is invalid, and keeps the first of duplicate names', async () => {
    const { code, json } = await dspJson('cookies', 'inspect', '.consent=bad; .consent=pe1fu1ma1e');
    expect(code).toBe(1);
    const cookies = (json as { cookies: { value: string; decoded: { valid: boolean } }[] }).cookies;
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatchObject({ value: 'bad', decoded: { valid: false } });
  });

  it('shows the unverified access-token payload and whether it authorizes', async () => {
    const payload = Buffer.from(JSON.stringify({ cgid: 5, sub: 'u1' })).toString('base64url');
    const run = await dsp('cookies', 'inspect', `.at=eyJhbGciOiJub25lIn0.${payload}.`);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('"cgid":5');
    expect(run.stdout).toContain('yes: cgid is 5 or 26');
  });

  it('reports the pairs of a Cookie header it skips, and exits 1 for one that is no cookie', async () => {
    const run = await dspJson('cookies', 'inspect', 'garbage; hb-test=1; hb-test=2');
    expect(run.code).toBe(1);
    expect(run.json).toMatchObject({
      cookies: [{ name: 'hb-test', value: '1' }],
      issues: [
        {
          code: 'cookieHeader.noEquals',
          message: expect.stringContaining('pair 1 '),
          position: { argument: '<cookie-header>', field: 'pair 1' },
        },
        {
          code: 'cookieHeader.duplicateName',
          message: expect.stringContaining('pair 3 '),
          position: { argument: '<cookie-header>', field: 'pair 3' },
        },
      ],
    });
    const text = await dsp('cookies', 'inspect', 'garbage');
    expect(text.stdout).toBe(
      `no cookies in that header\nskipped  cookieHeader.noEquals: pair 1 "garbage" has no '=', so it is no cookie\n`,
    );
    // A repeated name alone is normal (two paths), not an error.
    expect((await dsp('cookies', 'inspect', 'hb-test=1; hb-test=2')).code).toBe(0);
  });
});

describe('dsp cookies inspect: a header pasted with its name', () => {
  it('drops a leading Cookie: header name, in any case, and says so', async () => {
    const run = await dspJson('cookies', 'inspect', 'Cookie: .consent=pe1fu1ma1e; hb-test=1');
    expect(run.code).toBe(0);
    expect(run.json).toMatchObject({
      cookies: [{ name: '.consent', decoded: { valid: true } }, { name: 'hb-test' }],
      notes: ['read as a Cookie header: the leading "Cookie:" header name was dropped'],
    });
    const text = await dsp('cookies', 'inspect', 'cookie:.consent=pe1fu1ma1e');
    expect(text.stdout).toMatch(/^note\s+read as a Cookie header: the leading "cookie:" header name was dropped\n/);
    expect(text.stdout).toMatch(/\n\.consent\s+consent \(Essential/);
  });

  it('reads a pasted Set-Cookie: line as a Set-Cookie line, and says so', async () => {
    const run = await dspJson('cookies', 'inspect', 'SET-COOKIE: .themeshade=alpine-dark; Path=/; Max-Age=31536000; Secure; SameSite=Lax');
    expect(run.code).toBe(0);
    expect(run.json).toMatchObject({
      setCookies: [{ cookie: { name: '.themeshade' }, findings: [] }],
      notes: ['read as a Set-Cookie line: the leading "SET-COOKIE:" header name was dropped'],
    });
    const option = await dspJson(
      'cookies',
      'inspect',
      '--set-cookie',
      'Set-Cookie: .themeshade=alpine-dark; Path=/; Max-Age=60; Secure; SameSite=Lax',
    );
    expect(option.json).toMatchObject({ setCookies: [{ cookie: { name: '.themeshade' } }] });
  });
});

describe('dsp cookies inspect --set-cookie (SPEC §3 Cookie registry)', () => {
  it('accepts a line that matches its registry entry', async () => {
    const run = await dspJson(
      'cookies',
      'inspect',
      '--set-cookie',
      '.themeshade=alpine-dark; Path=/; Max-Age=31536000; Secure; SameSite=Lax',
    );
    expect(run.code).toBe(0);
    expect(run.json).toMatchObject({
      setCookies: [
        { cookie: { name: '.themeshade', maxAge: 31_536_000 }, definition: { key: 'theme-shade' }, lifetimeMs: 365 * DAY, findings: [] },
      ],
      issues: [],
    });
  });

  it('checks expiry under the 400-day cap and every attribute, as the audit does', async () => {
    const run = await dspJson('cookies', 'inspect', '--set-cookie', '.vr=1; Max-Age=99999999; HttpOnly; SameSite=Strict; Path=/x');
    expect(run.code).toBe(1);
    const { setCookies, issues } = run.json as {
      setCookies: { findings: { kind: string; expected: string; actual: string }[] }[];
      issues: unknown[];
    };
    expect(setCookies[0]?.findings.map((f) => [f.kind, f.expected, f.actual])).toEqual([
      ['expiry', '365 days', '1157.4 days asked, 400 days kept'],
      ['attribute', 'secure=true', 'secure=false'],
      ['attribute', 'httpOnly=false', 'httpOnly=true'],
      ['attribute', 'sameSite=lax', 'sameSite=strict'],
      ['attribute', 'path=/', 'path=/x'],
    ]);
    expect(issues[0]).toEqual({
      code: 'cookies.expiry',
      message: '.vr was written to live 1157.4 days (the browser keeps it 400 days); its registry duration is 365 days',
      position: { argument: '--set-cookie', field: '.vr' },
    });
  });

  it('reads a line without SameSite as SameSite Lax, the default Chromium applies', async () => {
    // theme-shade is registered Lax, so a line without SameSite matches it...
    const lax = await dspJson('cookies', 'inspect', '--set-cookie', '.themeshade=alpine-dark; Path=/; Max-Age=31536000; Secure');
    expect(lax.code).toBe(0);
    expect(lax.json).toMatchObject({ setCookies: [{ cookie: { name: '.themeshade', sameSite: null }, findings: [] }] });
    const text = await dsp('cookies', 'inspect', '--set-cookie', '.themeshade=alpine-dark; Path=/; Max-Age=31536000; Secure');
    expect(text.stdout).toMatch(/verdict\s+matches the registry/);
    // ...and display-culture, registered None, is told it gets Lax.
    const none = await dspJson('cookies', 'inspect', '--set-cookie', 'DisplayCulture=de-CH; Path=/; Max-Age=31536000; Secure');
    const findings = (none.json as { setCookies: { findings: { kind: string; expected: string; actual: string }[] }[] }).setCookies[0]
      ?.findings;
    expect(findings?.map((f) => [f.kind, f.expected, f.actual])).toEqual([['attribute', 'sameSite=none', 'sameSite=lax']]);
  });

  it('judges the lifetime asked, as the audit does, and shows both asked and kept', async () => {
    const run = await dspJson('cookies', 'inspect', '--set-cookie', '.consent=pe1fu1ma1e; Path=/; Max-Age=99999999; SameSite=Lax');
    expect(run.json).toMatchObject({
      setCookies: [
        {
          lifetimeMs: 400 * DAY,
          askedLifetimeMs: 99_999_999_000,
          findings: [{ kind: 'expiry', actual: '1157.4 days asked, 400 days kept' }],
        },
      ],
    });
    const text = await dsp('cookies', 'inspect', '--set-cookie', '.consent=pe1fu1ma1e; Path=/; Max-Age=99999999; SameSite=Lax');
    expect(text.stdout).toMatch(/lifetime\s+400 days \(asked 1157.4 days\)/);
    expect(text.stdout).not.toContain('.consent lives 400 days');
  });

  it('says Chromium rejects SameSite=None without Secure, and exits 1', async () => {
    const run = await dspJson('cookies', 'inspect', '--set-cookie', '.consent=pe1fu1ma1e; Path=/; Max-Age=60; SameSite=None');
    expect(run.code).toBe(1);
    expect(run.json).toMatchObject({
      setCookies: [{ rejected: [{ code: 'setCookie.sameSiteNoneWithoutSecure' }] }],
      issues: expect.arrayContaining([
        {
          code: 'setCookie.sameSiteNoneWithoutSecure',
          message:
            'SameSite=None without Secure: Chromium (and other current browsers) reject the cookie, so it is never stored; add Secure',
          position: { argument: '--set-cookie #1' },
        },
      ]),
    });
    const text = await dsp('cookies', 'inspect', '--set-cookie', '.consent=pe1fu1ma1e; Path=/; Max-Age=60; SameSite=None');
    expect(text.stdout).toMatch(/rejected\s+setCookie\.sameSiteNoneWithoutSecure: SameSite=None without Secure/);
  });

  it('flags an undeclared cookie and an expiry on a session-only one', async () => {
    const run = await dsp(
      'cookies',
      'inspect',
      '--set-cookie',
      'tracker=1; Secure',
      '--set-cookie',
      'RedirectCountry=CH; Max-Age=60; Secure',
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/error\s+undeclared: tracker is set, but no registry entry has that name/);
    expect(run.stdout).toMatch(/error\s+expiry: RedirectCountry is registered as session only, but expires in 1 minute\b/);
  });

  it('refuses a line a browser refuses, with the reason and which line', async () => {
    const run = await dspJson('cookies', 'inspect', '--set-cookie', 'no-equals-sign');
    expect(run.code).toBe(1);
    expect(run.json).toMatchObject({ issues: [{ code: 'setCookie.noEquals', position: { argument: '--set-cookie #1' } }] });
  });

  it('exits 2 without a header or a line, or with both', async () => {
    expect((await dsp('cookies', 'inspect')).code).toBe(2);
    const both = await dsp('cookies', 'inspect', 'a=1', '--set-cookie', 'a=1', '--json');
    expect(both.code).toBe(2);
    expect(JSON.parse(both.stdout)).toEqual({
      issues: [
        {
          code: 'usage.invalid',
          message: 'give either a Cookie header or --set-cookie lines, not both',
          position: { argument: '--set-cookie' },
        },
      ],
    });
  });
});

describe('dsp cookies inspect: .atinfo (SPEC §3 Access-token info, §5)', () => {
  it('names the failing field, as dsp atinfo does, instead of one generic line', async () => {
    const { code, json } = await dspJson('cookies', 'inspect', '.atinfo=1%3B2%3Bx');
    expect(code).toBe(1);
    expect(json).toMatchObject({
      issues: [
        {
          code: 'atinfo.badTrustLevel',
          message: 'trustLevel "x" is not low or normal',
          position: { argument: '<cookie-header>', field: '.atinfo' },
        },
      ],
    });
    const text = await dsp('cookies', 'inspect', '.atinfo=1%3B2%3Bx');
    expect(text.stdout).toContain('spec     SPEC §5: createdAt;expiresAt;trustLevel');
  });

  it('warns, without rejecting, when expiresAt is before createdAt', async () => {
    const run = await dsp('cookies', 'inspect', '.atinfo=1750003600%3B1750000000%3Bnormal');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/warning\s+atinfo\.expiresBeforeCreated: expiresAt 1750000000 is before createdAt 1750003600/);
  });
});

describe('dsp cookies inspect --json carries its reasons', () => {
  it('§5 consent cookie string: lists each invalid value as an issue at its cookie', async () => {
    const run = await dspJson('cookies', 'inspect', '.consent=bad; .consent-ts=zz');
    expect(run.json).toMatchObject({
      issues: [
        { code: 'consent.badEnding', position: { argument: '<cookie-header>', field: '.consent' } },
        { code: 'consentTs.badValue', position: { argument: '<cookie-header>', field: '.consent-ts' } },
      ],
    });
  });
});

describe('dsp cookies inspect: values pasted from a log', () => {
  it('calls a decimal .consent-ts invalid, with the hex to give, and a URL-encoded .consent gets a hint', async () => {
    const run = await dspJson('cookies', 'inspect', '.consent-ts=1750000000; .consent=pe1fu1ma1e%3B');
    expect(run.code).toBe(1);
    expect(run.json).toMatchObject({
      issues: [
        { code: 'consentTs.decimal', message: expect.stringContaining('give 684ee180'), position: { field: '.consent-ts' } },
        { code: 'consent.badEnding' },
        { code: 'consent.hint', message: expect.stringContaining('still URL-encoded'), position: { field: '.consent' } },
      ],
    });
  });
});

describe('dsp --version', () => {
  it('prints the version of the package', async () => {
    const run = await dsp('--version');
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`${(await import('../../package.json')).version}\n`);
  });
});
