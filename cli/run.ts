/**
 * Runs the `dsp` program once and maps every outcome to an exit code: commander's
 * usage errors become 2 (README, The dsp CLI), help and version 0, a command's own verdict
 * (0 valid, 1 invalid) is kept.
 */
import { CommanderError } from 'commander';
import { ExitCode, UsageError, type CliIO } from './io';
import { createProgram } from './program';

const successCodes = new Set(['commander.helpDisplayed', 'commander.version', 'commander.help']);

export async function runCli(argv: readonly string[], io: CliIO): Promise<number> {
  const state = { exitCode: ExitCode.valid as number };
  const program = createProgram(io, state);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return state.exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (successCodes.has(error.code)) return ExitCode.valid;
      return ExitCode.usage;
    }
    if (error instanceof UsageError) {
      io.stderr(`error: ${error.message}\n`);
      return ExitCode.usage;
    }
    throw error;
  }
}
