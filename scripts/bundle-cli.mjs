// Bundles the `dsp` CLI into ESM for plain Node, so `npx dsp` starts without a
// TypeScript loader (cold start budget, docs/performance.md). The entry,
// dist/cli/dsp.js, holds what every command needs; code loaded with a dynamic
// import() — the content build with Markdown and Shiki, and each of Shiki's
// grammars and themes — goes to dist/cli/chunks/ and is read only by the
// commands that use it, so `dsp consent parse` does not parse megabytes of grammars.
import { build } from 'esbuild';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const result = await build({
  // The content build's worker threads are entries of their own beside dsp.js, one folder above the chunk that starts
  // each (site-build/parse-pages.ts, component-types-thread.ts, search-index-thread.ts).
  entryPoints: [
    'cli/dsp.ts',
    'site-build/page-thread-worker.ts',
    'site-build/component-types-worker.ts',
    'site-build/search-index-worker.ts',
  ],
  outdir: 'dist/cli',
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // commander is CommonJS and requires Node built-ins; an ESM bundle needs a real require for that.
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
  // playwright-core finds its own files at run time (`dsp cookies audit`), as esbuild finds its binary (`dsp dev`'s
  // server renderer); the TypeScript compiler (live examples, props tables) loads when a content build needs it: all
  // come from node_modules.
  external: ['playwright-core', 'typescript', 'vite', '@vitejs/plugin-react', 'esbuild'],
  logLevel: 'warning',
  legalComments: 'none',
  metafile: true,
});

// A `dsp` already running in another terminal loads its chunks on demand, by the names it was built with: chunks
// this build did not write are removed only once they are a day old, never from under a running command.
const written = new Set(Object.keys(result.metafile.outputs).map((file) => file.replaceAll('\\', '/')));
const DAY_MS = 24 * 60 * 60 * 1000;
for (const name of readdirSync('dist/cli/chunks')) {
  const file = join('dist/cli/chunks', name);
  if (!written.has(`dist/cli/chunks/${name}`) && Date.now() - statSync(file).mtimeMs > DAY_MS) rmSync(file, { force: true });
}
