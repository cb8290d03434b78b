/**
 * Search beyond the overlay itself, in Chromium: '/' opens it when focus is
 * not in a text field (Ctrl+K still toggles it, SPEC §2 Drawer), and opening
 * a result highlights the matched words on the destination page and scrolls
 * to the first of them; the highlight is dismissible and leaves anchors and
 * copy buttons as they were, with the CSS Custom Highlight API and with the
 * <mark> fallback.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoHydrated, openPage } from './support/browser';
import { lastClipboardWrite, recordClipboardWrites } from './support/clipboard';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' });
const inputOf = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const isFocused = (page: Page) => inputOf(page).evaluate((element) => element === document.activeElement);

/** Opens search with '/', types the term and opens the first result with Enter. */
async function openFirstResult(page: Page, term: string): Promise<void> {
  await page.keyboard.press('/');
  await expect.poll(() => isFocused(page)).toBe(true);
  await inputOf(page).fill(term);
  await page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first().waitFor();
  const before = page.url();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.href !== before);
  await page.getByRole('button', { name: 'Clear highlights' }).waitFor();
}

/**
 * Errors but the 403 of prefetching a private page's data: scrolling to a match brings content links into
 * view, and a link to a private page (shown with its lock icon) is prefetched and refused for an anonymous reader.
 */
const unexpected = (errors: readonly string[]) => errors.filter((error) => !error.includes('status of 403'));

/** Anchors, copy buttons and the article's markup, to compare before and after. */
// A live example's stage, and a design figure's, is filled when its example mounts, on its own schedule (both raced
// the snapshots under load): its contents are left out, the stage itself stays in.
const articleState = (page: Page) =>
  page.evaluate(() => {
    const article = document.querySelector('#main .article')?.cloneNode(true) as HTMLElement | undefined;
    for (const stage of article?.querySelectorAll('[data-example], [data-design-example]') ?? []) {
      stage.replaceChildren();
      stage.removeAttribute('data-state');
    }
    return {
      anchors: document.querySelectorAll('#main .anchor-heading__link').length,
      copyButtons: document.querySelectorAll('#main .copy-button').length,
      // React's text separators (empty comments between neighbouring texts, e.g. a private link shown as its label)
      // are not content; merging the marked text back may drop them.
      html: (article?.innerHTML ?? '').replaceAll('<!-- -->', ''),
    };
  });

describe("'/' opens search", () => {
  it("opens search with '/' outside text fields, keeps Ctrl+K, and leaves '/' to a text field", async () => {
    const { page, context, errors } = await openPage(browser());
    await gotoHydrated(page, '/components/button-design');
    await page.keyboard.press('/');
    await expect.poll(() => isFocused(page)).toBe(true);
    // The '/' opened search; it was not typed into the input.
    expect(await inputOf(page).inputValue()).toBe('');
    await page.keyboard.type('a/b');
    expect(await inputOf(page).inputValue()).toBe('a/b');
    expect(await dialogOf(page).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await dialogOf(page).waitFor({ state: 'detached' });

    await page.keyboard.press('Control+k');
    await expect.poll(() => isFocused(page)).toBe(true);
    await page.keyboard.press('Control+k');
    await dialogOf(page).waitFor({ state: 'detached' });

    // Focus in a text field of the page (the page has none, so make them): '/' is typed, search stays shut.
    for (const markup of ['<input id="probe">', '<textarea id="probe"></textarea>', '<div id="probe" contenteditable="true"></div>']) {
      await page.evaluate((html) => {
        document.querySelector('#probe')?.remove();
        document.querySelector('#main')?.insertAdjacentHTML('beforeend', html);
        document.querySelector<HTMLElement>('#probe')?.focus();
      }, markup);
      await page.keyboard.press('/');
      expect(await page.locator('#probe').evaluate((field) => ('value' in field ? field.value : field.textContent)), markup).toBe('/');
      expect(await dialogOf(page).count(), markup).toBe(0);
    }
    // A control that takes no text (a checkbox) leaves '/' to search.
    await page.evaluate(() => {
      document.querySelector('#probe')?.remove();
      document.querySelector('#main')?.insertAdjacentHTML('beforeend', '<input id="probe" type="checkbox" aria-label="Probe">');
      document.querySelector<HTMLElement>('#probe')?.focus();
    });
    await page.keyboard.press('/');
    await expect.poll(() => isFocused(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('search highlight on the destination page', () => {
  it('highlights the matched words with the Custom Highlight API, scrolls to the first, and clears on dismiss without touching the markup', async () => {
    const { page, context, errors } = await openPage(browser(), { bypassCSP: true, viewport: { width: 1440, height: 700 } });
    await gotoHydrated(page, '/');
    await openFirstResult(page, 'aria-busy');
    const marked = await page.evaluate(() => {
      const highlight = CSS.highlights.get('search-match');
      const ranges = highlight === undefined ? [] : [...highlight].filter((range): range is Range => range instanceof Range);
      const first = ranges[0]?.getBoundingClientRect();
      return {
        count: ranges.length,
        texts: [...new Set(ranges.map((range) => range.toString().toLowerCase()))],
        firstInView: first !== undefined && first.top >= 0 && first.bottom <= window.innerHeight,
        scrolled: window.scrollY > 0,
        insideControls: ranges.some((range) => range.startContainer.parentElement?.closest('button') != null),
      };
    });
    expect(marked.count).toBeGreaterThan(0);
    expect(marked.texts.some((text) => text === 'aria' || text === 'busy' || text === 'aria-busy')).toBe(true);
    expect(marked.firstInView).toBe(true);
    expect(marked.scrolled).toBe(true);
    expect(marked.insideControls).toBe(false);
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /match(es)? for/ })
        .innerText(),
    ).toMatch(/\d+ match(es)? for/);

    const during = await articleState(page);
    await page.addScriptTag({ path: AXE_PATH });
    const violations = await page.evaluate(async () => {
      type Result = { violations: { id: string }[] };
      const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<Result> } }).axe;
      return (await axe.run({ include: ['.search-highlight'] }, { resultTypes: ['violations'] })).violations.map(
        (violation) => violation.id,
      );
    });
    expect(violations).toEqual([]);

    await page.getByRole('button', { name: 'Clear highlights' }).click();
    await page.getByRole('button', { name: 'Clear highlights' }).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => CSS.highlights.has('search-match'))).toBe(false);
    expect(await articleState(page)).toEqual(during);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('falls back to <mark> outside links and buttons, keeps anchors and copy buttons, and unwraps on dismiss', async () => {
    const { page, context, errors } = await openPage(browser());
    // A browser without the Custom Highlight API.
    await context.addInitScript(() => {
      Reflect.deleteProperty(CSS, 'highlights');
    });
    await gotoHydrated(page, '/');
    await openFirstResult(page, 'loading');
    const marks = await page.evaluate(() => {
      const all = [...document.querySelectorAll('#main mark.search-mark')];
      return { count: all.length, inControls: all.filter((mark) => mark.closest('a, button') !== null).length };
    });
    expect(marks.count).toBeGreaterThan(0);
    expect(marks.inControls).toBe(0);
    const during = await articleState(page);
    await page.getByRole('button', { name: 'Clear highlights' }).click();
    await expect.poll(() => page.locator('#main mark.search-mark').count()).toBe(0);
    const after = await articleState(page);

    // The same page loaded afresh: the marks took no anchor or copy button away, and unwrapping restored the markup.
    await gotoHydrated(page, new URL(page.url()).pathname.replace('/designsystem', ''));
    const fresh = await articleState(page);
    expect(fresh.anchors).toBeGreaterThan(0);
    expect(during.anchors).toBe(fresh.anchors);
    expect(during.copyButtons).toBe(fresh.copyButtons);
    expect(after.html).toBe(fresh.html);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('keeps copy buttons and anchors working while words are marked with <mark>', async () => {
    const { page, context, errors } = await openPage(browser());
    await recordClipboardWrites(context);
    await context.addInitScript(() => {
      Reflect.deleteProperty(CSS, 'highlights');
    });
    // A live example's figure comes in a chunk of its own. Held back until the highlight code has loaded, it arrives
    // after the rest of the article, as it can on any network: the words in its source must be marked all the same.
    let highlightCodeLoaded = () => {};
    const loaded = new Promise<void>((resolve) => {
      highlightCodeLoaded = resolve;
    });
    page.on('requestfinished', (request) => {
      if (/\/search-highlight-[^/]*\.js$/.test(request.url())) highlightCodeLoaded();
    });
    await page.route(/\/ExampleFigure-[^/]*\.js$/, async (route) => {
      await loaded;
      await route.continue();
    });
    await gotoHydrated(page, '/');
    // The Button page: its examples' source says "In den Warenkorb", so marks land inside code blocks.
    await openFirstResult(page, 'in den warenkorb');
    expect(await page.locator('#main figure.example').count()).toBeGreaterThan(0);
    const marked = page.locator('#main .code-block').filter({ has: page.locator('mark.search-mark') });
    expect(await marked.count()).toBeGreaterThan(0);
    const block = marked.first();
    // The example's code is folded behind "Show code" on a Design tab: the highlight opens the fold it marks in.
    expect(await block.evaluate((element) => element.closest('details')?.open)).toBe(true);
    const marksBefore = await page.locator('#main mark.search-mark').count();
    const shown = await block.locator('pre').innerText();
    expect(shown).toContain('In den Warenkorb');

    // The copy button copies the code itself, not the marks.
    await block.getByRole('button', { name: 'Copy code' }).click();
    await expect.poll(() => lastClipboardWrite(page)).toContain('In den Warenkorb');
    const copied = (await lastClipboardWrite(page)) ?? '';
    expect(copied.trimEnd()).toBe(shown.trimEnd());
    expect(copied).not.toContain('<mark');
    expect(await page.locator('#main mark.search-mark').count()).toBe(marksBefore);

    // A heading's anchor still leads to its heading.
    const anchor = page.locator('#main .anchor-heading__link').first();
    const target = (await anchor.getAttribute('href')) ?? '';
    expect(target).toMatch(/^#[a-z0-9-]+$/);
    await anchor.click();
    await expect.poll(() => new URL(page.url()).hash).toBe(target);
    expect(await page.locator(target).count()).toBe(1);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('shows the whole bar at phone width: the matched words are not cut off', async () => {
    const { page, context } = await openPage(browser(), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await gotoHydrated(page, '/');
    await openFirstResult(page, 'aria-busy');
    const bar = await page.evaluate(() => {
      const element = document.querySelector('.search-highlight');
      const text = document.querySelector('.search-highlight__text');
      const box = element?.getBoundingClientRect();
      return {
        left: box?.left ?? -1,
        right: box?.right ?? Number.POSITIVE_INFINITY,
        clipped: text === null ? true : text.scrollWidth > text.clientWidth,
        text: text?.textContent ?? '',
      };
    });
    expect(bar.text).toMatch(/^\d+ match(es)? for /);
    expect(bar.clipped).toBe(false);
    expect(bar.left).toBeGreaterThanOrEqual(0);
    expect(bar.right).toBeLessThanOrEqual(390);
    await context.close();
  });
});
