/**
 * Vite build of the viewer's client entry (issue 5): assets under
 * /designsystem/assets/, with a manifest the server reads to find the entry's
 * scripts and stylesheets.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  base: '/designsystem/',
  plugins: [react()],
  publicDir: false,
  build: {
    outDir: 'dist/client',
    assetsDir: 'assets',
    manifest: true,
    emptyOutDir: true,
    rollupOptions: {
      input: 'viewer/entry-client.tsx',
      output: {
        // Live examples of private pages go to assets/private/, which the server serves to authorized readers only.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('/viewer/examples/generated/private/')
            ? 'assets/private/[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
});
