/**
 * The options of `dsp cookies audit` that shape its output for CI, checked
 * before any browser starts (docs/cli.md, Cookie audit, CI): a missing
 * --baseline is refused with how to create one, and --format takes one of
 * text, json, sarif, junit (exit 2 for a bad command, as for any usage error).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dsp } from '../run-cli';

const folder = mkdtempSync(join(tmpdir(), 'dsp-audit-outputs-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('dsp cookies audit --baseline and --format, before the browser', () => {
  it('refuses a missing baseline rather than creating it, and says how to create one (exit 2, before any browser)', async () => {
    const missing = join(folder, 'baseline-home.json');
    const run = await dsp('cookies', 'audit', 'http://127.0.0.1:9/', '--baseline', missing);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `error: ${missing}: no such file. A baseline is the report of an earlier run: create it with ` +
        `dsp cookies audit http://127.0.0.1:9/ --write-baseline ${missing}, review and commit it, then pass it to --baseline\n`,
    );
    const json = await dsp('cookies', 'audit', 'http://127.0.0.1:9/', '--baseline', missing, '--format', 'json');
    expect(JSON.parse(json.stdout).issues[0]).toMatchObject({ code: 'audit.badBaseline', position: { argument: '--baseline' } });
  });

  it('takes one output format: an unknown --format, or --json beside --format sarif, is a usage error', async () => {
    const unknown = await dsp('cookies', 'audit', 'http://127.0.0.1:9/', '--format', 'xml');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('expected one of text, json, sarif, junit, found "xml"');
    const both = await dsp('cookies', 'audit', 'http://127.0.0.1:9/', '--format', 'sarif', '--json');
    expect(both.code).toBe(2);
    expect(JSON.parse(both.stdout).issues[0]).toMatchObject({ code: 'usage.invalid', position: { argument: '--format' } });
  });
});
