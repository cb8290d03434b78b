// Runs a TypeScript entry (benchmarks, generators) on Node 20, which cannot
// strip types itself: esbuild bundles it to .bench/ with packages left external.
import { build } from 'esbuild';
import { pathToFileURL } from 'node:url';
import { basename, resolve } from 'node:path';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run-ts.mjs <file.ts> [args...]');
  process.exit(2);
}
// The repository's .bench/ whatever the working folder: a workspace's script (ui/build/) leaves no bundle inside the
// workspace, where the source scans would read it.
const outfile = resolve(import.meta.dirname, '..', '.bench', `${basename(entry).replace(/\.tsx?$/, '')}.mjs`);
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
process.argv = [process.argv[0], outfile, ...args];
await import(pathToFileURL(outfile).href);
