/**
 * A React Router 7 app in framework mode inside the consumer app (its own folder, the consumer app's node_modules):
 * `app/root.tsx` is the one the Develop page gives, taken from its Markdown so page and test cannot drift, and its
 * one route is the page of Harbor components the Next.js app renders. `react-router build` makes the server build
 * and the client assets; the server build answers requests through React Router's own request handler in plain
 * Node, as any adapter calls it, so no dev server or HTTP server runs.
 */
import { join } from 'node:path';
import { run, writeFiles } from './consumer-app';
import { developPageBlock } from './develop-page';
import { HARBOR_PAGE } from './next-app';

/** The `app/root.tsx` of the Develop page: its one tsx block that exports the `Layout` React Router renders. */
export function developPageRoot(): string {
  return developPageBlock(/export function Layout\(/, 'a React Router app/root.tsx exporting Layout');
}

/** Renders each request (a Cookie header, or none) with the server build; prints status and HTML of each as JSON. */
const RENDER = `import { createRequestHandler } from 'react-router';
import * as build from './build/server/index.js';

const handle = createRequestHandler(build, 'production');
const cookies = JSON.parse(process.argv[2]);
const answers = [];
for (const cookie of cookies) {
  const response = await handle(new Request('http://127.0.0.1/', { headers: cookie === null ? {} : { Cookie: cookie } }));
  answers.push({ status: response.status, html: await response.text() });
}
console.log(JSON.stringify(answers));
`;

/** Writes the app into `<app>/react-router-app` and runs `react-router build`; returns its folder. */
export function reactRouterBuild(app: string): string {
  const root = join(app, 'react-router-app');
  writeFiles(root, {
    'react-router.config.ts': "import type { Config } from '@react-router/dev/config';\n\nexport default { ssr: true } satisfies Config;\n",
    'vite.config.ts':
      "import { reactRouter } from '@react-router/dev/vite';\nimport { defineConfig } from 'vite';\n\nexport default defineConfig({ plugins: [reactRouter()] });\n",
    'app/root.tsx': developPageRoot(),
    'app/routes.ts':
      "import { index, type RouteConfig } from '@react-router/dev/routes';\n\nexport default [index('routes/home.tsx')] satisfies RouteConfig;\n",
    'app/routes/home.tsx': HARBOR_PAGE,
    'render.js': RENDER,
  });
  run(process.execPath, [join(app, 'node_modules/@react-router/dev/bin.js'), 'build'], root);
  return root;
}

/** The server build's answer to `/` for each Cookie header (null: none). */
export function reactRouterRender(root: string, cookies: readonly (string | null)[]): { status: number; html: string }[] {
  return JSON.parse(run(process.execPath, ['render.js', JSON.stringify(cookies)], root)) as { status: number; html: string }[];
}
