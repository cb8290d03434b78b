/**
 * `npm run build`, the one build entry point: `npm start` (through `dsp serve`) runs it too. Each step is its own
 * tool, and is skipped when the hash of its inputs (the files git lists under its folders, its arguments, and the
 * hashes of the steps whose output it reads) is the one stored in dist/.build-hashes.json when it last succeeded and
 * its output is there (scripts/build-skip.ts); nothing compares file dates. A step that runs keeps its own work too:
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
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENT_MANIFEST, CONTENT_FILE, DEFAULT_DATA_DIR, EXAMPLES_OUTPUT_DIR, SERVER_BUNDLE } from '../core/content/build-output';
import { canSkip, readBuildHashes, stepHashes, storedHashOf, writeBuildHash, type SkippableStep } from './build-skip';

interface Step extends SkippableStep {
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
/** npm runs every script from the repository root, and the steps' paths are relative to it. */
const root = process.cwd();

/** The last commit that touched the content: each page's date is its own last commit's (site-build). */
function contentCommit(): string {
  try {
    return execFileSync('git', ['rev-list', '-1', 'HEAD', '--', 'content'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

/** What every bundle reads besides its own folders: the installed packages and the compiler settings. */
const PACKAGES = ['package.json', 'package-lock.json', 'tsconfig.json'];
/** The code of the portal's pages, rendered by the server and run in the browser. */
const PAGE_CODE = ['core', 'viewer', 'ui', 'icons', 'motion'];

const steps: readonly Step[] = [
  {
    name: 'cli',
    args: ['scripts/bundle-cli.mjs'],
    inputs: ['cli', 'server', 'site-build', 'dev-server', 'tokens/build', 'bench', 'scripts', ...PAGE_CODE, ...PACKAGES],
    outputs: ['dist/cli/dsp.js'],
  },
  {
    name: 'tokens',
    args: ['scripts/run-ts.mjs', 'tokens/build/build-package.ts'],
    inputs: ['tokens', 'core', 'scripts/run-ts.mjs', ...PACKAGES],
    outputs: ['tokens/dist/tokens.css'],
  },
  {
    // @harbor/fonts: the brand faces that tokens/dist/fonts.css and styles.css import.
    name: 'fonts',
    args: ['scripts/run-ts.mjs', 'fonts/build/build-fonts.ts'],
    inputs: ['fonts', 'tokens/build/brand-fonts-fs.ts', 'core/tokens', 'scripts/run-ts.mjs', ...PACKAGES],
    outputs: ['fonts/dist/fonts.css'],
  },
  {
    name: 'content',
    args: ['dist/cli/dsp.js', 'build', '--out', dataDir, '--examples', EXAMPLES_OUTPUT_DIR],
    lastGood: () => existsSync(join(dataDir, CONTENT_FILE)),
    // The content, the tokens' source and the components its props tables and examples are checked against; the
    // build's own code is the CLI's.
    inputs: ['content', 'tokens', 'ui', 'icons'],
    after: ['cli'],
    key: `--out ${dataDir} --examples ${EXAMPLES_OUTPUT_DIR} ${contentCommit()}`,
    outputs: [join(dataDir, CONTENT_FILE), EXAMPLES_OUTPUT_DIR],
    // `dsp dev` writes the example modules of the content it serves there, which the client and server read.
    namedOutputs: [EXAMPLES_OUTPUT_DIR],
  },
  {
    name: 'client',
    args: ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    inputs: [...PAGE_CODE, 'scripts', 'vite.config.ts', ...PACKAGES],
    // The token package's stylesheet (with the faces of @harbor/fonts) and the content's example modules are part of the client.
    after: ['tokens', 'fonts', 'content'],
    outputs: [CLIENT_MANIFEST],
  },
  {
    name: 'server',
    args: ['scripts/bundle-server.mjs'],
    inputs: ['server', 'scripts', ...PAGE_CODE, ...PACKAGES],
    // The example modules are bundled for server rendering.
    after: ['content'],
    outputs: [SERVER_BUNDLE],
  },
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

const hashedAt = performance.now();
const hashes = stepHashes(root, steps);
const stored = readBuildHashes(root);
process.stderr.write(`build: inputs hashed (${((performance.now() - hashedAt) / 1000).toFixed(1)} s)\n`);
for (const step of steps) {
  const hash = hashes.get(step.name) ?? null;
  if (canSkip(root, step, hash, stored)) {
    process.stderr.write(`build: ${step.name} unchanged, skipped\n`);
    continue;
  }
  // Forgotten first: a step stopped half-way must not pass for built next time.
  writeBuildHash(root, step.name, null);
  const started = performance.now();
  const code = await run(step.args);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (code === 0) {
    writeBuildHash(root, step.name, storedHashOf(root, step, hash));
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
