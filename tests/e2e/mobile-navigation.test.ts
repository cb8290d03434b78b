/**
 * SPEC §2 Mobile navigation and Drawer at 375px: the hamburger's labels, Main
 * Menu, a section with Back to Main Menu and Overview, expandable groups, the
 * exclusion with search, and the menu closing itself at 1024px and wider.
 */
import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage } from './support/browser';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();
const PHONE = { viewport: { width: 375, height: 812 }, hasTouch: true } as const;

describe('§2 Mobile navigation', () => {
  it('walks from Main Menu into a section and to a page', async () => {
    const { page, context, errors } = await openPage(browser(), PHONE);
    await gotoHydrated(page, '/');
    expect(await page.getByRole('navigation', { name: 'Sections' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open Navigation' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByRole('heading', { name: 'Main Menu' }).waitFor();
    await menu.getByRole('button', { name: 'Foundations' }).click();
    await menu.getByRole('heading', { name: 'Foundations' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Overview' }).getAttribute('href')).toBe('/designsystem/foundations');

    const motion = menu.getByRole('button', { name: 'Motion', exact: true });
    expect(await motion.getAttribute('aria-expanded')).toBe('false');
    await motion.click();
    expect(await motion.getAttribute('aria-expanded')).toBe('true');
    const group = page.locator(`#${(await motion.getAttribute('aria-controls')) ?? ''}`);
    expect(await group.getByRole('link', { name: 'Overview' }).getAttribute('href')).toBe('/designsystem/foundations/motion-design');
    await group.getByRole('link', { name: 'Easing' }).click();
    await page.getByRole('heading', { level: 1, name: 'Easing' }).waitFor();
    // Following a link closes the menu.
    await page.getByRole('button', { name: 'Open Navigation' }).waitFor();

    await page.getByRole('button', { name: 'Open Navigation' }).click();
    await menu.getByRole('button', { name: 'Back to Main Menu' }).click();
    await menu.getByRole('heading', { name: 'Main Menu' }).waitFor();
    expect(await menu.getByRole('switch', { name: 'Dev mode' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('excludes search: opening one closes the other', async () => {
    const { page, context } = await openPage(browser(), PHONE);
    await gotoHydrated(page, '/components/button-design');
    await page.getByRole('button', { name: 'Open Navigation' }).click();
    await page.getByRole('button', { name: 'Close Navigation' }).waitFor();
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Search the documentation' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Menu' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    // The overlay stays for its closing transition; a busy machine can stretch it.
    await page.getByRole('dialog', { name: 'Search the documentation' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open Navigation' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Search the documentation' }).count()).toBe(0);
    await context.close();
  });

  it('marks non-public entries with a lock for authorized readers', async () => {
    const { page, context } = await openPage(browser(), { ...PHONE, cookies: { 'hb-test': '1' } });
    await gotoHydrated(page, '/foundations/colors-design');
    await page.getByRole('button', { name: 'Open Navigation' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Logos (private)' }).waitFor();
    await context.close();
  });

  it('closes by itself at 1024px and wider', async () => {
    const { page, context } = await openPage(browser(), PHONE);
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Open Navigation' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).waitFor();
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.getByRole('navigation', { name: 'Menu' }).waitFor({ state: 'detached' });
    await context.close();
  });
});
