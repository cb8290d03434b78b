/**
 * SPEC §2 Dev mode toggle, §4 Dev mode: switching navigates to the Code or
 * Design tab, the info shows on hover and focus, searches carry mode=dev, and
 * the choice is kept in the dev-mode cookie only with consent (SPEC §5).
 */
import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage, trackRequests, waitForCookieWrites } from './support/browser';
import { CONSENTED } from './support/cookies';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();
const INFO = 'Dev mode: Dev mode defaults to the code tab and prioritises development results in search.';

describe('§2 Dev mode toggle', () => {
  it('goes to the Code tab when switched on and back to the Design tab when switched off', async () => {
    const { page, context, errors } = await openPage(browser());
    await gotoHydrated(page, '/components/button-design');
    const toggle = page.getByRole('switch', { name: 'Dev mode' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await page.waitForURL('**/designsystem/components/button-code');
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('link', { name: 'Code' }).getAttribute('aria-current')).toBe('page');
    // The sub-navigation now lists the Code entries.
    const subNavigation = page.getByRole('navigation', { name: 'Components pages' });
    expect(await subNavigation.getByRole('link', { name: 'Button', exact: true }).getAttribute('href')).toBe(
      '/designsystem/components/button-code',
    );

    await toggle.click();
    await page.waitForURL('**/designsystem/components/button-design');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stays on a page without the other tab', async () => {
    const { page, context } = await openPage(browser());
    await gotoHydrated(page, '/foundations/accessibility');
    const requests = trackRequests(page);
    const toggle = page.getByRole('switch', { name: 'Dev mode' });
    await toggle.click();
    // The switch is on, its cookie write decided, and every request it may have started answered: a navigation would have happened.
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await waitForCookieWrites(page, 1);
    await requests.settled();
    expect(new URL(page.url()).pathname).toBe('/designsystem/foundations/accessibility');
    await context.close();
  });

  it('shows its info on hover and on keyboard focus', async () => {
    const { page, context } = await openPage(browser());
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('switch', { name: 'Dev mode' });
    const info = page.getByRole('tooltip');
    expect(await info.isVisible()).toBe(false);
    await toggle.hover();
    await expect.poll(() => info.isVisible()).toBe(true);
    expect(await info.textContent()).toBe(INFO);
    await page.mouse.move(5, 500);
    await expect.poll(() => info.isVisible()).toBe(false);
    await toggle.focus();
    await expect.poll(() => info.isVisible()).toBe(true);
    await context.close();
  });

  it('adds mode=dev to searches while on', async () => {
    const { page, context } = await openPage(browser());
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/search')) requests.push(request.url());
    });
    await gotoHydrated(page, '/');
    await page.getByRole('switch', { name: 'Dev mode' }).click();
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search' }).fill('button');
    await expect.poll(() => requests.at(-1) ?? '').toContain('mode=dev');
    await context.close();
  });

  it('is remembered in the dev-mode cookie only when personalization is accepted', async () => {
    const anonymous = await openPage(browser());
    await gotoHydrated(anonymous.page, '/');
    await anonymous.page.getByRole('switch', { name: 'Dev mode' }).click();
    await waitForCookieWrites(anonymous.page, 1);
    expect((await anonymous.context.cookies()).some((cookie) => cookie.name === '.dsdevmode')).toBe(false);
    await anonymous.context.close();

    const consented = await openPage(browser(), { cookies: CONSENTED });
    await gotoHydrated(consented.page, '/components/button-design');
    await consented.page.getByRole('switch', { name: 'Dev mode' }).click();
    await consented.page.waitForURL('**/button-code');
    await expect.poll(async () => (await consented.context.cookies()).find((cookie) => cookie.name === '.dsdevmode')?.value).toBe('true');
    // The server reads it: a fresh load starts in dev mode.
    await gotoHydrated(consented.page, '/');
    expect(await consented.page.getByRole('switch', { name: 'Dev mode' }).getAttribute('aria-checked')).toBe('true');
    await consented.context.close();
  });
});
