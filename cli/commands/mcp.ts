/**
 * `dsp mcp`: the design system's MCP server over stdio, for the coding agent
 * in an author's editor (docs/mcp.md). The same six tools as
 * /designsystem/mcp, answered from the local build; anonymous, as an outside
 * reader, unless `--authorized`.
 */
import type { Command } from 'commander';
import { version } from '../../package.json';
import { DEFAULT_DATA_DIR } from '../../core/content/build-output';
import { DEFAULT_PORT } from '../../server/config';
import { ExitCode, UsageError, type CliIO, type CommandState } from '../io';

interface McpOptions {
  data: string;
  authorized: boolean;
  dev: boolean;
  origin: string;
}

export function registerMcpCommand(program: Command, io: CliIO, state: CommandState): void {
  program
    .command('mcp')
    .description('serve the design system to a coding agent over MCP (stdio) from the local build')
    .option('--data <dir>', 'the folder `dsp build` wrote', DEFAULT_DATA_DIR)
    .option('--authorized', 'answer as an authorized (internal) reader: private pages and components included', false)
    .option('--dev', 'dev mode: search favours Code tabs and the Develop section, links go to Code tabs', false)
    .option('--origin <url>', 'the origin the URLs in answers start with', `http://localhost:${DEFAULT_PORT}`)
    .addHelpText('after', '\nExamples:\n  $ dsp mcp\n  $ dsp mcp --authorized --data .data')
    .action(async (options: McpOptions) => {
      if (!/^https?:\/\/[^/\s]+$/.test(options.origin)) {
        throw new UsageError(`--origin ${options.origin}: expected an origin such as https://docs.example.ch (no path)`, '--origin');
      }
      const { serveMcpOverStdio } = await import('../mcp/stdio-server');
      const served = await serveMcpOverStdio({
        data: options.data,
        isAuthorized: options.authorized,
        isDevMode: options.dev,
        origin: options.origin,
        version,
        stderr: io.stderr,
      });
      if (!served.ok) {
        for (const issue of served.issues) io.stderr(`error: ${issue.message}\n`);
        state.exitCode = ExitCode.invalid;
        return;
      }
      state.exitCode = ExitCode.valid;
    });
}
