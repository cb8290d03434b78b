/**
 * SPEC §2 Article content, In-page navigation, §4: anchored h2 and h3 with
 * '#' links announced as 'Section titled …', the copy button's "OK" for
 * 900 ms, link icons, and the active in-page item following the scroll.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage } from './support/browser';
import { lastClipboardWrite, recordClipboardWrites } from './support/clipboard';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();

describe('§2 Article content', () => {
  it('anchors h2 and h3 headings, an h3 prefixed with its h2', async () => {
    const { page, context } = await openPage(browser());
    await gotoHydrated(page, '/foundations/colors-design');
    const h2 = page.getByRole('heading', { level: 2, name: 'Brand palettes' });
    expect(await h2.getAttribute('id')).toBe('brand-palettes');
    const h3 = page.getByRole('heading', { level: 3, name: 'Alpine palette' });
    expect(await h3.getAttribute('id')).toBe('brand-palettes-alpine-palette');
    const anchor = page.getByRole('link', { name: 'Section titled Alpine palette' });
    expect(await anchor.getAttribute('href')).toBe('#brand-palettes-alpine-palette');
    await anchor.focus();
    await anchor.press('Enter');
    await page.waitForURL('**#brand-palettes-alpine-palette');
    await context.close();
  });

  it('copies a code block and shows "OK" for 900 ms', async () => {
    const { page, context } = await openPage(browser());
    await recordClipboardWrites(context);
    await gotoHydrated(page, '/components/button-code');
    // The feedback is timed in the page: on a busy machine a round trip to the test can outlast its 900 ms.
    await page.evaluate(() => {
      const seen: { at: number; text: string; status: string }[] = [];
      Reflect.set(window, 'copyFeedback', seen);
      new MutationObserver((records) => {
        for (const record of records) {
          const button = record.target as HTMLElement;
          const status = document.querySelector('[role="status"].copy-status')?.textContent ?? '';
          seen.push({ at: performance.now(), text: button.innerText.trim(), status });
        }
      }).observe(document.body, { attributes: true, attributeFilter: ['data-copied'], subtree: true });
    });
    const feedback = () => page.evaluate(() => Reflect.get(window, 'copyFeedback') as { at: number; text: string; status: string }[]);
    // The first code block is the live example's source; the second is the import line.
    const button = page.getByRole('button', { name: 'Copy code' }).nth(1);
    await button.click();
    await expect.poll(async () => (await feedback()).length).toBe(2);
    const [shown, gone] = await feedback();
    expect(shown).toMatchObject({ text: 'OK', status: 'Code copied' });
    expect(gone?.text).toBe('Copy code');
    // Only a lower bound: a busy machine can make the feedback last longer, never shorter.
    expect((gone?.at ?? 0) - (shown?.at ?? 0)).toBeGreaterThan(600);
    expect(await lastClipboardWrite(page)).toBe("import { Button } from '@harbor/react';");
    expect(await page.getByRole('button', { name: 'Copy code' }).count()).toBeGreaterThan(1);
    await context.close();
  });

  it('opens external links in a new tab and resolves shorthand links by dev mode', async () => {
    const { page, context } = await openPage(browser());
    await gotoHydrated(page, '/components/button-code');
    const shorthand = page.getByRole('main').getByRole('link', { name: 'Button (Design)' });
    expect(await shorthand.getAttribute('href')).toBe('/designsystem/components/button-design');
    await gotoHydrated(page, '/foundations/accessibility');
    const external = page
      .getByRole('main')
      .getByRole('link', { name: /opens in a new tab/ })
      .first();
    expect(await external.getAttribute('target')).toBe('_blank');
    expect(await external.getAttribute('rel')).toContain('noopener');
    await context.close();
  });
});

/**
 * The text of the one item marked current, or null while there is none or more than one. It reads at once,
 * without waiting for the element: the expect.poll around it does the waiting, with its generous limit.
 */
async function currentItem(navigation: Locator): Promise<string | null> {
  const texts = await navigation.locator('[aria-current="location"]').allTextContents();
  return texts.length === 1 ? (texts[0] ?? null) : null;
}

describe('§2 In-page navigation', () => {
  it('lists the headings and marks the one in view, first-seen first', async () => {
    const { page, context } = await openPage(browser());
    await gotoHydrated(page, '/components/button-code');
    const navigation = page.getByRole('navigation', { name: 'On this page' });
    const items = navigation.getByRole('link');
    expect(await items.count()).toBe(10);
    const current = () => currentItem(navigation);
    // The page opens with its live example; the first heading becomes current once it is in view.
    await page.getByRole('heading', { level: 2, name: 'Import' }).evaluate((element) => {
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 200);
    });
    await expect.poll(current).toBe('Import');

    await page.getByRole('heading', { level: 2, name: 'Loading state' }).evaluate((element) => {
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 200);
    });
    await expect.poll(current).toBe('Loading state');

    // A click follows the anchor; the item becomes current once its heading is in view.
    await navigation.getByRole('link', { name: 'Props' }).click();
    await page.waitForURL('**#props');
    await expect.poll(current).toBe('Props');
    await context.close();
  });

  it('resets on a route change', async () => {
    const { page, context } = await openPage(browser());
    await gotoHydrated(page, '/components/button-code');
    const navigation = page.getByRole('navigation', { name: 'On this page' });
    await navigation.getByRole('link', { name: 'Related' }).click();
    await expect.poll(() => currentItem(navigation)).toBe('Related');
    await page.getByRole('navigation', { name: 'Components pages' }).getByRole('link', { name: 'Chip', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Chip' }).waitFor();
    await expect.poll(async () => (await navigation.locator('[aria-current="location"]').allTextContents())[0] ?? null).not.toBe('Related');
    expect(await navigation.getByRole('link', { name: 'Related' }).count()).toBeLessThanOrEqual(1);
    await context.close();
  });
});
