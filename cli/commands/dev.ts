/**
 * `dsp dev`, run by `npm run dev`: the portal with the production routes, rendering and authorization, rebuilt as
 * the author saves (dev-server/start-dev-server.ts). It listens on 127.0.0.1 unless told otherwise, and says so; it
 * runs until stopped with Ctrl-C. The options and the environment are checked by the server's own schema.
 */
import type { Command } from 'commander';
import { DEFAULT_CONTENT_DIR, DEFAULT_TOKENS_DIR } from '../../core/content/build-output';
import { BASE_PATH } from '../../core/site/addresses';
import { DEFAULT_HOST, DEFAULT_PORT, parseServerConfig } from '../../server/config';
import { createServerLog } from '../../server/server-log';
import { ExitCode, type CliIO, type CommandState } from '../io';
import { settingOption } from './serve';

interface DevOptions {
  port?: string;
  host?: string;
  content: string;
  tokens: string;
}

/**
 * What the start-up line says about who can reach the server, and what a reachable one gives them: Vite serves the
 * repository's source files to anyone it answers, all but the content sources, the build output and (to readers who
 * are not authorized) private pages' live examples (dev-server/start-dev-server.ts).
 */
export function reachOf(host: string, testCookieAccess = false): string {
  if (host === '127.0.0.1' || host === '::1' || host === 'localhost')
    return `${host} only: this machine; --host 0.0.0.0 opens it, and this repository's source files, to the network`;
  const cookie = testCookieAccess
    ? '; test-cookie access is on, so anyone who sends the test cookie counts as authorized (TEST_COOKIE_ACCESS=off ends that)'
    : '';
  return (
    `${host}: reachable from other machines, and anyone who reaches it can read this repository's source files ` +
    '(code, tests, scripts, docs) through Vite; content sources and build output are never served, and private ' +
    `pages' live examples only to authorized readers${cookie}. Use --host only on a network you trust`
  );
}

export function registerDevCommand(program: Command, io: CliIO, state: CommandState): void {
  program
    .command('dev')
    .description('serve the portal for authors: rebuilt as you save, with problems shown in the page')
    .option('--port <n>', `the port to listen on (default: PORT or ${DEFAULT_PORT})`, settingOption('PORT'))
    .option('--host <host>', `the address to listen on (default: HOST or ${DEFAULT_HOST})`, settingOption('HOST'))
    .option('--content <dir>', 'the content folder', DEFAULT_CONTENT_DIR)
    .option('--tokens <dir>', 'the token folder; a token save rebuilds its dist/, whose tokens.css the page uses', DEFAULT_TOKENS_DIR)
    .addHelpText('after', `\nExample:\n  $ dsp dev --port 3000   # then open http://127.0.0.1:3000${BASE_PATH} and edit content/`)
    .action(async (options: DevOptions) => {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        ...(options.port === undefined ? {} : { PORT: options.port }),
        ...(options.host === undefined ? {} : { HOST: options.host }),
      };
      const config = parseServerConfig(env);
      if (!config.ok) {
        for (const issue of config.issues) io.stderr(`dsp dev: ${issue.message}\n`);
        state.exitCode = ExitCode.invalid;
        return;
      }
      const log = createServerLog({ json: false, write: (_level, line) => io.stderr(`${line}\n`) });
      io.stderr('dsp dev: building the content\n');
      const { startDevServer } = await import('../../dev-server/start-dev-server');
      const server = await startDevServer({
        config: config.value,
        root: process.cwd(),
        contentDir: options.content,
        tokensDir: options.tokens,
        log,
      });
      io.stdout(`dsp dev: listening on ${server.url} (${reachOf(config.value.host, config.value.testCookieAccess)})\n`);
      await new Promise<void>((resolveStopped) => {
        const stop = () => {
          process.off('SIGINT', stop);
          process.off('SIGTERM', stop);
          void server.close().then(resolveStopped);
        };
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
      });
      state.exitCode = ExitCode.valid;
    });
}
