/**
 * Runs the `dsp` program once and maps every outcome to an exit code: commander's
 * usage errors become 2 (docs/cli.md), help and version 0, a command's own verdict
 * (0 valid, 1 invalid) is kept. Under `--json` a usage error is printed as
 * one JSON document `{ issues: [{ code, message, position }] }` on stdout.
 */
import { CommanderError } from 'commander';
import { ExitCode, UsageError, writeJson, type CliIO } from './io';
import type { JsonIssue } from './json-issues';
import { createProgram } from './program';

const successCodes = new Set(['commander.helpDisplayed', 'commander.version', 'commander.help']);

/**
 * The usage error as an issue: commander's code under `usage.`, the option or
 * argument it names as its position, spelled as the help spells it
 * (`--theme`, `<value>`).
 */
function usageIssue(error: CommanderError | UsageError): JsonIssue {
  const message = error.message.replace(/^error: /, '');
  if (error instanceof UsageError) {
    return { code: 'usage.invalid', message, position: error.argument === undefined ? null : { argument: error.argument } };
  }
  const code = `usage.${error.code.replace(/^commander\./, '')}`;
  const missing = /missing required argument '([^']+)'/.exec(message)?.[1];
  const named =
    missing === undefined
      ? (/(?:option|argument) '([^' ]+)/.exec(message)?.[1] ?? /unknown command '([^']+)'/.exec(message)?.[1])
      : `<${missing}>`;
  return { code, message, position: named === undefined ? null : { argument: named } };
}

export async function runCli(argv: readonly string[], io: CliIO): Promise<number> {
  const json = argv.includes('--json');
  // Under --json, stderr is held back so a usage error can be replaced by its JSON document.
  const held: string[] = [];
  const commandIo: CliIO = json ? { stdout: io.stdout, stderr: (text) => held.push(text) } : io;
  const state = { exitCode: ExitCode.valid as number };
  const program = createProgram(commandIo, state);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    for (const text of held) io.stderr(text);
    return state.exitCode;
  } catch (error) {
    if (error instanceof CommanderError && successCodes.has(error.code)) {
      for (const text of held) io.stderr(text);
      return ExitCode.valid;
    }
    if (error instanceof CommanderError || error instanceof UsageError) {
      if (json) writeJson(io, { issues: [usageIssue(error)] });
      else if (error instanceof UsageError) io.stderr(`error: ${error.message}\n`);
      return ExitCode.usage;
    }
    for (const text of held) io.stderr(text);
    throw error;
  }
}
