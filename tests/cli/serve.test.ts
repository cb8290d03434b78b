/**
 * `dsp serve` (docs/reliability.md): option checks, and when a build counts as out of
 * date. (Serving itself is covered by node-server.test.ts.)
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isBuildStale } from '../../cli/commands/serve';
import { parseServerConfig } from '../../server/config';
import { dsp } from './run-cli';

describe('dsp serve: options', () => {
  it.each([
    [['serve', '--port', 'abc'], "option '--port <n>' argument 'abc' is invalid. expected a whole number 0-65535 (0 picks a free port)"],
    [['serve', '--port', '70000'], 'expected a whole number 0-65535'],
    [['serve', '--host', 'a b'], 'expected a host name or IP address'],
    [['serve', '--data', ' '], 'expected a folder path, e.g. .data'],
    [['serve', '--no-such-option'], "unknown option '--no-such-option'"],
  ])('%j is a usage error (exit 2)', async (argv, message) => {
    const run = await dsp(...argv);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
  });

  it('checks the options with the server configuration schema, as the server checks PORT, HOST and DATA_DIR', async () => {
    for (const [option, variable, value] of [
      ['--port', 'PORT', '70000'],
      ['--host', 'HOST', 'a b'],
    ] as const) {
      const fromServer = parseServerConfig({ [variable]: value });
      const message = fromServer.ok ? '' : (fromServer.issues[0]?.message.split(': ').slice(1).join(': ') ?? '');
      expect(message).not.toBe('');
      expect((await dsp('serve', option, value)).stderr).toContain(message);
    }
  });

  it('stops before building when the environment has a bad server setting, with the server message', async () => {
    const before = process.env['BUILD_VERSION'];
    process.env['BUILD_VERSION'] = 'not valid!';
    try {
      const run = await dsp('serve');
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("dsp serve: BUILD_VERSION='not valid!': expected 1-100 characters");
      expect(run.stderr).not.toContain('building');
    } finally {
      if (before === undefined) delete process.env['BUILD_VERSION'];
      else process.env['BUILD_VERSION'] = before;
    }
  });

  it('has help with an example', async () => {
    const run = await dsp('serve', '--help');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('http://127.0.0.1:3000/designsystem');
  });
});

describe('dsp serve: out-of-date builds', () => {
  const dir = mkdtempSync(join(tmpdir(), 'harbor-serve-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const at = (path: string, seconds: number) => {
    writeFileSync(path, 'x');
    utimesSync(path, seconds, seconds);
    return path;
  };

  it('is stale when an output is missing', () => {
    expect(isBuildStale([join(dir, 'missing.js')], [dir])).toBe(true);
  });

  it('is stale when a source file, however deep, is newer than the oldest output', () => {
    const sources = join(dir, 'src');
    mkdirSync(join(sources, 'deep'), { recursive: true });
    at(join(sources, 'a.ts'), 1000);
    const older = at(join(dir, 'old-out.js'), 1500);
    const newer = at(join(dir, 'new-out.js'), 3000);
    expect(isBuildStale([older, newer], [sources])).toBe(false);
    at(join(sources, 'deep', 'b.ts'), 2000);
    expect(isBuildStale([older, newer], [sources])).toBe(true);
    expect(isBuildStale([newer], [sources])).toBe(false);
  });

  it('ignores sources that do not exist', () => {
    const output = at(join(dir, 'out.js'), 5000);
    expect(isBuildStale([output], [join(dir, 'no-such-folder')])).toBe(false);
  });
});
