/**
 * What a CLI command writes to, so tests can capture output without a process,
 * and the exit codes every command shares (docs/cli.md: 0 valid, 1 invalid, 2 usage).
 */

export interface CliIO {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}

export const ExitCode = {
  valid: 0,
  invalid: 1,
  usage: 2,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** Where a command leaves its exit code for `runCli`. */
export interface CommandState {
  exitCode: number;
}

/** Prints exactly one JSON document followed by a newline. */
export function writeJson(io: CliIO, value: unknown): void {
  io.stdout(`${JSON.stringify(value, null, 2)}\n`);
}

/** Lays out `label  value` rows with the labels padded to one column. */
export function formatRows(rows: readonly (readonly [string, string])[]): string {
  const width = Math.max(0, ...rows.map(([label]) => label.length));
  return `${rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`.trimEnd()).join('\n')}\n`;
}

/** A usage problem found after commander parsed the options; exits with 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  /**
   * @param argument the argument or option at fault, as `--json` names it
   *   (`--theme`, `<background>`), when there is one.
   */
  constructor(
    message: string,
    readonly argument?: string,
  ) {
    super(message);
  }
}
