/**
 * `dsp serve`: brings the builds up to date and runs the portal (issue 4).
 * Content (`dsp build`), the viewer's client (`npm run build:client`) and the
 * server bundle (`scripts/build-server.mjs`) are rebuilt when their output is
 * missing or older than their sources; then `dist/server/main.js` runs in a
 * child process, configured through the environment (server/config.ts), and
 * this command exits with its exit code. Run it from the repository root.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import { formatLocatedIssue } from '../../core/build/located-issue';
import { buildSearchIndex } from '../../core/search';
import { writeBuildAtomically } from '../content/write-build-fs';
import { SERVER_NODE_ARGS, serverEnv } from '../../server/process-options';
import { ExitCode, type CliIO, type CommandState } from '../io';
import { DEFAULT_CONTENT_DIR, DEFAULT_DATA_DIR } from './content';

export const SERVER_BUNDLE = 'dist/server/main.js';
export const CLIENT_MANIFEST = 'dist/client/.vite/manifest.json';

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

function portOption(value: string): string {
  if (!/^(0|[1-9][0-9]{0,4})$/.test(value) || Number(value) > 65535) {
    throw new InvalidArgumentError('expected a whole number 0-65535, e.g. 3000');
  }
  return value;
}

function hostOption(value: string): string {
  if (!/^[A-Za-z0-9.:_[\]-]+$/.test(value))
    throw new InvalidArgumentError('expected a host name or IP address such as 127.0.0.1 or 0.0.0.0');
  return value;
}

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

async function buildContentStep(io: CliIO, dataDir: string): Promise<number> {
  // Loaded on demand, as in `dsp build`: the content build is most of the CLI's code.
  const { buildContent } = await import('../content/build-content');
  const build = await buildContent(DEFAULT_CONTENT_DIR);
  if (build.bundle === null) {
    for (const issue of build.issues) io.stderr(`${formatLocatedIssue(issue, `${DEFAULT_CONTENT_DIR}/`)}\n`);
    return ExitCode.invalid;
  }
  writeBuildAtomically(dataDir, [
    { name: 'content.json', text: JSON.stringify(build.bundle) },
    { name: 'search-index.json', text: JSON.stringify(buildSearchIndex(build.searchDocuments)) },
  ]);
  io.stderr(`built ${build.pageCount} pages into ${dataDir}\n`);
  return ExitCode.valid;
}

function buildSteps(io: CliIO, dataDir: string): BuildStep[] {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  return [
    {
      name: 'content',
      outputs: [join(dataDir, 'content.json'), join(dataDir, 'search-index.json')],
      sources: [DEFAULT_CONTENT_DIR, 'cli/content', 'core'],
      run: () => buildContentStep(io, dataDir),
    },
    {
      name: 'client',
      outputs: [CLIENT_MANIFEST],
      sources: ['viewer', 'core', 'vite.config.ts'],
      run: () => runProcess(npm, ['run', '--silent', 'build:client']),
    },
    {
      name: 'server',
      outputs: [SERVER_BUNDLE],
      sources: ['server', 'viewer', 'core', 'scripts/build-server.mjs'],
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
    .description('build what is missing or out of date (content, client, server), then serve the portal')
    .option('--data <dir>', `the content build folder (default: DATA_DIR or ${DEFAULT_DATA_DIR})`)
    .option('--port <n>', 'the port to listen on (default: PORT or 3000)', portOption)
    .option('--host <host>', 'the address to listen on (default: HOST or 127.0.0.1)', hostOption)
    .addHelpText(
      'after',
      '\nThe server reads the rest of its configuration from the environment (README, Configuration).\n\nExample:\n  $ dsp serve --port 3000   # then open http://127.0.0.1:3000/designsystem',
    )
    .action(async (options: ServeOptions) => {
      const dataDir = options.data ?? process.env['DATA_DIR'] ?? DEFAULT_DATA_DIR;
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
      state.exitCode = await runServer({
        ...process.env,
        DATA_DIR: dataDir,
        ...(options.port === undefined ? {} : { PORT: options.port }),
        ...(options.host === undefined ? {} : { HOST: options.host }),
      });
    });
}
