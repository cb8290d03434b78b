/**
 * Builds the `dsp` command tree (docs/style.md: the CLI is thin). Each command parses
 * its options, calls core and formats; `runCli` maps outcomes to exit codes.
 */
import { Command, Help, type Option } from 'commander';
import { version } from '../package.json';
import { BASE_PATH } from '../core/site';
import type { CliIO, CommandState } from './io';
import { registerAtInfoCommand } from './commands/atinfo';
import { registerAuthCommand } from './commands/auth';
import { registerComponentsCommand } from './commands/components';
import { registerConsentCommands } from './commands/consent';
import { registerContentCommands } from './commands/content';
import { registerDevCommand } from './commands/dev';
import { registerNewCommands } from './commands/new';
import { registerCookiesCommands } from './commands/cookies';
import { registerMcpCommand } from './commands/mcp';
import { registerSearchCommand } from './commands/search';
import { registerServeCommand } from './commands/serve';
import { registerTokensCommands } from './commands/tokens';

const standardHelp = new Help();

/** An option's help line without '(default: false)' or '(default: [])': a flag starts off and a repeatable option empty, saying so is noise. */
function optionDescription(option: Option): string {
  const obvious = option.defaultValue === false || (Array.isArray(option.defaultValue) && option.defaultValue.length === 0);
  return standardHelp.optionDescription(obvious ? (Object.create(option, { defaultValue: { value: undefined } }) as Option) : option);
}

export function createProgram(io: CliIO, state: CommandState): Command {
  const program = new Command('dsp')
    .description('Harbor design-system portal tools: inspect consent, token and cookie rules; validate and build content')
    .version(version, '-V, --version', 'print the version of dsp')
    .exitOverride()
    .enablePositionalOptions()
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .configureHelp({ optionDescription })
    .addHelpText(
      'after',
      `\nExamples:\n  $ dsp consent parse 'pe1fu1ma0e' --timestamp 68503b37\n  $ dsp cookies audit http://127.0.0.1:3000${BASE_PATH}\n` +
        '\nEach command has --help; those that print a result take --json (one JSON document that carries its issues).\n' +
        'Exit codes: 0 valid, 1 read and found invalid, 2 usage error.',
    );
  registerConsentCommands(program, io, state);
  registerAtInfoCommand(program, io, state);
  registerCookiesCommands(program, io, state);
  registerAuthCommand(program, io);
  registerSearchCommand(program, io, state);
  registerContentCommands(program, io, state);
  registerTokensCommands(program, io, state);
  registerServeCommand(program, io, state);
  registerDevCommand(program, io, state);
  registerNewCommands(program, io, state);
  registerMcpCommand(program, io, state);
  registerComponentsCommand(program, io, state);
  return program;
}
