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

/** How long the server may take to close on a signal before the process ends without it. */
const CLOSE_WAIT_MS = 2000;
/** How often the server checks that the process that started it is still there. */
const ORPHAN_CHECK_MS = 1000;

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
      let viteFailed = false;
      await new Promise<void>((resolveStopped) => {
        let stopping = false;
        const parent = process.ppid;
        const stop = () => {
          // A second Ctrl-C, or a signal while the close hangs, ends the process at once.
          if (stopping) return resolveStopped();
          stopping = true;
          clearInterval(orphaned);
          setTimeout(resolveStopped, CLOSE_WAIT_MS).unref();
          void server.close().then(resolveStopped, resolveStopped);
        };
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
        process.on('SIGHUP', stop);
        // Started by a program that has gone (a test run that timed out): nobody will send the signal, so a new parent
        // (the process being adopted) stops the server too, as does the end of the channel of a forked process.
        process.on('disconnect', stop);
        const orphaned = setInterval(() => {
          if (process.ppid !== parent) stop();
        }, ORPHAN_CHECK_MS);
        orphaned.unref();
        // Vite starts after the server listens: without it no page can load its scripts, so the server stops.
        server.ready.catch((error: unknown) => {
          io.stderr(`dsp dev: Vite could not start: ${error instanceof Error ? error.message : String(error)}\n`);
          viteFailed = true;
          stop();
        });
      });
      // The watcher, the page threads and Vite's handles may outlive the close; the command is done once it is closed.
      process.exit(viteFailed ? ExitCode.invalid : ExitCode.valid);
    });
}
