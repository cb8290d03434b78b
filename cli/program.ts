/**
 * Builds the `dsp` command tree (STYLE.md: the CLI is thin). Each command parses
 * its options, calls core and formats; `runCli` maps outcomes to exit codes.
 */
import { Command } from 'commander';
import { version } from '../package.json';
import type { CliIO, CommandState } from './io';
import { registerAtInfoCommand } from './commands/atinfo';
import { registerAuthCommand } from './commands/auth';
import { registerConsentCommands } from './commands/consent';
import { registerContentCommands } from './commands/content';
import { registerCookiesCommands } from './commands/cookies';
import { registerSearchCommand } from './commands/search';
import { registerServeCommand } from './commands/serve';
import { registerTokensCommands } from './commands/tokens';

export function createProgram(io: CliIO, state: CommandState): Command {
  const program = new Command('dsp')
    .description('Harbor design-system portal tools: inspect consent, token and cookie rules; validate and build content')
    .version(version, '-V, --version', 'print the version of dsp')
    .exitOverride()
    .enablePositionalOptions()
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .addHelpText('after', "\nExample:\n  $ dsp consent parse 'pe1fu1ma0e' --timestamp 68503b37");
  registerConsentCommands(program, io, state);
  registerAtInfoCommand(program, io, state);
  registerCookiesCommands(program, io, state);
  registerAuthCommand(program, io);
  registerSearchCommand(program, io, state);
  registerContentCommands(program, io, state);
  registerTokensCommands(program, io, state);
  registerServeCommand(program, io, state);
  return program;
}
