/**
 * `npm run build`, the one build entry point: `npm start` (through `dsp serve`) runs it too. Each step is its own
 * tool, run every time, and each keeps its own work between runs, so nothing here compares file dates:
 *   cli      esbuild bundles `dsp` into dist/cli/ (a second or so; chunks a running `dsp` may still load are kept)
 *   tokens   Style Dictionary writes @harbor/tokens into tokens/dist/
 *   content  `dsp build`: the example type-check and the code colours come from node_modules/.cache/ when unchanged,
 *            example modules are rewritten only when their code changes, the data folder is replaced at once
 *   client   `vite build` (Rolldown)
 *   server   esbuild bundles dist/server/main.js
 * With `--keep-last-good` (what `dsp serve` passes), a content build that fails keeps the last good one when there is
 * one: its problems are printed, the later steps run, and the portal serves the last good content until it is fixed.
 *
 *   node scripts/run-ts.mjs scripts/build.ts [--data <dir>] [--keep-last-good]
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_FILE, DEFAULT_DATA_DIR, EXAMPLES_OUTPUT_DIR } from '../core/content/build-output';

interface Step {
  readonly name: string;
  readonly args: readonly string[];
  /** Whether the step's last good output may stand in when it fails. */
  readonly lastGood?: () => boolean;
}

const option = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const dataDir = option('--data') ?? process.env['DATA_DIR'] ?? DEFAULT_DATA_DIR;
const keepLastGood = process.argv.includes('--keep-last-good');

const steps: readonly Step[] = [
  { name: 'cli', args: ['scripts/bundle-cli.mjs'] },
  { name: 'tokens', args: ['scripts/run-ts.mjs', 'tokens/build/build-package.ts'] },
  {
    name: 'content',
    args: ['dist/cli/dsp.js', 'build', '--out', dataDir, '--examples', EXAMPLES_OUTPUT_DIR],
    lastGood: () => existsSync(join(dataDir, CONTENT_FILE)),
  },
  { name: 'client', args: ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'] },
  { name: 'server', args: ['scripts/bundle-server.mjs'] },
];

function run(args: readonly string[]): Promise<number> {
  return new Promise((resolveExit) => {
    // Vite's notice about its future config loader says nothing a builder can act on.
    const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
    const child = spawn(process.execPath, args, { stdio: 'inherit', env });
    child.once('error', () => resolveExit(1));
    child.once('exit', (code) => resolveExit(code ?? 1));
  });
}

for (const step of steps) {
  const started = performance.now();
  const code = await run(step.args);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (code === 0) {
    process.stderr.write(`build: ${step.name} (${seconds} s)\n`);
    continue;
  }
  if (keepLastGood && step.lastGood?.() === true) {
    process.stderr.write(`build: the ${step.name} build failed; the last good ${step.name} build in ${dataDir} stays until it is fixed\n`);
    continue;
  }
  process.stderr.write(`build: the ${step.name} build failed (exit code ${code})\n`);
  process.exit(code);
}
