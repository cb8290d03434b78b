// Bundles the server (server/main.ts with the viewer's server entry) into one
// ESM file, dist/server/main.js, that runs on plain Node 20: TypeScript and JSX
// compiled away, packages (hono, react, ...) left to node_modules, and CSS
// imports dropped (the browser gets the CSS from the Vite client build). The
// component package @harbor/react is TypeScript source, so it is bundled too.
// `--outfile <path>` writes elsewhere (tests); keep it inside the repository
// so the external packages still resolve from node_modules.
import { build } from 'esbuild';
import { bundleHarborReact } from './bundle-harbor-react.mjs';
import { dropStylesheets } from './drop-stylesheets.mjs';

const at = process.argv.indexOf('--outfile');
const outfile = at === -1 ? 'dist/server/main.js' : process.argv[at + 1];
if (!outfile) {
  console.error('usage: node scripts/bundle-server.mjs [--outfile <path>]');
  process.exit(2);
}

await build({
  entryPoints: ['server/main.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  plugins: [dropStylesheets, bundleHarborReact],
  // Content without examples on private pages leaves viewer/examples/generated/private/ empty, and that is fine.
  logOverride: { 'empty-glob': 'silent' },
  jsx: 'automatic',
  loader: { '.css': 'empty' },
  sourcemap: true,
  logLevel: 'warning',
  legalComments: 'none',
});
