/**
 * Vite build of the viewer's client entry (the search overlay and the cookie
 * settings are separate chunks loaded on demand): assets under
 * /designsystem/assets/, with a manifest the server reads to find the entry's
 * scripts and stylesheets. What only private pages load (their live examples
 * and playground previews, through viewer/examples/private-modules.ts) goes to
 * assets/private/ (scripts/private-chunks.ts).
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { ASSETS_DIRECTORY, BASE_PATH, PRIVATE_ASSETS_DIRECTORY } from './core/site';
import { CLIENT_BUILD_DIR, CLIENT_PUBLIC_DIR } from './core/content/build-output';
import { portalCssLayer } from './scripts/portal-css-layer';
import { privateChunks } from './scripts/private-chunks';
import { workspaceSources } from './scripts/workspace-sources.mjs';

const chunks = privateChunks({
  publicEntry: 'viewer/entry-client.tsx',
  privateLoader: 'viewer/examples/private-modules.ts',
  packageEntry: 'ui/index.ts',
  packageName: '@harbor/react',
  assetsDir: ASSETS_DIRECTORY,
  privateDir: PRIVATE_ASSETS_DIRECTORY,
});

export default defineConfig({
  base: `${BASE_PATH}/`,
  plugins: [
    react(),
    chunks.plugin,
    // Each text file beside its brotli (quality 11) and gzip (level 9) copies, made once here: the servers send them as
    // they are (server/start-server.ts, deploy/nginx.conf.template), which a phone's first load reads in fewer round
    // trips than a copy compressed on the fly (docs/performance.md, First paint).
    compression({ include: /\.(js|css|svg|json)$/, exclude: /(^|\/)\.vite\//, algorithms: ['brotliCompress', 'gzip'] }),
  ],
  resolve: { alias: workspaceSources },
  // The portal's own styles in a cascade layer, so none reaches into a live example (scripts/portal-css-layer.ts).
  css: { postcss: { plugins: [portalCssLayer()] } },
  // viewer/public/assets/ holds files with fixed names (the share images), served beside the hashed ones.
  publicDir: CLIENT_PUBLIC_DIR,
  build: {
    outDir: CLIENT_BUILD_DIR,
    assetsDir: ASSETS_DIRECTORY,
    manifest: true,
    // A chunk loaded later imports its own modules: no preload links added to the head, one per module each time a
    // chunk is asked for, which cost the first load's main thread more than the requests they saved (docs/performance.md,
    // What hydrates). The first load's modules are preloaded by the server (server/client-manifest.ts).
    modulePreload: false,
    emptyOutDir: true,
    rollupOptions: {
      input: 'viewer/entry-client.tsx',
      output: {
        // What only private pages load goes to assets/private/, which the server serves to authorized readers only.
        chunkFileNames: chunks.fileName,
      },
    },
  },
});
