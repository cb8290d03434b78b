// esbuild plugin: bundles `@harbor/react` (the workspace in ui/, shipped as
// TypeScript source) even where every other package stays external, since
// plain Node cannot import its .ts and .css files from node_modules.
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../ui/index.ts', import.meta.url));

export const bundleHarborReact = {
  name: 'bundle-harbor-react',
  setup(build) {
    build.onResolve({ filter: /^@harbor\/react$/ }, () => ({ path: entry }));
  },
};
