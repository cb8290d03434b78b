/**
 * The V8 flags the `dsp` executable sets for itself (cli/process-flags.ts): a content build optimises later
 * (docs/performance.md, Builds); every other command, the long-running dev server and `dsp serve` among them, keeps
 * V8's defaults.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_INTERRUPT_BUDGET, v8FlagsFor } from '../../cli/process-flags';

describe('the dsp executable’s V8 flags', () => {
  it('raises the interrupt budget for a content build and for nothing else', () => {
    expect(v8FlagsFor(['build', '--content', 'content'])).toEqual([BUILD_INTERRUPT_BUDGET]);
    expect(v8FlagsFor(['content', 'validate', '--strict'])).toEqual([BUILD_INTERRUPT_BUDGET]);
    for (const argv of [['dev'], ['serve'], ['mcp'], ['search', 'build'], ['content'], ['consent', 'parse', 'build'], []])
      expect(v8FlagsFor(argv), argv.join(' ')).toEqual([]);
  });

  it('is a flag V8 accepts', () => {
    const bin = resolve(import.meta.dirname, '../../dist/cli/dsp.js');
    expect(existsSync(bin)).toBe(true);
    // V8 ignores a flag it does not know with a warning on stderr, so the executable's own start must print none.
    const run = spawnSync(process.execPath, [bin, 'content', 'validate', '--content', resolve(import.meta.dirname, 'no-such-folder')], {
      encoding: 'utf8',
    });
    expect(run.stderr).not.toMatch(/unknown|flag/i);
    expect(run.status).not.toBe(0);
  });
});
