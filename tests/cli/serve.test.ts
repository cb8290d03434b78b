/**
 * `dsp serve` (docs/reliability.md): option checks, and the build it runs, `npm run build`. (Serving itself is
 * covered by node-server.test.ts.)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseServerConfig } from '../../server/config';
import { dsp } from './run-cli';

const root = resolve(import.meta.dirname, '../..');

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

describe('npm run build, the one build entry point', () => {
  // npm start must not delete files that a running dsp needs.
  it('keeps the chunks of an earlier CLI build that a running dsp may still load, and drops them once a day old', () => {
    const buildCli = () => execFileSync(process.execPath, ['scripts/bundle-cli.mjs'], { cwd: root });
    buildCli();
    const chunks = join(root, 'dist/cli/chunks');
    const before = readdirSync(chunks);
    // A chunk only an earlier build wrote, as a dsp started before this build loads it on demand.
    const earlier = join(chunks, `earlier-build-${process.pid}.js`);
    writeFileSync(earlier, 'export const fromAnEarlierBuild = true;\n');
    buildCli();
    expect(existsSync(earlier)).toBe(true);
    expect(readdirSync(chunks)).toEqual(expect.arrayContaining(before));

    const twoDaysAgo = (Date.now() - 2 * 24 * 60 * 60 * 1000) / 1000;
    utimesSync(earlier, twoDaysAgo, twoDaysAgo);
    buildCli();
    expect(existsSync(earlier)).toBe(false);
  }, 120_000);

  it('is what dsp serve runs: no step of its own compares file dates', () => {
    const serve = readFileSync(join(root, 'cli/commands/serve.ts'), 'utf8');
    // The script npm run build runs, started directly: no second npm in npm start.
    expect(serve).toContain("'scripts/run-ts.mjs', 'scripts/build.ts'");
    expect(serve).not.toMatch(/mtimeMs|statSync/);
    const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['build']).toBe('node scripts/run-ts.mjs scripts/build.ts');
  });
});
