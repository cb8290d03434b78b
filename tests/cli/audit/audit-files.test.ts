/**
 * The files `dsp cookies audit` reads before it starts a browser: the
 * store's registry file (--registry) and an earlier report (--baseline). A
 * bad file stops the audit with exit 2 and says which file, where in it, and
 * what is allowed (docs/cli.md, Cookie audit); so does --timeout 0.
 */
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
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
          message: `${registry}: storage[0].area: expected local, session or indexedDB (key is then the database name)`,
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

  it('refuses a registry that is no regular file, such as /dev/zero, before reading it', async () => {
    const started = Date.now();
    const run = await dsp('cookies', 'audit', 'http://127.0.0.1:9/', '--registry', '/dev/zero');
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('error: /dev/zero: is a character device, not a regular file; --registry reads a JSON file\n');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses a registry or a baseline over its size limit, naming the file, its size and the limit', async () => {
    // Sparse: as large as the probe's baseline without writing it.
    const baseline = file('huge-baseline.json', '');
    truncateSync(baseline, 127 * 1024 * 1024);
    const started = Date.now();
    const run = await dsp('cookies', 'audit', 'http://127.0.0.1:9/', '--baseline', baseline, '--json');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(run.code).toBe(2);
    expect(JSON.parse(run.stdout).issues).toEqual([
      {
        code: 'audit.badBaseline',
        message: `${baseline}: is 127 MiB (133169152 bytes); the limit for --baseline is 8 MiB (8388608 bytes)`,
        position: { argument: '--baseline' },
      },
    ]);
    const registry = file('big-registry.json', '');
    truncateSync(registry, 1024 * 1024 + 1);
    expect((await dsp('cookies', 'audit', 'http://127.0.0.1:9/', '--registry', registry)).stderr).toBe(
      `error: ${registry}: is 1 MiB (1048577 bytes); the limit for --registry is 1 MiB (1048576 bytes)\n`,
    );
  });

  it('refuses --timeout 0, which would wait forever', async () => {
    const run = await dsp('cookies', 'audit', 'http://127.0.0.1:9/', '--timeout', '0');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('0 would wait forever');
  });
});

describe('dsp cookies audit --evidence', () => {
  it('refuses a folder that cannot be created before any browser starts, naming it, with exit 2', async () => {
    const blocker = file('not-a-folder', 'a file');
    const run = await dsp('cookies', 'audit', 'http://127.0.0.1:9/', '--evidence', join(blocker, 'evidence'), '--json');
    expect(run.code).toBe(2);
    const issues = (JSON.parse(run.stdout) as { issues: { code: string; message: string; position: unknown }[] }).issues;
    expect(issues).toEqual([
      {
        code: 'audit.evidenceNotWritten',
        message: expect.stringContaining(`could not create the evidence folder ${join(blocker, 'evidence')}: ENOTDIR`),
        position: { argument: '--evidence' },
      },
    ]);
  });
});
