/**
 * The files `dsp cookies audit` reads before it starts a browser: the
 * store's registry file (--registry) and an earlier report (--baseline). A
 * bad file stops the audit with exit 2 and says which file, where in it, and
 * what is allowed (docs/cli.md, Cookie audit); so does --timeout 0.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dsp } from '../run-cli';

const folder = mkdtempSync(join(tmpdir(), 'dsp-audit-files-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function file(name: string, content: string): string {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
}

describe('dsp cookies audit --registry and --baseline', () => {
  it('names the file, the JSON path and what is allowed for each bad declaration, and exits 2', async () => {
    const registry = file(
      'bad.json',
      JSON.stringify({
        cookies: [
          { name: '_gcl_au', category: 'Ads', secure: false, httpOnly: false },
          { name: '_fbp', category: 'Marketing', secure: 'no', httpOnly: false },
        ],
      }),
    );
    const run = await dsp('cookies', 'audit', 'http://127.0.0.1:9/', '--registry', registry);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `error: ${registry}: cookies[0].category: expected one of Essential, Functional, Performance, Marketing\n` +
        `error: ${registry}: cookies[1].secure: expected true or false\n`,
    );
    expect(run.stdout).toBe('');
  });

  it('places each issue at the option and the JSON path under --json', async () => {
    const registry = file('bad-storage.json', JSON.stringify({ storage: [{ key: 'cart', area: 'disk', category: 'Essential' }] }));
    const run = await dsp('cookies', 'audit', 'http://127.0.0.1:9/', '--registry', registry, '--json');
    expect(run.code).toBe(2);
    expect(JSON.parse(run.stdout)).toEqual({
      url: 'http://127.0.0.1:9/',
      issues: [
        {
          code: 'audit.badRegistry',
          message: `${registry}: storage[0].area: expected local or session`,
          position: { argument: '--registry', field: 'storage[0].area' },
        },
      ],
    });
  });

  it('says a registry file is not JSON, or cannot be read', async () => {
    const broken = file('broken.json', '{"cookies": [');
    expect((await dsp('cookies', 'audit', 'http://127.0.0.1:9/', '--registry', broken)).stderr).toMatch(
      new RegExp(`^error: ${broken}: not JSON: `),
    );
    const missing = join(folder, 'missing.json');
    expect((await dsp('cookies', 'audit', 'http://127.0.0.1:9/', '--registry', missing)).stderr).toMatch(
      new RegExp(`^error: ${missing}: cannot read it \\(ENOENT`),
    );
  });

  it('refuses a baseline that is not an earlier --json report', async () => {
    const baseline = file('baseline.json', JSON.stringify({ url: 'http://x/', states: [] }));
    const run = await dsp('cookies', 'audit', 'http://127.0.0.1:9/', '--baseline', baseline);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`error: ${baseline}: problems: `);
  });

  it('refuses --timeout 0, which would wait forever', async () => {
    const run = await dsp('cookies', 'audit', 'http://127.0.0.1:9/', '--timeout', '0');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('0 would wait forever');
  });
});
