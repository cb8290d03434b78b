/**
 * The theme switcher (SPEC §3 Theme, docs/portal.md): the four themes, the tab title
 * variant from the theme id (SPEC §2), the theme cookie written through core
 * with consent, and no flash of the wrong theme on the next load.
 */
import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage, waitForCookieWrites } from './support/browser';
import { CONSENTED } from './support/cookies';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();

describe('theme switcher', () => {
  it('offers the four themes, defaulting to Alpine light', async () => {
    const { page, context } = await openPage(browser());
    await gotoHydrated(page, '/');
    const select = page.getByRole('combobox', { name: 'Theme' });
    expect(await select.locator('option').allTextContents()).toEqual(['Alpine light', 'Alpine dark', 'Lakeside light', 'Lakeside dark']);
    expect(await select.inputValue()).toBe('alpine-light');
    expect(await page.title()).toBe('Design System - Alpine');
    await context.close();
  });

  it('switches the theme and the tab title variant, and the server renders it on the next load', async () => {
    const { page, context, errors } = await openPage(browser(), { cookies: CONSENTED });
    await gotoHydrated(page, '/components/button-design');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const lightBackground = await background();
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('lakeside-dark');
    expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe('lakeside-dark');
    expect(await page.title()).toBe('Button - Design System - Lakeside');
    expect(await background()).not.toBe(lightBackground);
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === '.themeshade')?.value).toBe('lakeside-dark');

    // No flash: the HTML itself carries the theme before any script runs.
    const response = await page.request.get(page.url());
    expect(await response.text()).toContain('data-theme="lakeside-dark"');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works for the visit without consent but is not remembered', async () => {
    const { page, context } = await openPage(browser());
    await gotoHydrated(page, '/');
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('alpine-dark');
    expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe('alpine-dark');
    // The write is decided (and refused) in a lazily loaded chunk: wait for that decision, then look.
    await waitForCookieWrites(page, 1);
    expect((await context.cookies()).some((cookie) => cookie.name === '.themeshade')).toBe(false);
    await context.close();
  });
});
