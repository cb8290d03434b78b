/**
 * The packages work from outside (styles guide, Packages a product team
 * installs; the installable design system's consumer test): the workspaces
 * are packed, installed into a fresh app in the system temp folder, and used
 * as the Develop page says: plain Node renders every component on the
 * server, `tsc --strict` checks the props, Vite builds a Button-only app
 * without Radix, and in Chromium the primary Button takes the primary action
 * colour of each theme from @harbor/tokens. Sizes are for `npm run bench`.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseComponentManifest } from '../../core/components';
import {
  BUTTON_APP,
  builtFiles,
  createConsumerApp,
  type PackedPackage,
  REPO_ROOT,
  run,
  tempDir,
  unpack,
  viteBuild,
  writeFiles,
} from './support/consumer-app';
import { packageProblems, PRIMARY_ACTION_VARIABLE, tokenProblems } from './support/package-audit';
import { installedHarborPackages } from './support/install-lines';
import { serveFolder } from './support/static-server';
import { packedWorkspaces } from './support/packed-once';

const SETUP_TIMEOUT_MS = 900_000;
let tarballs = '';
let packs: PackedPackage[] = [];
let app = '';
let unpacked = '';

beforeAll(async () => {
  ({ dir: tarballs, packs } = await packedWorkspaces());
  app = createConsumerApp(packs, tarballs);
  unpacked = tempDir('harbor-unpacked-');
}, SETUP_TIMEOUT_MS);

describe('npm pack --workspaces gives the packages the content tells readers to install', () => {
  it('packs @harbor/react, @harbor/tokens, @harbor/icons and every @harbor package of an install line in content/', () => {
    const named = installedHarborPackages(join(REPO_ROOT, 'content'));
    expect(named).toEqual(expect.arrayContaining(['@harbor/react', '@harbor/tokens', '@harbor/icons']));
    expect(packs.map((pack) => pack.name)).toEqual(expect.arrayContaining([...named, '@harbor/icons', '@harbor/tokens']));
  });

  it('ships no TypeScript source, imports no stylesheet from JavaScript, and exports its declarations', () => {
    const problems = packs.flatMap((pack) =>
      packageProblems(unpack(join(tarballs, pack.filename), join(unpacked, pack.filename))).map((problem) => `${pack.name} ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('ships tokens.css with the primary action colour in :root and in all four themes', () => {
    expect(tokenProblems(readFileSync(join(app, 'node_modules/@harbor/tokens/dist/tokens.css'), 'utf8'))).toEqual([]);
  });

  it('ships manifest.json built from ui/ alone: each component with status and props, no docs route, example or playground', () => {
    const parsed = parseComponentManifest(JSON.parse(readFileSync(join(app, 'node_modules/@harbor/react/dist/manifest.json'), 'utf8')));
    if (!parsed.ok) throw new Error(parsed.issues.map((issue) => issue.message).join('\n'));
    const entries = parsed.value.components;
    expect(entries.length).toBeGreaterThan(40);
    expect(entries.find((entry) => entry.name === 'Button')).toMatchObject({ status: 'stable', route: null, examples: [] });
    expect(entries.filter((entry) => entry.route !== null || entry.examples.length > 0 || entry.playground !== undefined)).toEqual([]);
  });
});

describe('plain Node renders every exported component on the server', () => {
  it('renders each component with its minimal props, no bundler and no loader', async () => {
    // The samples (one element per export, documented minimal props) are compiled to JS that imports the installed @harbor/react.
    await build({
      entryPoints: [join(REPO_ROOT, 'tests/ui/support/ssr-samples.tsx')],
      outfile: join(app, 'ssr-samples.js'),
      bundle: true,
      format: 'esm',
      platform: 'node',
      jsx: 'automatic',
      packages: 'external',
      logLevel: 'error',
    });
    writeFiles(app, {
      'ssr.js': `import * as Harbor from '@harbor/react';
import { renderToString } from 'react-dom/server';
import { ssrSamples } from './ssr-samples.js';

const components = Object.keys(Harbor).filter((name) => /^[A-Z]/.test(name));
const rendered = Object.fromEntries(Object.entries(ssrSamples).map(([name, sample]) => [name, renderToString(sample)]));
console.log(JSON.stringify({ components, rendered }));
`,
    });
    const { components, rendered } = JSON.parse(run(process.execPath, ['ssr.js'], app)) as {
      components: string[];
      rendered: Record<string, string>;
    };
    expect(components.length).toBeGreaterThan(40);
    expect(components.filter((name) => !(name in rendered))).toEqual([]);
    expect(Object.entries(rendered).filter(([, html]) => !html.includes('<'))).toEqual([]);
    expect(rendered['Button']).toContain('hb-button--primary');
  });
});

describe('TypeScript checks the props from the shipped declarations', () => {
  const check = (source: string) => {
    writeFiles(app, {
      'typecheck/tsconfig.json': JSON.stringify({
        compilerOptions: {
          strict: true,
          jsx: 'react-jsx',
          module: 'esnext',
          moduleResolution: 'bundler',
          target: 'es2022',
          noEmit: true,
          skipLibCheck: true,
        },
        include: ['app.tsx'],
      }),
      'typecheck/app.tsx': source,
    });
    try {
      run(process.execPath, [join(app, 'node_modules/typescript/bin/tsc'), '-p', 'typecheck'], app);
      return '';
    } catch (error) {
      return String((error as { stdout?: string }).stdout);
    }
  };
  const buttonWith = (variant: string) =>
    `import { Button } from '@harbor/react';\nimport { IconChevronRight } from '@harbor/icons';\n\nexport const App = () => <Button variant="${variant}" icon={<IconChevronRight size={20} />}>Weiter</Button>;\n`;

  it('accepts <Button variant="primary"> under --strict', () => {
    expect(check(buttonWith('primary'))).toBe('');
  });

  it('rejects <Button variant="nope">', () => {
    expect(check(buttonWith('nope'))).toMatch(/error TS2322: Type '"nope"' is not assignable/);
  });
});

describe('Vite builds a Button-only app, and Chromium shows the theme colours', () => {
  let dist = '';
  beforeAll(() => {
    dist = viteBuild(app, 'button-app', BUTTON_APP);
  }, SETUP_TIMEOUT_MS);

  it('bundles the installed package and no Radix code', () => {
    const sources = builtFiles(dist, '.js.map').flatMap(
      (file) => (JSON.parse(readFileSync(file, 'utf8')) as { sources: string[] }).sources,
    );
    expect(sources.some((source) => source.includes('node_modules/@harbor/react/dist/button/'))).toBe(true);
    expect(sources.filter((source) => source.includes('@radix-ui'))).toEqual([]);
  });

  it('gives the primary Button --hb-color-action-primary of alpine-light, and another colour in lakeside-dark', async () => {
    const expected = JSON.parse(
      run(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `import { tokens } from '@harbor/tokens'; console.log(JSON.stringify({ alpine: tokens['alpine-light'].color.action.primary, lakeside: tokens['lakeside-dark'].color.action.primary }));`,
        ],
        app,
      ),
    ) as { alpine: string; lakeside: string };
    const server = await serveFolder(dist);
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
    try {
      const page = await browser.newPage();
      await page.goto(server.url);
      const button = page.getByRole('button', { name: 'Weiter zur Kasse' });
      await button.waitFor();
      const colours = (theme: string, tokenValue: string) =>
        page.evaluate(
          ([name, variable, token]) => {
            document.documentElement.dataset['theme'] = name;
            const probe = document.createElement('span');
            document.body.append(probe);
            const resolve = (value: string) => {
              probe.style.color = '';
              probe.style.color = value;
              return getComputedStyle(probe).color;
            };
            const variableValue = getComputedStyle(document.documentElement)
              .getPropertyValue(variable ?? '')
              .trim();
            const result = {
              button: getComputedStyle(document.querySelector('button') as Element).backgroundColor,
              variable: variableValue === '' ? 'unset' : resolve(variableValue),
              token: resolve(token ?? ''),
            };
            probe.remove();
            return result;
          },
          [theme, PRIMARY_ACTION_VARIABLE, tokenValue],
        );
      // The button's background has a transition: wait until it settles on the theme's colour.
      const settled = async (theme: string, token: string) => {
        await expect
          .poll(async () => {
            const now = await colours(theme, token);
            return now.button === now.variable;
          })
          .toBe(true);
        return colours(theme, token);
      };
      const alpine = await settled('alpine-light', expected.alpine);
      expect(alpine.button).toBe(alpine.token);
      const lakeside = await settled('lakeside-dark', expected.lakeside);
      expect(lakeside.button).toBe(lakeside.token);
      expect(lakeside.button).not.toBe(alpine.button);
    } finally {
      await browser.close();
      await server.close();
    }
  });
});

afterAll(() => {
  for (const dir of [app, unpacked]) if (dir) rmSync(dir, { recursive: true, force: true });
}, SETUP_TIMEOUT_MS);
