/**
 * The `dsp` executable as users run it: the bundled dist/cli/dsp.js (built by
 * `npm test` and `npm install` before this runs), in a real child process.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const bin = resolve(root, 'dist/cli/dsp.js');

beforeAll(() => {
  if (!existsSync(bin)) execFileSync('node', ['scripts/bundle-cli.mjs'], { cwd: root });
});

function run(...argv: string[]) {
  return spawnSync(process.execPath, [bin, ...argv], { encoding: 'utf8', cwd: root });
}

describe('dsp executable', () => {
  it('is registered as the package bin', () => {
    const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { bin: Record<string, string> };
    expect(pkg.bin['dsp']).toBe('dist/cli/dsp.js');
    expect(readFileSync(bin, 'utf8').startsWith('#!/usr/bin/env node')).toBe(true);
  });

  it.each([
    [['consent', 'parse', 'pe1fu1ma1e', '--json'], 0],
    [['consent', 'parse', 'pe1fu1ma1x', '--json'], 1],
    [['consent', 'parse', '--no-such-option'], 2],
    [['--help'], 0],
    [['cookies', 'inspect', '--help'], 0],
  ])('exits as the contract says for %j', (argv, status) => {
    expect(run(...argv).status).toBe(status);
  });

  it('ends quietly when the reader of its output closes the pipe early (`dsp tokens | head`)', async () => {
    const child = spawn(process.execPath, [bin, 'tokens'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    // Closed before the child has started, so its first write meets a pipe without a reader.
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const status = await new Promise<number | null>((resolveExit) => child.on('close', (code) => resolveExit(code)));
    expect(stderr).toBe('');
    expect(status).toBe(0);
  });

  it('prints exactly one JSON document on stdout with --json', () => {
    const result = run('atinfo', '1;2;normal;;;', '--json');
    expect(() => JSON.parse(result.stdout)).not.toThrow();
    expect(result.stderr).toBe('');
  });

  it.each([
    'consent parse',
    'consent sync',
    'atinfo',
    'cookies',
    'cookies inspect',
    'cookies audit',
    'auth',
    'content validate',
    'build',
    'search',
    'tokens',
    'tokens contrast',
    'serve',
  ])('shows an example in `%s --help`', (command) => {
    const result = run(...command.split(' '), '--help');
    expect(result.stdout).toContain('Example');
    expect(result.stdout).toContain(`$ dsp ${command}`);
  });

  it('bundles no React, Vite or Hono, so cold start stays small', () => {
    const source = readFileSync(bin, 'utf8');
    for (const heavy of ['react-dom', 'node_modules/react/', 'node_modules/vite/', 'node_modules/hono/']) {
      expect(source).not.toContain(heavy);
    }
  });
});
