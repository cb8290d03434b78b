import { describe, expect, it } from 'vitest';
import { dsp, dspJson } from './run-cli';

const DAY = 24 * 60 * 60 * 1000;

describe('dsp cookies (SPEC §3 Cookie registry)', () => {
  it('prints the registry as a JSON array with the SPEC §3 field names', async () => {
    const { code, json } = await dspJson('cookies');
    expect(code).toBe(0);
    expect(Array.isArray(json)).toBe(true);
    const consent = (json as Record<string, unknown>[]).find((c) => c['key'] === 'consent');
    expect(consent).toMatchObject({ key: 'consent', name: '.consent', duration: 365 * DAY, secure: false, path: '/' });
    for (const field of ['key', 'name', 'team', 'description', 'category', 'path', 'secure', 'httpOnly']) {
      expect(consent).toHaveProperty(field);
    }
  });

  it('filters by category, case-insensitively', async () => {
    const { json } = await dspJson('cookies', '--category', 'essential');
    const rows = json as { category: string; name: string }[];
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
});
