/**
 * Small things a demanding reader notices, in Chromium: with no theme chosen
 * the shade follows the system's (prefers-color-scheme) from the first paint,
 * without a script and without writing a cookie; the breadcrumb names the
 * section, the category and the page; and the Design tokens page filters every
 * token of the theme by name or value.
 */
import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage, urlOf } from './support/browser';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();

/** Relative luminance of a computed rgb() colour, 0 (black) to 1 (white). */
function luminanceOf(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/[\d.]+/g) ?? []).map(Number).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('the shade follows the system until the reader picks a theme', () => {
  it('is dark from the first paint in a dark system, with no script, and no cookie is written', { timeout: 60_000 }, async () => {
    const noScript = await openPage(browser(), { colorScheme: 'dark', javaScriptEnabled: false });
    await noScript.page.goto(urlOf('/foundations/colors-design'));
    const background = await noScript.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(luminanceOf(background)).toBeLessThan(0.1);
    await noScript.context.close();

    const { page, context, errors } = await openPage(browser(), { colorScheme: 'dark' });
    await gotoHydrated(page, '/foundations/colors-design');
    await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe('alpine-dark');
    expect(await page.getByRole('combobox', { name: 'Theme' }).inputValue()).toBe('alpine-dark');
    expect(luminanceOf(await page.evaluate(() => getComputedStyle(document.body).backgroundColor))).toBeLessThan(0.1);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('.themeshade');
    // The system turns light: the page follows while the reader has chosen nothing.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe('alpine-light');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a theme the reader chose, whatever the system says', { timeout: 60_000 }, async () => {
    const { page, context } = await openPage(browser(), { colorScheme: 'dark', cookies: { '.themeshade': 'lakeside-light' } });
    await gotoHydrated(page, '/foundations/colors-design');
    expect(await page.getAttribute('html', 'data-theme')).toBe('lakeside-light');
    expect(luminanceOf(await page.evaluate(() => getComputedStyle(document.body).backgroundColor))).toBeGreaterThan(0.8);
    await context.close();
  });
});

describe('breadcrumbs name the whole trail', () => {
  it('shows section, category, parent and the page itself, the category linked to its group on the section page', {
    timeout: 60_000,
  }, async () => {
    const { page, context, errors } = await openPage(browser());
    await gotoHydrated(page, '/components/button/button-group-code');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await breadcrumb.getByRole('link').allInnerTexts()).toEqual(['Components', 'Actions', 'Button']);
    expect(await breadcrumb.locator('[aria-current="page"]').innerText()).toBe('Button group');
    await breadcrumb.getByRole('link', { name: 'Actions' }).click();
    await page.getByRole('heading', { level: 1, name: 'Components' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#actions');
    expect(await page.locator('#actions').getByRole('heading', { name: 'Actions' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the Design tokens page', () => {
  it('filters every token of the theme by name or by value', { timeout: 60_000 }, async () => {
    const { page, context, errors } = await openPage(browser());
    await gotoHydrated(page, '/foundations/design-tokens');
    const filter = page.getByRole('searchbox', { name: 'Filter tokens by name or value' });
    const rows = page.locator('.token-browser__table tbody tr');
    // The browser is at the foot of the page: it hydrates, and loads its tokens, when the reader scrolls to it.
    await filter.scrollIntoViewIfNeeded();
    await expect.poll(() => rows.count()).toBeGreaterThan(100);
    const total = await rows.count();
    await filter.fill('action');
    await expect.poll(() => rows.count()).toBeLessThan(total);
    expect((await rows.locator('td:first-child code').allInnerTexts()).every((name) => name.includes('action'))).toBe(true);
    await filter.fill('16px');
    await expect
      .poll(async () => (await rows.locator('td:nth-child(2) code').allInnerTexts()).every((value) => value.includes('16px')))
      .toBe(true);
    expect(await rows.count()).toBeGreaterThan(0);
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /of \d+ tokens in alpine-light/ })
        .count(),
    ).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
