// Bundles the server (server/main.ts with the viewer's server entry) into one
// ESM file, dist/server/main.js, that runs on plain Node 20: TypeScript and JSX
// compiled away, packages (hono, react, ...) left to node_modules, and CSS
// imports dropped (the browser gets the CSS from the Vite client build). The
// component package @harbor/react is TypeScript source, so it is bundled too.
// `--outfile <path>` writes elsewhere (tests); keep it inside the repository
// so the external packages still resolve from node_modules.
import { build } from 'esbuild';
import { bundleHarborReact } from './bundle-harbor-react.mjs';

const at = process.argv.indexOf('--outfile');
const outfile = at === -1 ? 'dist/server/main.js' : process.argv[at + 1];
if (!outfile) {
  console.error('usage: node scripts/build-server.mjs [--outfile <path>]');
  process.exit(2);
}

// A stylesheet a package exports (@harbor/tokens/tokens.css, fonts.css) is not code: the server drops it as it
// drops the viewer's own (loader below), rather than leave it external for Node to import.
const dropPackageStylesheets = {
  name: 'drop-package-stylesheets',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^@harbor\/.+\.css$/ }, (resolveArgs) => ({ path: resolveArgs.path, namespace: 'dropped-css' }));
    pluginBuild.onLoad({ filter: /.*/, namespace: 'dropped-css' }, () => ({ contents: '', loader: 'js' }));
  },
};

await build({
  entryPoints: ['server/main.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  plugins: [dropPackageStylesheets, bundleHarborReact],
  // Content without examples on private pages leaves viewer/examples/generated/private/ empty, and that is fine.
  logOverride: { 'empty-glob': 'silent' },
  jsx: 'automatic',
  loader: { '.css': 'empty' },
  sourcemap: true,
  logLevel: 'warning',
  legalComments: 'none',
});
