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
  // commander is CommonJS and requires Node built-ins; an ESM bundle needs a real require for that.
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
  legalComments: 'none',
});
