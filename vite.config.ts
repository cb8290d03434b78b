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
  // viewer/public/assets/ holds files with fixed names (the share images), served beside the hashed ones.
  publicDir: 'viewer/public',
  build: {
    outDir: 'dist/client',
    assetsDir: 'assets',
    manifest: true,
    emptyOutDir: true,
    rollupOptions: {
      input: 'viewer/entry-client.tsx',
    },
  },
});
