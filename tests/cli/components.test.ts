/**
 * `dsp components` lists the component manifest (the requirement: `dsp components [--status <s>]
 * [--json]` with the exit codes and `--json` issues of every command): from a manifest.json or from the folder
 * `dsp build` wrote, filtered by status, and a clear error naming the file when the manifest is bad.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ComponentManifest } from '../../core/components';
import { dsp, dspJson } from './run-cli';

const manifest: ComponentManifest = {
  package: '@harbor/react',
  version: '0.2.0',
  components: [
    {
      name: 'Button',
      status: 'stable',
      since: '0.1.0',
      route: '/components/button-code',
      props: [
        {
          name: 'variant',
          type: "'primary' | 'secondary'",
          required: false,
          default: "'primary'",
          description: 'How loud.',
          control: 'select',
          options: ['primary', 'secondary'],
        },
        { name: 'onClick', type: '() => void', required: false, default: null, description: '', control: 'none' },
      ],
      examples: [],
      changes: [{ version: '0.2.0', date: '2026-11-26', summary: 'All components: ship built ESM.' }],
    },
    {
      name: 'TableRow',
      status: 'beta',
      since: '0.1.0',
      route: '/components/table',
      props: [],
      examples: [],
      changes: [],
    },
  ],
};

const scratch = mkdtempSync(join(tmpdir(), 'dsp-components-'));
const write = (name: string, data: unknown) => {
  const file = join(scratch, name);
  writeFileSync(file, JSON.stringify(data));
  return file;
};

describe('dsp components', () => {
  it('lists every component with status, since, last change, props documented and its page', async () => {
    const run = await dsp('components', '--manifest', write('manifest.json', manifest));
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe('@harbor/react 0.2.0: 2 components');
    expect(lines[3]).toMatch(/^Button\s+stable\s+0\.1\.0\s+0\.2\.0 \(2026-11-26\)\s+1 of 2\s+\/components\/button-code$/);
    expect(lines[4]).toMatch(/^TableRow\s+beta\s+0\.1\.0\s+—\s+0 of 0\s+\/components\/table$/);
  });

  it('keeps one status with --status, and prints the manifest format under --json', async () => {
    const { code, json } = await dspJson('components', '--manifest', write('manifest.json', manifest), '--status', 'beta');
    expect(code).toBe(0);
    expect(json).toEqual({ ...manifest, components: [manifest.components[1]] });
  });

  it('reads the manifest of the folder dsp build wrote', async () => {
    const data = join(scratch, 'data');
    mkdirSync(data, { recursive: true });
    writeFileSync(join(data, 'content.json'), JSON.stringify({ formatVersion: 1, components: manifest }));
    const run = await dsp('components', '--data', data, '--status', 'stable');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('@harbor/react 0.2.0: 1 components');
  });

  it('says which file and field is wrong in a bad manifest, with exit 1', async () => {
    const bad = write('bad.json', { ...manifest, components: [{ ...manifest.components[0], status: 'ready' }] });
    const run = await dsp('components', '--manifest', bad);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`error: ${bad}: components.0.status: expected one of experimental, beta, stable, deprecated`);
    const { json } = await dspJson('components', '--manifest', bad);
    expect(json).toMatchObject({
      issues: [{ code: 'manifest.invalid', position: { argument: '--manifest', field: 'components.0.status' } }],
    });
  });
});
