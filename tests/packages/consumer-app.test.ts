/**
 * The packages work from outside (styles guide, Packages a product team
 * installs; the installable design system's consumer test): the workspaces
 * are packed, installed into a fresh app in the system temp folder, and used
 * as the Develop page says: plain Node renders every component on the
 * server, `tsc --strict` checks the props, Vite builds a Button-only app
 * without Radix, and in Chromium the primary Button takes the primary action
 * colour of each theme from @harbor/tokens. A Next.js App Router app with the
 * Develop page's layout builds, starts and hydrates a Server Component page of
 * Harbor components, dark themes read and the brand fonts load. A React
 * Router 7 framework-mode app with the Develop page's root builds, renders that
 * page on the server with the cookie's theme, and hydrates. ESLint 10 with
 * the Develop page's eslint.config.js reports deep imports in .ts and .tsx; the shipped
 * declarations pass a strict `tsc` under bundler and nodenext and attw.
 * Sizes are for `npm run bench`.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseComponentManifest } from '../../core/components';
import {
  BUTTON_APP,
  builtFiles,
  createConsumerApp,
  type PackedPackage,
  REPO_ROOT,
  run,
  STRICT_REACT_APP,
  tempDir,
  unpack,
  viteBuild,
  writeFiles,
} from './support/consumer-app';
import { packageProblems, PRIMARY_ACTION_VARIABLE, tokenProblems } from './support/package-audit';
import { installedHarborPackages } from './support/install-lines';
import { serveFolder } from './support/static-server';
import { packedWorkspaces } from './support/packed-once';
import { nextBuild, nextStart, THEME_COOKIE } from './support/next-app';
import { reactRouterBuild, reactRouterRender } from './support/react-router-app';
import { LINTED_FILES, lintApp } from './support/eslint-app';
import { allSnippets, snippetErrors } from './support/page-snippets';
import { attwProblems, EVERY_PACKAGE, ICON_MISUSE, RESOLUTION_MODES, strictCheck } from './support/type-resolution';

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

  it('@harbor/react exports each component stylesheet (button.css holds the Button rules alone) and styles.css with all', () => {
    const resolved = run(
      process.execPath,
      ['--input-type=module', '-e', `console.log(import.meta.resolve('@harbor/react/button.css'))`],
      app,
    ).trim();
    expect(resolved).toMatch(/\/node_modules\/@harbor\/react\/dist\/button\.css$/);
    const dist = join(app, 'node_modules/@harbor/react/dist');
    const button = readFileSync(join(dist, 'button.css'), 'utf8');
    const all = readFileSync(join(dist, 'styles.css'), 'utf8');
    expect(button).toContain('.hb-button--primary');
    expect(button).not.toContain('.hb-dialog');
    expect(readFileSync(join(dist, 'dialog.css'), 'utf8')).toContain('.hb-dialog');
    expect(all).toContain('.hb-button--primary');
    expect(all).toContain('.hb-dialog');
    expect(button.length).toBeLessThan(all.length / 4);
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
          ...STRICT_REACT_APP,
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

describe('the shipped declarations resolve under bundler and nodenext, strictly', () => {
  const modes = Object.keys(RESOLUTION_MODES) as (keyof typeof RESOLUTION_MODES)[];

  it.each(modes)('%s: every package compiles with skipLibCheck false and noUncheckedSideEffectImports; a misused icon does not', (mode) => {
    const output = strictCheck(app, mode, { 'app.tsx': EVERY_PACKAGE, 'icon-misuse.tsx': ICON_MISUSE });
    const errors = output.split('\n').filter((line) => / error TS/.test(line));
    expect(errors.filter((line) => !line.includes('icon-misuse.tsx'))).toEqual([]);
    expect(errors).toEqual([
      expect.stringMatching(/icon-misuse\.tsx\(3,.*error TS2322: Type '18' is not assignable/),
      expect.stringMatching(/icon-misuse\.tsx\(4,.*error TS2322: Type '\{ bogus: string; \}' is not assignable/),
    ]);
  });

  it('attw finds no problem in any tarball but CommonJS require of an ESM-only package', () => {
    const problems = packs
      .map((pack) => [pack.name, attwProblems(app, join(tarballs, pack.filename))] as const)
      .filter(([, output]) => output !== '');
    expect(problems).toEqual([]);
  });
});

describe('the Develop and tutorial pages: every code snippet compiles against the tarballs', () => {
  it('type-checks each ts, tsx, js and jsx snippet in one strict tsc run, a fragment as its imports, and parses every fragment', () => {
    const snippets = allSnippets();
    expect(snippets.length).toBeGreaterThan(12);
    expect(snippetErrors(app, snippets)).toEqual([]);
  });
});

describe('ESLint 10 with @harbor/eslint-config, as the Develop page sets it up', () => {
  it('lints .ts and .tsx, reports deep imports of Harbor and imports of Radix, and passes an app on the entries', () => {
    const linted = lintApp(app);
    const rules = (file: string) => (linted[file] ?? []).map((message) => `${message.line} ${message.ruleId}`);
    expect(Object.keys(linted).sort()).toEqual(Object.keys(LINTED_FILES).sort());
    expect(rules('src/deep-imports.tsx')).toEqual(['1 no-restricted-imports', '2 no-restricted-imports']);
    expect(rules('src/radix.ts')).toEqual(['1 no-restricted-imports']);
    expect(linted['src/checkout.tsx']).toEqual([]);
  });
});

describe('React Router 7 framework mode: the Develop page root and a route of Harbor components', () => {
  let root = '';
  beforeAll(() => {
    root = reactRouterBuild(app);
  }, SETUP_TIMEOUT_MS);

  it('react-router build; the server build renders the route with the theme of the hb-theme cookie and links the Harbor stylesheets', () => {
    const [dark, unknown] = reactRouterRender(root, [`${THEME_COOKIE}=alpine-dark`, `${THEME_COOKIE}=alpine-drak`]);
    expect(dark?.status).toBe(200);
    const html = dark?.html ?? '';
    expect(html).toMatch(/<html lang="de-CH" data-theme="alpine-dark">/);
    expect(html).toMatch(
      /<button type="button" class="hb-button [^"]*hb-button--primary[^"]*"><span class="hb-button__label">Weiter zur Kasse</,
    );
    expect(html).toContain('<label class="hb-field__label"');
    expect(html).toContain('Kaffeevollautomat Barista 500');
    expect(unknown?.html).toMatch(/<html lang="de-CH">/);
    const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="\/(assets\/[^"]+\.css)"/g)].map((link) =>
      readFileSync(join(root, 'build/client', link[1] ?? ''), 'utf8'),
    );
    const css = stylesheets.join('\n');
    expect(css).toContain(`${PRIMARY_ACTION_VARIABLE}:`);
    expect(css).toMatch(/\[data-theme=["']?alpine-dark/);
    expect(css).toContain('.hb-button--primary');
    expect(css).toMatch(/@font-face\s*\{[^}]*Harbor Sans/);
  });

  it('hydrates in Chromium: the Dialog opens on a click, and no script error or React warning is logged', async () => {
    const [light] = reactRouterRender(root, [`${THEME_COOKIE}=alpine-light`]);
    // The rendered answer is served with the client assets as a static host would, so no server process runs.
    writeFiles(join(root, 'build/client'), { 'index.html': light?.html ?? '' });
    const server = await serveFolder(join(root, 'build/client'));
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
    try {
      const page = await browser.newPage();
      const messages: string[] = [];
      page.on('console', (message) => {
        // A static host has no /favicon.ico; that 404 is the host's, not the app's.
        if ((message.type() === 'warning' || message.type() === 'error') && !message.location().url.endsWith('/favicon.ico')) {
          messages.push(`${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
      await page.goto(server.url);
      // React marks each element it hydrated with its props; a click before that would land on inert server HTML.
      await page.waitForFunction(() => {
        const trigger = document.querySelector('[aria-haspopup="dialog"]');
        return trigger !== null && Object.keys(trigger).some((key) => key.startsWith('__reactProps'));
      });
      await page.getByRole('button', { name: 'Preisalarm setzen' }).click();
      await page.getByRole('dialog', { name: 'Preisalarm' }).waitFor();
      expect(messages).toEqual([]);
    } finally {
      await browser.close();
      await server.close();
    }
  });
});

describe('Next.js App Router: the Develop page layout and a Server Component page of Harbor components', () => {
  let server: { url: string; close: () => Promise<void> } | undefined;
  let browser: Browser | undefined;
  let surfaces = { dark: '', darkText: '', light: '' };
  beforeAll(async () => {
    const root = nextBuild(app);
    server = await nextStart(app, root);
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
    surfaces = JSON.parse(
      run(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `import { tokens } from '@harbor/tokens'; const d = tokens['alpine-dark'].color; console.log(JSON.stringify({ dark: d.surface.default, darkText: d.text.default, light: tokens['alpine-light'].color.surface.default }));`,
        ],
        app,
      ),
    ) as typeof surfaces;
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A page of the running app with the theme cookie set (or none) and every console warning and error kept. */
  const open = async (theme: string | null, colorScheme: 'light' | 'dark' = 'light') => {
    if (!browser || !server) throw new Error('the Next app did not start');
    const context = await browser.newContext({ colorScheme });
    if (theme !== null) await context.addCookies([{ name: THEME_COOKIE, value: theme, url: server.url }]);
    const page = await context.newPage();
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') {
        messages.push(`${message.type()}: ${message.text()} (${message.location().url})`);
      }
    });
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    await page.goto(server.url);
    return { page, messages, context };
  };
  const resolved = (page: Page, colour: string) =>
    page.evaluate((value) => {
      const span = document.createElement('span');
      span.style.color = value;
      document.body.append(span);
      const computed = getComputedStyle(span).color;
      span.remove();
      return computed;
    }, colour);

  it('renders on the server, hydrates (the Dialog opens on a click, a lazy Section fills) and logs no warning or error', async () => {
    const html = await (await fetch(server?.url ?? '')).text();
    expect(html).toContain('Weiter zur Kasse');
    expect(html).toContain('Kaffeevollautomat Barista 500');
    // Section is a client module (it calls useLazy) rendered from a Server Component: its heading is in the server's
    // HTML, and a lazy Section's content box is empty there (its children travel only in the RSC payload).
    expect(html).toContain('Zuletzt angesehen');
    expect(html).toMatch(/Passend dazu<\/h2><\/div><div class="hb-section__content" style="min-height:120px"><\/div>/);
    const { page, messages, context } = await open('alpine-light');
    try {
      await page.getByRole('textbox', { name: 'PLZ' }).waitFor();
      await page.getByText('Kaffeevollautomat Barista 500').first().waitFor();
      await page.getByRole('region', { name: 'Passend dazu' }).getByText('Entkalkungstabletten, 6 Stück').waitFor();
      await page.getByRole('button', { name: 'Preisalarm setzen' }).click();
      await page.getByRole('dialog', { name: 'Preisalarm' }).waitFor();
      expect(await page.locator('html').getAttribute('data-theme')).toBe('alpine-light');
      expect(messages).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('alpine-dark from the cookie gives a dark page with light text, and the brand faces load', async () => {
    const { page, messages, context } = await open('alpine-dark');
    try {
      const colours = await page.evaluate(() => {
        const style = getComputedStyle(document.documentElement);
        return { background: style.backgroundColor, text: style.color, scheme: style.colorScheme };
      });
      expect(colours).toEqual({
        background: await resolved(page, surfaces.dark),
        text: await resolved(page, surfaces.darkText),
        scheme: 'dark',
      });
      const fonts = await page.evaluate(async () => {
        await document.fonts.ready;
        const faces = [...document.fonts];
        const family = (face: FontFace) => face.family.replace(/^["']|["']$/g, '');
        return {
          families: [...new Set(faces.map(family))].sort(),
          loaded: [...new Set(faces.filter((face) => face.status === 'loaded').map(family))],
          body: getComputedStyle(document.body).fontFamily,
        };
      });
      expect(fonts.families).toEqual(expect.arrayContaining(['Alpine Grotesk', 'Harbor Sans', 'Lakeside Serif']));
      expect(fonts.loaded).toContain('Harbor Sans');
      expect(fonts.body).toMatch(/^"Harbor Sans"/);
      expect(messages).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a cookie naming no theme leaves data-theme off, so a dark system gets alpine-dark; a misspelt data-theme gets alpine-light', async () => {
    const { page, context } = await open('alpine-drak', 'dark');
    try {
      expect(await page.locator('html').getAttribute('data-theme')).toBeNull();
      const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      expect(await background()).toBe(await resolved(page, surfaces.dark));
      await page.evaluate(() => {
        document.documentElement.dataset['theme'] = 'alpine-drak';
      });
      expect(await background()).toBe(await resolved(page, surfaces.light));
    } finally {
      await context.close();
    }
  });
});

afterAll(() => {
  for (const dir of [app, unpacked]) if (dir) rmSync(dir, { recursive: true, force: true });
}, SETUP_TIMEOUT_MS);
