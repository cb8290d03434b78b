/**
 * Live examples in Chromium (content/README.md Live examples): every
 * component route shows at least one example figure, present in the server's
 * HTML, named "Example…", and live after hydration; axe finds nothing inside
 * any example in the four themes, as the browser renders them (contrast
 * above all, which tests/ui/live-examples-axe.test.tsx cannot measure in
 * happy-dom), in one sweep per theme over one page that shows every example;
 * the behaviours the component package takes from its headless library work
 * in the examples (Dialog focus, Tabs arrow keys, Tooltip on focus, Toast
 * announced); a theme switch recolours an example; and example code loads only
 * when an example comes into view.
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ContentBundle } from '../../core/bundle';
import { shippedContentFiles } from '../support/shipped-content-cache';
import { gotoHydrated, openPage, urlOf } from './support/browser';
import { AUTHORIZED } from './support/cookies';
import { LIVE_TIMEOUT, makeAllLive } from './support/live-examples';
import { useBrowser } from './support/use-browser';
import { switchTheme, THEMES } from './support/axe';

const browser = useBrowser();
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const FIGURE = 'figure[role="group"].example';

async function componentRoutes(): Promise<string[]> {
  const { bundleText } = await shippedContentFiles(resolve(import.meta.dirname, '../..'));
  const bundle = JSON.parse(bundleText) as ContentBundle;
  return Object.keys(bundle.pages)
    .filter((route) => route.startsWith('/components/'))
    .sort();
}

/**
 * Every violation axe finds inside the example figures, named by the example it is in (its id) and where; and text
 * the very colour of its background, which axe leaves undecided (a 1:1 ratio may be text hidden on purpose) and no
 * example has a reason for.
 */
async function axeInsideExamples(page: Page): Promise<{ example: string; violation: string }[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async (selector) => {
    type Node = { target: string[]; any: { data?: { messageKey?: string } | null }[] };
    type Result = { id: string; nodes: Node[] };
    const axe = (
      window as unknown as { axe: { run: (context: object, options: object) => Promise<{ violations: Result[]; incomplete: Result[] }> } }
    ).axe;
    const result = await axe.run({ include: [[selector]] }, { resultTypes: ['violations', 'incomplete'] });
    const unreadable = result.incomplete
      .filter((rule) => rule.id === 'color-contrast')
      .map((rule) => ({
        id: 'color-contrast (text the colour of its background)',
        nodes: rule.nodes.filter((node) => node.any.some((check) => check.data?.messageKey === 'equalRatio')),
      }));
    return [...result.violations, ...unreadable].flatMap((violation) =>
      violation.nodes.map((node) => {
        const figure = document.querySelector(node.target.join(' '))?.closest('figure');
        const example = figure?.querySelector('[data-example]')?.getAttribute('data-example') ?? 'an unknown example';
        return { example, violation: `${violation.id} at ${node.target.join(' ')}` };
      }),
    );
  }, FIGURE);
}

/** Marks an input whose live state is indeterminate, a property with no attribute of its own. */
const INDETERMINATE = 'data-live-indeterminate';

/**
 * The page's example figures as they are live (example id -> the figure's markup). What a form control holds only
 * as a property (checked, indeterminate, value, the chosen option) is written into the markup, which would otherwise
 * carry the state it was first rendered with.
 */
async function liveFigures(page: Page): Promise<[string, string][]> {
  return page.locator(FIGURE).evaluateAll(
    (figures, indeterminate) =>
      figures.map((figure) => {
        const copy = figure.cloneNode(true) as Element;
        const copies = copy.querySelectorAll('input, select, textarea');
        figure.querySelectorAll('input, select, textarea').forEach((control, index) => {
          const target = copies[index] as Element;
          if (control instanceof HTMLInputElement) {
            target.toggleAttribute('checked', control.checked);
            target.toggleAttribute(indeterminate, control.indeterminate);
            if (control.type !== 'file') target.setAttribute('value', control.value);
          } else if (control instanceof HTMLSelectElement) {
            target.querySelectorAll('option').forEach((option, at) => {
              option.toggleAttribute('selected', control.options[at]?.selected === true);
            });
          } else if (control instanceof HTMLTextAreaElement) target.textContent = control.value;
        });
        return [figure.querySelector('[data-example]')?.getAttribute('data-example') ?? '', copy.outerHTML];
      }),
    INDETERMINATE,
  );
}

/**
 * Makes the page show every example: the figures of other pages, live markup as their own pages rendered it, go
 * after this page's own. The portal's first-load CSS holds every component's stylesheet and every example's ids
 * carry its own prefix, so each looks as on its page and none clashes with another. Returns how many are shown.
 */
async function showEveryExample(page: Page, figures: ReadonlyMap<string, string>): Promise<number> {
  return page.evaluate(
    ({ selector, entries, indeterminate }) => {
      const own = [...document.querySelectorAll(selector)];
      const last = own.at(-1);
      if (last === undefined) throw new Error('the page to gather the examples on has no example');
      const shown = new Set(own.map((figure) => figure.querySelector('[data-example]')?.getAttribute('data-example')));
      const gathered = document.createElement('div');
      for (const [id, html] of entries) {
        if (shown.has(id)) continue;
        gathered.insertAdjacentHTML('beforeend', html);
        shown.add(id);
      }
      last.after(gathered);
      for (const input of gathered.querySelectorAll<HTMLInputElement>(`input[${indeterminate}]`)) input.indeterminate = true;
      return new Set([...document.querySelectorAll(`${selector} [data-example]`)].map((stage) => stage.getAttribute('data-example'))).size;
    },
    { selector: FIGURE, entries: [...figures], indeterminate: INDETERMINATE },
  );
}

describe('live examples on every component route', () => {
  it('are in the server HTML as figures named "Example…", with the example rendered', { timeout: 120_000 }, async () => {
    const missing: string[] = [];
    for (const route of await componentRoutes()) {
      const html = await (await fetch(urlOf(route), { headers: { cookie: 'hb-test=1' } })).text();
      const figures = html.match(/<figure class="example" role="group" aria-labelledby="[^"]+">/g) ?? [];
      // The stage holds the example's own markup, not an empty box waiting for script.
      const rendered = html.match(/<div class="example__stage" data-example="ex-[0-9a-f]{12}"><div class="example__root"><[a-z]/g) ?? [];
      if (figures.length === 0 || rendered.length !== figures.length)
        missing.push(`${route}: ${figures.length} figures, ${rendered.length} rendered`);
    }
    expect(missing).toEqual([]);
  });

  // Axe in Chromium is what only a browser proves: colours and layout as rendered. A page at a time it would run once
  // per route and theme; every example shown on one page, it runs once per theme.
  it('come live after hydration, with no errors, and axe finds nothing inside them in any theme, swept over one page that shows every example', {
    timeout: 900_000,
  }, async () => {
    const { page, context, errors } = await openPage(browser(), { bypassCSP: true, reducedMotion: 'reduce', cookies: AUTHORIZED });
    const problems: string[] = [];
    const routes = await componentRoutes();
    expect(routes.length).toBeGreaterThan(40);
    // Example id -> the route it was first seen on and its live figure.
    const figures = new Map<string, { route: string; html: string }>();
    for (const route of routes) {
      await gotoHydrated(page, route);
      const count = await makeAllLive(page);
      const named = await page.getByRole('group', { name: /^Example/ }).count();
      if (count === 0 || named !== count) problems.push(`${route}: ${count} live examples, ${named} named "Example…"`);
      for (const [id, html] of await liveFigures(page)) if (!figures.has(id)) figures.set(id, { route, html });
    }

    const [first] = routes as [string];
    await gotoHydrated(page, first);
    await makeAllLive(page);
    const markup = new Map([...figures].map(([id, { html }]) => [id, html]));
    expect(await showEveryExample(page, markup)).toBe(figures.size);
    // The examples' style reset keeps what the `hidden` attribute hides (examples/example.css): a closed Accordion
    // panel or a SearchField's closed suggestion list stays out of sight.
    const hiddenButShown = await page.evaluate(() =>
      [...document.querySelectorAll('.example__root [hidden]:not([hidden="until-found" i])')]
        .filter((element) => getComputedStyle(element).display !== 'none')
        .map((element) => `${element.closest('[data-example]')?.getAttribute('data-example')}: ${element.className || element.tagName}`),
    );
    expect(hiddenButShown).toEqual([]);
    for (const theme of THEMES) {
      await switchTheme(page, theme);
      for (const { example, violation } of await axeInsideExamples(page))
        problems.push(`${theme}, ${example} (${figures.get(example)?.route ?? 'not gathered'}): ${violation}`);
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('behaviour inside the examples', () => {
  it('Dialog opens from its trigger, traps focus, closes on Escape and gives focus back', async () => {
    const { page, context, errors } = await openPage(browser());
    await gotoHydrated(page, '/components/dialog-design');
    await makeAllLive(page);
    const trigger = page.locator(`${FIGURE} [aria-haspopup="dialog"]`).first();
    await trigger.click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press(step < 4 ? 'Tab' : 'Shift+Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => trigger.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Tabs move with the arrow keys', async () => {
    const { page, context, errors } = await openPage(browser());
    await gotoHydrated(page, '/components/tabs-design');
    await makeAllLive(page);
    const tabs = page.locator(`${FIGURE} [role="tablist"]`).first().getByRole('tab');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tabs.nth(1).evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => tabs.first().getAttribute('aria-selected')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Tooltip appears on keyboard focus', async () => {
    const { page, context, errors } = await openPage(browser());
    await gotoHydrated(page, '/components/tooltip-design');
    await makeAllLive(page);
    // Tab from the example's name bar to the first focusable thing on its stage.
    const stage = page.locator(`${FIGURE} .example__stage`).first();
    await stage.evaluate((element) => {
      element.setAttribute('tabindex', '-1');
      element.focus();
    });
    await page.keyboard.press('Tab');
    await expect.poll(() => page.getByRole('tooltip').count()).toBeGreaterThan(0);
    expect((await page.getByRole('tooltip').first().textContent())?.trim()).not.toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Toast is announced in a live region', async () => {
    const { page, context, errors } = await openPage(browser());
    await gotoHydrated(page, '/components/toast-design');
    await makeAllLive(page);
    const announced = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[role="status"], [role="alert"], [aria-live="polite"], [aria-live="assertive"]')]
          .map((region) => region.textContent?.trim() ?? '')
          .filter((text) => text !== ''),
      );
    expect(await announced()).toEqual([]);
    await page.locator(`${FIGURE} .example__stage button`).first().click();
    await expect.poll(async () => (await announced()).length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a theme switch changes an example’s computed colours; an anatomy marker sits on its part', async () => {
    const { page, context } = await openPage(browser());
    await gotoHydrated(page, '/components/button-design');
    await makeAllLive(page);
    // The anatomy picture's first marker sits just off the top-left corner of the part it numbers: CSS anchor
    // positioning places it in the server's markup, with no script (docs/portal.md, Design tab pictures).
    const offset = await page.locator('figure.anatomy').evaluate((figure) => {
      const marker = figure.querySelector('.anatomy__marker')?.getBoundingClientRect();
      const part = figure.querySelector('.anatomy__stage .hb-button')?.getBoundingClientRect();
      if (marker === undefined || part === undefined) return Number.POSITIVE_INFINITY;
      return Math.hypot(marker.left + marker.width / 2 - part.left, marker.top + marker.height / 2 - part.top);
    });
    expect(offset).toBeLessThan(16);
    const button = page.locator(`${FIGURE} .example__stage button`).first();
    const colours = () => button.evaluate((element) => `${getComputedStyle(element).backgroundColor} ${getComputedStyle(element).color}`);
    const before = await colours();
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('lakeside-dark');
    await expect.poll(colours).not.toBe(before);
    await context.close();
  });
});

describe('after client-side navigation', () => {
  it('an example of the new page renders and comes live without a reload', async () => {
    const { page, context, errors } = await openPage(browser());
    await gotoHydrated(page, '/components/button-design');
    await makeAllLive(page);
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    await page.getByRole('navigation', { name: 'Components pages' }).getByRole('link', { name: 'Dialog', exact: true }).click();
    await page.waitForURL(/\/components\/dialog-design$/);
    const stage = page.locator(`${FIGURE} .example__stage`).first();
    await stage.scrollIntoViewIfNeeded();
    await expect.poll(() => stage.getAttribute('data-state'), { timeout: LIVE_TIMEOUT }).toBe('live');
    expect(await stage.locator('[aria-haspopup="dialog"]').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('example code loads on view', () => {
  it('loads no example code on a page without examples, and an example’s own chunk only once it scrolls into view', async () => {
    // A phone's width and a short window: the header, title and tabs push the page's first example below the fold.
    const { page, context } = await openPage(browser(), { viewport: { width: 390, height: 150 } });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const exampleCode = () => requested.filter((path) => /\/assets\/(?:private\/)?ex-/.test(path));
    // The example figure's own chunk: no document preloads it, not even one with examples, whose article hydrates as
    // the server's markup (docs/performance.md, What hydrates); an idle page fetches it for navigations to come.
    const figurePreloads = async (route: string) =>
      ((await (await page.request.get(urlOf(route))).text()).match(/<link rel="modulepreload"[^>]*\/example-chunk-/g) ?? []).length;
    await gotoHydrated(page, '/');
    expect(exampleCode()).toEqual([]);
    expect(await figurePreloads('/')).toBe(0);

    await gotoHydrated(page, '/components/button-design');
    expect(await figurePreloads('/components/button-design')).toBe(0);
    const stage = page.locator(`${FIGURE} .example__stage`).first();
    // Further down than the observer's 200px look-ahead: nothing of it may load yet.
    expect(await stage.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(150 + 200);
    expect(await stage.innerHTML()).not.toBe('');
    expect(await stage.getAttribute('data-state')).toBeNull();
    expect(exampleCode().filter((path) => path.includes('/ex-'))).toEqual([]);
    await stage.scrollIntoViewIfNeeded();
    await expect.poll(() => stage.getAttribute('data-state'), { timeout: LIVE_TIMEOUT }).toBe('live');
    expect(exampleCode().some((path) => path.includes('/ex-'))).toBe(true);
    await context.close();
  });
});

describe('server markup of an example further down a page', () => {
  it('survives hydration: the figure is never replaced, and its stage keeps the rendered example until it comes live', async () => {
    const { page, context, errors } = await openPage(browser());
    // Counts every example figure or rendered example taken out of the document, from the first byte on.
    await page.addInitScript(() => {
      const counter = window as unknown as { removedExamples: number };
      counter.removedExamples = 0;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof Element && (node.matches('.example, .example__root') || node.querySelector('.example__root'))) {
              counter.removedExamples++;
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    // Its example comes after the icon set, far below the fold of a 900 px window.
    await gotoHydrated(page, '/foundations/iconography-design');
    await page.waitForLoadState('networkidle');
    const stage = page.locator(`${FIGURE} .example__stage`).first();
    expect(await stage.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(900 + 200);
    expect(await stage.getAttribute('data-state')).toBeNull();
    expect(await stage.locator('.example__root li').count()).toBeGreaterThan(10);
    expect(await page.evaluate(() => (window as unknown as { removedExamples: number }).removedExamples)).toBe(0);

    await stage.scrollIntoViewIfNeeded();
    await expect.poll(() => stage.getAttribute('data-state'), { timeout: LIVE_TIMEOUT }).toBe('live');
    expect(await page.evaluate(() => (window as unknown as { removedExamples: number }).removedExamples)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
