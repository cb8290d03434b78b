/** Runs `dsp` in-process with captured output, for CLI tests. */
import { runCli } from '../../cli/run';

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export async function dsp(...argv: string[]): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { code, stdout, stderr };
}

/** Runs `dsp` with --json and parses the single JSON document it must print. */
export async function dspJson(...argv: string[]): Promise<{ code: number; json: unknown }> {
  const run = await dsp(...argv, '--json');
  return { code: run.code, json: JSON.parse(run.stdout) };
}
