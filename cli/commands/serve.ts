/**
 * `dsp serve`: brings the builds up to date and runs the portal. Content (the
 * `dsp build` action itself), the viewer's client (`npm run build:client`) and
 * the server bundle (`scripts/build-server.mjs`) are rebuilt when their output
 * is missing or older than their sources; then `dist/server/main.js` runs in a
 * child process, configured through the environment, and this command exits
 * with its exit code. The options and the environment are checked first by
 * the server's own configuration schema (server/config.ts), so a bad setting
 * stops before any build. Run it from the repository root.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import {
  CLIENT_MANIFEST,
  CONTENT_FILE,
  DEFAULT_CONTENT_DIR,
  DEFAULT_DATA_DIR,
  DEFAULT_TOKENS_DIR,
  EXAMPLES_OUTPUT_DIR,
  SEARCH_INDEX_FILE,
  SERVER_BUNDLE,
  TOKENS_OUTPUT_DIR,
} from '../../core/build/build-output';
import { BASE_PATH } from '../../core/site/addresses';
import { checkServerSetting, DEFAULT_HOST, DEFAULT_PORT, parseServerConfig, type ServeSetting } from '../../server/config';
import { SERVER_NODE_ARGS, serverEnv } from '../../server/process-options';
import { ExitCode, type CliIO, type CommandState } from '../io';
import { runContentBuild } from './content';

/** The token source, without the package's own build output (tokens/dist/) in it. */
const TOKEN_SOURCE_PATHS = ['base', 'brands', 'shades', 'themes', 'contrast-pairs.json'].map((name) => join(DEFAULT_TOKENS_DIR, name));
/** The portal's stylesheet comes from the token package (viewer/App.tsx imports @harbor/tokens/tokens.css). */
const TOKEN_PACKAGE_STYLESHEET = join(DEFAULT_TOKENS_DIR, 'dist', 'tokens.css');

/** A build step: its outputs, the files and folders it is made from, and how to run it. */
interface BuildStep {
  readonly name: string;
  readonly outputs: readonly string[];
  readonly sources: readonly string[];
  readonly run: () => Promise<number>;
}

interface ServeOptions {
  data?: string;
  port?: string;
  host?: string;
}

/** A commander option parser that checks the value with the server's schema for the setting. */
const settingOption =
  (name: ServeSetting) =>
  (value: string): string => {
    const problem = checkServerSetting(name, value);
    if (problem !== null) throw new InvalidArgumentError(problem);
    return value;
  };

/** Newest modification time under the paths (files, or folders walked recursively); 0 when none exist. */
function newestModification(paths: readonly string[]): number {
  let newest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const stats = statSync(path);
    if (!stats.isDirectory()) {
      newest = Math.max(newest, stats.mtimeMs);
      continue;
    }
    for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/**
 * True when an output is missing or older than the newest source.
 *
 * @example
 * isBuildStale(['dist/server/main.js'], ['server', 'core']) // true before the first build
 */
export function isBuildStale(outputs: readonly string[], sources: readonly string[]): boolean {
  if (outputs.some((output) => !existsSync(output))) return true;
  const oldestOutput = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  return newestModification(sources) > oldestOutput;
}

/** Runs a command with this process's output; resolves with its exit code. */
function runProcess(command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolveExit) => {
    const child = spawn(command, args, { stdio: 'inherit', env, shell: process.platform === 'win32' });
    child.once('error', () => resolveExit(ExitCode.invalid));
    child.once('exit', (code) => resolveExit(code ?? ExitCode.invalid));
  });
}

function buildSteps(io: CliIO, dataDir: string): BuildStep[] {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  return [
    {
      name: 'tokens',
      outputs: [TOKEN_PACKAGE_STYLESHEET],
      sources: [...TOKEN_SOURCE_PATHS, 'cli/tokens', 'core/tokens'],
      run: () => runProcess(npm, ['run', '--silent', 'build:tokens']),
    },
    {
      name: 'content',
      // A data folder built before the token files existed has no tokens/ and is rebuilt.
      outputs: [join(dataDir, CONTENT_FILE), join(dataDir, SEARCH_INDEX_FILE), join(dataDir, TOKENS_OUTPUT_DIR), EXAMPLES_OUTPUT_DIR],
      sources: [DEFAULT_CONTENT_DIR, DEFAULT_TOKENS_DIR, 'cli/content', 'cli/tokens', 'core'],
      // The live examples' modules are written too: the client and server builds compile them.
      run: () => runContentBuild(io, { content: DEFAULT_CONTENT_DIR, out: dataDir, examples: EXAMPLES_OUTPUT_DIR }),
    },
    {
      name: 'client',
      outputs: [CLIENT_MANIFEST],
      sources: ['viewer', 'core', 'ui', TOKEN_PACKAGE_STYLESHEET, 'vite.config.ts'],
      run: () => runProcess(npm, ['run', '--silent', 'build:client']),
    },
    {
      name: 'server',
      outputs: [SERVER_BUNDLE],
      sources: ['server', 'viewer', 'core', 'ui', 'scripts/build-server.mjs'],
      run: () => runProcess(process.execPath, ['scripts/build-server.mjs']),
    },
  ];
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
    .description('build what is missing or out of date (tokens, content, client, server), then serve the portal')
    .option('--data <dir>', `the content build folder (default: DATA_DIR or ${DEFAULT_DATA_DIR})`, settingOption('DATA_DIR'))
    .option('--port <n>', `the port to listen on (default: PORT or ${DEFAULT_PORT})`, settingOption('PORT'))
    .option('--host <host>', `the address to listen on (default: HOST or ${DEFAULT_HOST})`, settingOption('HOST'))
    .addHelpText(
      'after',
      `\nThe server reads the rest of its configuration from the environment (README, Configuration).\n\nExample:\n  $ dsp serve --port 3000   # then open http://127.0.0.1:3000${BASE_PATH}`,
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
      for (const step of buildSteps(io, dataDir)) {
        if (!isBuildStale(step.outputs, step.sources)) continue;
        io.stderr(`dsp serve: building ${step.name}\n`);
        const code = await step.run();
        if (code !== ExitCode.valid) {
          io.stderr(`dsp serve: the ${step.name} build failed (exit code ${code})\n`);
          state.exitCode = ExitCode.invalid;
          return;
        }
      }
      state.exitCode = await runServer({ ...env, DATA_DIR: dataDir });
    });
}
