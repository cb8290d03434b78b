/**
 * A Next.js App Router app inside the consumer app (its own folder, the
 * consumer app's node_modules): the root layout is the one the Develop page
 * gives, taken from its Markdown so page and test cannot drift, and the page
 * is a Server Component importing Button, Dialog, InputField and ProductTile
 * from @harbor/react. `next build`, then `next start` on 127.0.0.1.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { CONDITION_TIMEOUT_MS } from '../../support/condition-timeout';
import { run, writeFiles } from './consumer-app';
import { developPageBlock } from './develop-page';

/** Next asks nothing of the network with this, and prints no telemetry notice. */
export const NEXT_ENV = { NEXT_TELEMETRY_DISABLED: '1' } as const;

/** The cookie the Develop page's layout reads the theme from. */
export const THEME_COOKIE = 'hb-theme';

/** The `app/layout.tsx` of the Develop page: its one tsx block with a default-exported RootLayout. */
export function developPageLayout(): string {
  return developPageBlock(/export default (async )?function RootLayout/, 'a Next.js app/layout.tsx exporting RootLayout by default');
}

/**
 * A Server Component: no "use client", only what a product page would pass (no functions). A React Router route
 * module has the same shape (a default-exported component), so the framework-mode app renders it too.
 */
export const HARBOR_PAGE = `import { Button, Dialog, InputField, ProductTile, Section, type ProductTileData } from '@harbor/react';

const product: ProductTileData = {
  id: 'p1',
  name: 'Kaffeevollautomat Barista 500',
  url: '/de/product/p1',
  brand: { name: 'Jura' },
  images: [],
  price: { amount: 1299, currency: 'CHF' },
  availability: { state: 'in-stock', text: 'Morgen geliefert' },
};

export default function Page() {
  return (
    <main>
      <h1>Kasse</h1>
      <Button variant="primary">Weiter zur Kasse</Button>
      <InputField label="PLZ" helpText="4 Ziffern" maxLength={4} showCounter />
      <Dialog title="Preisalarm" trigger={<Button variant="secondary">Preisalarm setzen</Button>}>
        Wir melden uns, sobald der Preis sinkt.
      </Dialog>
      <Section title="Zuletzt angesehen">
        <ProductTile product={product} listName="checkout" position={1} />
      </Section>
      <Section title="Passend dazu" lazy minHeight={120}>
        <p>Entkalkungstabletten, 6 Stück</p>
      </Section>
    </main>
  );
}
`;

/** Writes the Next app into `<app>/next-app` and runs `next build`; returns its folder. */
export function nextBuild(app: string): string {
  const root = join(app, 'next-app');
  writeFiles(root, {
    'app/layout.tsx': developPageLayout(),
    'app/page.tsx': HARBOR_PAGE,
    // A page of a real app has an icon; without one the browser's /favicon.ico request is a 404 in the console.
    'app/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" fill="#1b2430"/></svg>\n',
    // As create-next-app 16 writes it (Cache Components on), so the Develop page's layout is built as a new app
    // builds it; the consumer app's folder holds node_modules and the lockfile: Turbopack's root.
    'next.config.mjs': `export default { cacheComponents: true, partialPrefetching: true, turbopack: { root: ${JSON.stringify(app)} } };\n`,
    'tsconfig.json': JSON.stringify(
      {
        compilerOptions: {
          target: 'es2022',
          lib: ['dom', 'dom.iterable', 'esnext'],
          strict: true,
          noEmit: true,
          module: 'esnext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          isolatedModules: true,
          skipLibCheck: true,
          plugins: [{ name: 'next' }],
        },
        include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts'],
        exclude: ['node_modules'],
      },
      null,
      2,
    ),
  });
  run(process.execPath, [join(app, 'node_modules/next/dist/bin/next'), 'build'], root, NEXT_ENV);
  return root;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** `next start` on 127.0.0.1 at a port the system had free; resolves once Next says it is ready. */
export async function nextStart(app: string, root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [join(app, 'node_modules/next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', String(port)],
    { cwd: root, env: { ...process.env, ...NEXT_ENV, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`next start said no "Ready" within ${CONDITION_TIMEOUT_MS} ms:\n${output}`)),
      CONDITION_TIMEOUT_MS,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Ready in/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`next start exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
