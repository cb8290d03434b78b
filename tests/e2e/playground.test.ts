/**
 * The component playground in Chromium (docs/playground.md; the requirements: a server-rendered
 * playground on each public component code page, controls from the types that change the preview and the
 * code, the state in the URL across a reload, bad values ignored with a note, an "All themes" view with each
 * preview in its theme's colours, axe clean in the four themes, and its script loaded only with a playground).
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ContentBundle } from '../../core/bundle';
import { playgroundComponentOf } from '../../core/playground';
import { shippedContentFiles } from '../support/shipped-content-cache';
import { gotoHydrated, openPage, urlOf, waitForAnimations } from './support/browser';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const THEMES = ['alpine-light', 'alpine-dark', 'lakeside-light', 'lakeside-dark'] as const;
const BUTTON = '/components/button-code';
const LIVE_TIMEOUT = 20_000;
const PREVIEW = '[data-playground-preview="page"]';

/**
 * The page's errors apart from one that is not the playground's: the status badge beside a component page's
 * title takes its id from useId, which differs between the server's whole document and the client's app root.
 */
/**
 * Props whose change the preview cannot show: Accordion's one boolean, arrowNavigation, changes what the arrow
 * keys do; the union props of Dialog, Popover and Tooltip style the overlay, which is closed until opened (and a
 * modal one, once open, takes the page's controls out of reach).
 */
const BEHAVIOUR_ONLY: Readonly<Record<string, string>> = {
  '/components/accordion-code': 'boolean',
  '/components/dialog-code': 'union',
  '/components/popover-code': 'union',
  '/components/tooltip-code': 'union',
};

async function shippedBundle(): Promise<ContentBundle> {
  const { bundleText } = await shippedContentFiles(resolve(import.meta.dirname, '../..'));
  return JSON.parse(bundleText) as ContentBundle;
}

async function waitLive(page: Page, selector = PREVIEW): Promise<void> {
  await expect
    .poll(() => page.locator(selector).getAttribute('data-state'), { timeout: LIVE_TIMEOUT, message: `${page.url()} ${selector}` })
    .toBe('live');
}

const previewButton = (page: Page) => page.locator(`${PREVIEW} button`).first();
const code = (page: Page) => page.locator('.playground__source').textContent();

async function axeInPlayground(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    type Result = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<Result> } }).axe;
    const result = await axe.run({ include: [['section.playground']] }, { resultTypes: ['violations'] });
    return result.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}`));
  });
}

describe('component playground', () => {
  it('is in the server HTML of at least 25 public component code pages, with its preview rendered', { timeout: 240_000 }, async () => {
    const bundle = await shippedBundle();
    const codePages = Object.values(bundle.pages).filter(
      (page) => page.isPublic && page.route.startsWith('/components/') && page.tab !== 'Design' && page.body.length > 0,
    );
    const withPlayground: string[] = [];
    for (const page of codePages) {
      if (playgroundComponentOf(bundle, page) === undefined) continue;
      const html = await (await fetch(urlOf(page.route))).text();
      if (
        /<section class="playground" aria-labelledby="[^"]+"><div class="playground__bar"><h2 [^>]*>Playground<\/h2>/.test(html) &&
        /data-playground-preview="page"><div class="example__root"><[a-z]/.test(html)
      )
        withPlayground.push(page.route);
    }
    expect(withPlayground.length).toBeGreaterThanOrEqual(25);
    expect(withPlayground).toContain(BUTTON);
  });

  it("renders the query's state on the server and ignores a bad value with a note, never an error page", async () => {
    const response = await fetch(urlOf(`${BUTTON}?variant=danger&loading=true&size=huge`));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(
      /data-playground-preview="page"><div class="example__root"><button [^>]*class="[^"]*hb-button--danger[^"]*hb-button--loading/,
    );
    expect(html).toContain('Ignored size=huge: expected one of small, medium, large.');
  });

  it('changes the preview, the code and the URL with Button’s variant and loading, keeps them across a reload, shows four themed previews, and axe finds nothing in four themes', {
    timeout: 240_000,
  }, async () => {
    const { page, context, errors } = await openPage(browser(), { bypassCSP: true, reducedMotion: 'reduce' });
    await gotoHydrated(page, BUTTON);
    const region = page.getByRole('region', { name: 'Playground' });
    expect(await region.count()).toBe(1);
    await waitLive(page);
    expect(await code(page)).toBe('<Button>In den Warenkorb</Button>');

    // A union prop: a select named exactly as the prop, described by its description.
    const variant = region.getByRole('combobox', { name: 'variant', exact: true });
    expect(await variant.getAttribute('aria-describedby')).not.toBeNull();
    expect(await region.getByText('Visual kind and emphasis.').count()).toBe(1);
    await variant.selectOption('danger');
    await expect.poll(() => previewButton(page).getAttribute('class')).toContain('hb-button--danger');
    await expect.poll(() => code(page)).toBe('<Button variant="danger">In den Warenkorb</Button>');
    await expect.poll(() => new URL(page.url()).search).toBe('?variant=danger');

    // A boolean prop: a switch, by keyboard.
    const loading = region.getByRole('switch', { name: 'loading', exact: true });
    await loading.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => previewButton(page).getAttribute('aria-busy')).toBe('true');
    await expect.poll(() => code(page)).toBe('<Button variant="danger" loading>In den Warenkorb</Button>');
    await expect.poll(() => new URL(page.url()).search).toBe('?variant=danger&loading=true');
    expect(await region.getByText(/^Not adjustable here: .*onClick/).count()).toBe(1);

    // A reload opens the same state, from the server's HTML on.
    await page.reload();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(await region.getByRole('combobox', { name: 'variant', exact: true }).inputValue()).toBe('danger');
    expect(await region.getByRole('switch', { name: 'loading', exact: true }).isChecked()).toBe(true);
    await waitLive(page);
    expect(await previewButton(page).getAttribute('aria-busy')).toBe('true');
    expect(await code(page)).toBe('<Button variant="danger" loading>In den Warenkorb</Button>');

    // The pass-through props are folded under "Advanced"; the preview stays in view, below the pinned header, when
    // the reader has scrolled to the end of the controls, on a desktop and on a phone.
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      const seen = await page.evaluate((selector) => {
        const section = document.querySelector('section.playground') as HTMLElement;
        window.scrollTo(0, section.getBoundingClientRect().bottom + window.scrollY - window.innerHeight);
        const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
        const preview = (document.querySelector(selector) as HTMLElement).getBoundingClientRect();
        return {
          tall: section.getBoundingClientRect().height > window.innerHeight - header,
          top: preview.top - header,
          bottom: window.innerHeight - preview.bottom,
          height: preview.height,
        };
      }, PREVIEW);
      // On a phone the controls run far below the preview, so the scroll takes it past where it stood.
      if (viewport.width === 390) expect(seen.tall).toBe(true);
      expect({ width: viewport.width, inView: seen.top >= -2 && seen.bottom >= 0 && seen.height > 0 }).toEqual({
        width: viewport.width,
        inView: true,
      });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(await region.locator('details.playground__advanced summary').textContent()).toMatch(/^Advanced \(\d+\)$/);
    expect(await region.locator('details.playground__advanced').getByRole('textbox', { name: 'className', exact: true }).count()).toBe(1);

    // All themes: four boxes, each named and painted in its own theme.
    await region.getByRole('switch', { name: 'All themes' }).check();
    const boxes = region.locator('.playground__theme[data-theme]');
    await expect.poll(() => boxes.count()).toBe(4);
    for (const theme of THEMES) {
      const box = region.locator(`.playground__theme[data-theme="${theme}"]`);
      expect(await box.locator('.playground__theme-name').textContent()).toBe(theme);
      await waitLive(page, `[data-playground-preview="${theme}"]`);
    }
    const colours = await page.evaluate((themes) => {
      // What the theme's tokens say, read from an element of that theme outside the playground.
      const expected = (theme: string, property: string) => {
        const probe = document.createElement('div');
        probe.dataset['theme'] = theme;
        probe.style.backgroundColor = `var(${property})`;
        document.body.append(probe);
        const value = getComputedStyle(probe).backgroundColor;
        probe.remove();
        return value;
      };
      return themes.map((theme) => {
        const box = document.querySelector(`.playground__theme[data-theme="${theme}"]`) as HTMLElement;
        const button = box.querySelector('button') as HTMLElement;
        return {
          theme,
          box: getComputedStyle(box).backgroundColor,
          surface: expected(theme, '--hb-color-surface-default'),
          button: getComputedStyle(button).backgroundColor,
        };
      });
    }, THEMES);
    for (const colour of colours) expect(colour.box, colour.theme).toBe(colour.surface);
    expect(new Set(colours.map((colour) => colour.box)).size).toBeGreaterThanOrEqual(2);
    expect(colours[0]?.button).not.toBe(colours[1]?.button);

    // axe inside the playground, its four-theme view included, in the page's four themes.
    const problems: string[] = [];
    for (const theme of THEMES) {
      await page.getByRole('combobox', { name: 'Theme' }).selectOption(theme);
      await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe(theme);
      await waitForAnimations(page);
      for (const violation of await axeInPlayground(page)) problems.push(`${theme}: ${violation}`);
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on every public playground, some union and some boolean prop change the preview and the code', {
    timeout: 400_000,
  }, async () => {
    const bundle = await shippedBundle();
    const routes = Object.values(bundle.pages)
      .filter((page) => page.isPublic && playgroundComponentOf(bundle, page) !== undefined)
      .map((page) => page.route);
    const { page, context, errors } = await openPage(browser(), { reducedMotion: 'reduce' });
    const problems: string[] = [];
    const settle = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    // The preview and the overlays it portals to the end of <body> (a Dialog's, a Tooltip's).
    const preview = () =>
      page.evaluate(
        (selector) =>
          (document.querySelector(selector)?.innerHTML ?? '') +
          [...document.querySelectorAll('body > [class*="hb-"], body > [data-radix-popper-content-wrapper]')]
            .map((element) => element.outerHTML)
            .join(''),
        PREVIEW,
      );
    for (const route of routes) {
      await gotoHydrated(page, route);
      await waitLive(page);
      // The pass-through props folded under "Advanced" count too.
      await page.locator('details.playground__advanced').evaluateAll((all) => {
        for (const details of all) (details as HTMLDetailsElement).open = true;
      });
      const region = page.getByRole('region', { name: 'Playground' });
      const selects = region.locator('.playground__controls select');
      const switches = region.locator('.playground__controls input[role="switch"]');
      const tries: { kind: string; count: number; change: (index: number) => Promise<void> }[] = [
        {
          kind: 'union',
          count: await selects.count(),
          change: async (index) => {
            const select = selects.nth(index);
            const current = await select.inputValue();
            const options = await select.locator('option').evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
            const other = options.find((option) => option !== '' && option !== current);
            if (other !== undefined) await select.selectOption(other);
          },
        },
        { kind: 'boolean', count: await switches.count(), change: (index) => switches.nth(index).click() },
      ];
      for (const { kind, count, change } of tries) {
        if (count === 0) continue;
        let changed = false;
        for (let index = 0; index < count && !changed; index++) {
          const [markup, text] = [await preview(), await code(page)];
          await change(index);
          await settle();
          changed = (await preview()) !== markup && (await code(page)) !== text;
        }
        if (!changed && BEHAVIOUR_ONLY[route] !== kind) problems.push(`${route}: no ${kind} prop changed both the preview and the code`);
      }
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('§7 Page requests: a query is data, never markup control: no preview element takes the page data’s id, no link opens with rel=opener, and the page hydrates', {
    timeout: 120_000,
  }, async () => {
    const { page, context, errors } = await openPage(browser(), { reducedMotion: 'reduce' });
    try {
      // The preview's <button id="portal-data">{}</button> came before the page data's script, and the client read
      // it as its page data: hydration threw and html[data-hydrated] never came.
      await gotoHydrated(page, `${BUTTON}?id=portal-data&children=%7B%7D`);
      await waitLive(page);
      expect(await page.evaluate(() => [...document.querySelectorAll('[id="portal-data"]')].map((element) => element.tagName))).toEqual([
        'SCRIPT',
      ]);
      expect(await page.getByText('Ignored id=portal-data: id is not adjustable here.').count()).toBe(1);
      // The children it did take are text, not page data.
      expect(await previewButton(page).textContent()).toBe('{}');

      // Reverse tabnabbing: a link to another site, opened in a new tab with its opener.
      await gotoHydrated(page, `${BUTTON}?href=//evil.example&target=_blank&rel=opener`);
      await waitLive(page);
      expect(await page.locator(`${PREVIEW} a`).count()).toBe(0);
      expect(await page.locator('a[rel~="opener"], a[href*="evil.example"]').count()).toBe(0);
      for (const note of [
        'Ignored href=//evil.example: expected a path (/…, ./…, #…) or an http(s) URL of at most 200 characters, without spaces.',
        'Ignored target=_blank: target is not adjustable here.',
        'Ignored rel=opener: rel is not adjustable here.',
      ])
        expect({ note, count: await page.getByText(note).count() }).toEqual({ note, count: 1 });

      // An http(s) link is kept, and the preview gives it rel="noopener noreferrer".
      await gotoHydrated(page, `${BUTTON}?href=https%3A%2F%2Fexample.com%2F`);
      await waitLive(page);
      const link = page.locator(`${PREVIEW} a`).first();
      expect(await link.getAttribute('href')).toBe('https://example.com/');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps its script out of the first load of every page: it loads with the app, after it (docs/performance.md)', async () => {
    const withOne = await (await fetch(urlOf(BUTTON))).text();
    const without = await (await fetch(urlOf('/foundations/accessibility'))).text();
    expect(withOne).toMatch(/<link rel="modulepreload"/);
    expect(withOne).not.toMatch(/playground-chunk-/);
    // The first load is the HTML and what it references (bench/bytes.ts firstLoadAssets).
    expect(without).toMatch(/<link rel="modulepreload"/);
    expect(without).not.toMatch(/playground-chunk-/);
  });
});
