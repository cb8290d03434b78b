/**
 * `dsp serve`: builds and runs the portal. The build is `npm run build` (scripts/build.ts), the one build entry point,
 * whose steps each keep their own work between runs; a content build that fails keeps the last good one there, so
 * the portal stays reachable while the problems are printed. Then `dist/server/main.js` runs in a child process,
 * configured through the environment, and this command exits with its exit code. The options and the environment are
 * checked first by the server's own configuration schema (server/config.ts), so a bad setting stops before any build.
 * Run it from the repository root.
 */
import { spawn } from 'node:child_process';
import { InvalidArgumentError, type Command } from 'commander';
import { DEFAULT_DATA_DIR, SERVER_BUNDLE } from '../../core/content/build-output';
import { BASE_PATH } from '../../core/site/addresses';
import { checkServerSetting, DEFAULT_HOST, DEFAULT_PORT, parseServerConfig, type ServeSetting } from '../../server/config';
import { SERVER_NODE_ARGS, serverEnv } from '../../server/process-options';
import { ExitCode, type CliIO, type CommandState } from '../io';

interface ServeOptions {
  data?: string;
  port?: string;
  host?: string;
}

/** A commander option parser that checks the value with the server's schema for the setting. */
export const settingOption =
  (name: ServeSetting) =>
  (value: string): string => {
    const problem = checkServerSetting(name, value);
    if (problem !== null) throw new InvalidArgumentError(problem);
    return value;
  };

/**
 * `npm run build` for the data folder, with this process's output; resolves with its exit code. Its script is run
 * directly, without a second npm: with nothing changed every step is skipped, and npm's own start-up would be most
 * of the time left.
 */
function runBuild(dataDir: string): Promise<number> {
  return new Promise((resolveExit) => {
    const child = spawn(process.execPath, ['scripts/run-ts.mjs', 'scripts/build.ts', '--data', dataDir, '--keep-last-good'], {
      stdio: 'inherit',
    });
    child.once('error', () => resolveExit(ExitCode.invalid));
    child.once('exit', (code) => resolveExit(code ?? ExitCode.invalid));
  });
}

/** Runs the server bundle until it exits, passing SIGINT and SIGTERM on so it can shut down gracefully. */
async function runServer(env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_BUNDLE], { stdio: 'inherit', env: serverEnv(env) });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  try {
    return await new Promise<number>((resolveExit) => {
      child.once('error', () => resolveExit(ExitCode.invalid));
      child.once('exit', (code) => resolveExit(code ?? ExitCode.invalid));
    });
  } finally {
    process.off('SIGINT', forward);
    process.off('SIGTERM', forward);
  }
}

export function registerServeCommand(program: Command, io: CliIO, state: CommandState): void {
  program
    .command('serve')
    .description('build (npm run build: cli, tokens, content, client, server), then serve the portal')
    .option('--data <dir>', `the content build folder (default: DATA_DIR or ${DEFAULT_DATA_DIR})`, settingOption('DATA_DIR'))
    .option('--port <n>', `the port to listen on (default: PORT or ${DEFAULT_PORT})`, settingOption('PORT'))
    .option('--host <host>', `the address to listen on (default: HOST or ${DEFAULT_HOST})`, settingOption('HOST'))
    .addHelpText(
      'after',
      `\nThe server reads the rest of its configuration from the environment (docs/deploy.md, Configuration).\n\nExample:\n  $ dsp serve --port 3000   # then open http://127.0.0.1:3000${BASE_PATH}`,
    )
    .action(async (options: ServeOptions) => {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        ...(options.data === undefined ? {} : { DATA_DIR: options.data }),
        ...(options.port === undefined ? {} : { PORT: options.port }),
        ...(options.host === undefined ? {} : { HOST: options.host }),
      };
      const config = parseServerConfig(env);
      if (!config.ok) {
        for (const issue of config.issues) io.stderr(`dsp serve: ${issue.message}\n`);
        state.exitCode = ExitCode.invalid;
        return;
      }
      const dataDir = config.value.dataDir;
      io.stderr('dsp serve: npm run build\n');
      const built = await runBuild(dataDir);
      if (built !== ExitCode.valid) {
        io.stderr(`dsp serve: the build failed (exit code ${built})\n`);
        state.exitCode = ExitCode.invalid;
        return;
      }
      state.exitCode = await runServer({ ...env, DATA_DIR: dataDir });
    });
}
