/**
 * `npm run build` skips a step whose inputs did not change (scripts/build-skip.ts): on a temporary Git working tree,
 * a changed input reruns its step and the steps that depend on it, and no other; ignored files are no input; a
 * missing output or an unknown hash runs the step.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { canSkip, readBuildHashes, stepHashes, storedHashOf, writeBuildHash, type SkippableStep } from '../../scripts/build-skip';

const root = mkdtempSync(join(tmpdir(), 'harbor-build-skip-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

/** tokens ← content (reads the tokens' output) ← client; server alone. */
const steps: readonly SkippableStep[] = [
  { name: 'tokens', inputs: ['tokens'], outputs: ['out/tokens.css'] },
  {
    name: 'content',
    inputs: ['content'],
    after: ['tokens'],
    key: '--data out/data',
    outputs: ['out/data.json', 'out/examples/ex-1.tsx'],
    namedOutputs: ['out/examples'],
  },
  { name: 'client', inputs: ['viewer'], after: ['content'], outputs: ['out/client.js'] },
  { name: 'server', inputs: ['server', 'package.json'], outputs: ['out/server.js'] },
];

/** Builds what cannot be skipped, as scripts/build.ts does; returns the names of the steps it ran. */
function build(): string[] {
  const hashes = stepHashes(root, steps);
  const stored = readBuildHashes(root);
  const ran: string[] = [];
  for (const step of steps) {
    if (canSkip(root, step, hashes.get(step.name), stored)) continue;
    for (const output of step.outputs) write(output, step.name);
    writeBuildHash(root, step.name, storedHashOf(root, step, hashes.get(step.name)));
    ran.push(step.name);
  }
  return ran;
}

execFileSync('git', ['init', '--quiet'], { cwd: root });
write('.gitignore', 'out/\n*.log\n');
write('tokens/base.json', '{"white": "#ffffff"}');
write('content/page.md', '# Page');
write('viewer/app.tsx', 'export {};');
write('server/main.ts', 'export {};');
write('package.json', '{}');

describe('build step skipping', () => {
  it('runs every step the first time, and none when nothing changed', () => {
    expect(build()).toEqual(['tokens', 'content', 'client', 'server']);
    expect(build()).toEqual([]);
  });

  it('reruns the step whose input changed and the steps after it that depend on it, and no other', () => {
    write('tokens/base.json', '{"white": "#123457"}');
    expect(build()).toEqual(['tokens', 'content', 'client']);
    write('viewer/app.tsx', 'export const changed = true;');
    expect(build()).toEqual(['client']);
    write('package.json', '{"name": "changed"}');
    expect(build()).toEqual(['server']);
    expect(build()).toEqual([]);
  });

  it('counts a new file as an input, and an ignored one not', () => {
    write('content/new-page.md', '# New');
    expect(build()).toEqual(['content', 'client']);
    write('content/build.log', 'noise');
    expect(build()).toEqual([]);
  });

  it('runs a step whose output is gone, or whose hash was never stored', () => {
    rmSync(join(root, 'out/server.js'));
    expect(build()).toEqual(['server']);
    writeBuildHash(root, 'client', null);
    expect(build()).toEqual(['client']);
  });

  it("reruns a step when another tool left other files in a folder it writes (dsp dev's example modules), and then no other", () => {
    write('out/examples/ex-other-content.tsx', 'export {};');
    expect(build()).toEqual(['content']);
    expect(build()).toEqual([]);
  });

  it('runs every step when git cannot list the files', () => {
    const hashes = stepHashes(join(root, 'no-such-folder'), steps);
    expect([...hashes.values()]).toEqual([null, null, null, null]);
    expect(steps.some((step) => canSkip(root, step, hashes.get(step.name), readBuildHashes(root)))).toBe(false);
  });
});
