// Inside this repository the portal, its tests and its type check read the
// published workspaces from their TypeScript source, not from the dist/ a
// `prepack` builds: no build order to keep, and the portal's bundle keeps
// each component's own stylesheet import. Apps outside read dist/ through
// the packages' `exports`.
import { fileURLToPath } from 'node:url';

/** Package name -> its source entry. */
export const workspaceSources = {
  '@harbor/react': fileURLToPath(new URL('../ui/index.ts', import.meta.url)),
  '@harbor/icons': fileURLToPath(new URL('../icons/src/index.ts', import.meta.url)),
};
