// esbuild plugin: bundles the published workspaces (@harbor/react,
// @harbor/icons) from their source even where every other package stays
// external, so the server build needs no `prepack` first and matches the
// client build, which reads the same sources.
import { workspaceSources } from './workspace-sources.mjs';

export const bundleHarborReact = {
  name: 'bundle-harbor-react',
  setup(build) {
    build.onResolve({ filter: /^@harbor\/(react|icons)$/ }, (args) => ({ path: workspaceSources[args.path] }));
  },
};
