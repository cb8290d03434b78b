// Bundles the `dsp` CLI into one ESM file so `npx dsp` starts without a
// TypeScript loader and reads a single module from disk (cold start budget, issue 2).
import { build } from 'esbuild';

await build({
  entryPoints: ['cli/dsp.ts'],
  outfile: 'dist/cli/dsp.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  banner: { js: '#!/usr/bin/env node' },
  logLevel: 'warning',
  legalComments: 'none',
});
