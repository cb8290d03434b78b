/**
 * Global Privacy Control in Chromium: a reader whose browser sends
 * `Sec-GPC: 1`, or exposes `navigator.globalPrivacyControl`, and has no
 * explicit consent is treated as refusing Marketing and Performance
 * (SPEC §4 Consent per category, §5 Cookie writing); a saved choice wins.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cookieRegistry } from '../../core/cookies';
import { gotoHydrated, openPage } from './support/browser';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();
const GPC_NOTE = 'Your browser sends a Global Privacy Control signal, so Performance and Marketing are off.';
const categoryOf = (name: string) => cookieRegistry.find((definition) => definition.name === name)?.category ?? 'undeclared';

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await dialog.waitFor();
  return dialog;
}

async function checked(page: Page): Promise<Record<string, boolean>> {
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  const result: Record<string, boolean> = {};
  for (const name of ['Personalization', 'Performance', 'Marketing'])
    result[name] = await dialog.getByRole('checkbox', { name }).isChecked();
  return result;
}

async function cookieCategories(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => categoryOf(cookie.name));
}

describe('§4 consent per category: Global Privacy Control', () => {
  it('with Sec-GPC: 1 and no consent, the dialog opens with Performance and Marketing off and says why', async () => {
    const { page, context, errors } = await openPage(browser(), { extraHTTPHeaders: { 'Sec-GPC': '1' } });
    await gotoHydrated(page, '/');
    expect(await page.locator('html').getAttribute('data-gpc')).toBe('1');
    const dialog = await openSettings(page);
    expect(await checked(page)).toEqual({ Personalization: false, Performance: false, Marketing: false });
    const text = await dialog.textContent();
    expect(text).toContain(GPC_NOTE);
    // Refused by the signal, not merely not chosen yet.
    expect(await dialog.locator('[data-state="DECLINED"]').count()).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with navigator.globalPrivacyControl alone, the dialog does the same', async () => {
    const { page, context } = await openPage(browser());
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    await gotoHydrated(page, '/');
    expect(await page.locator('html').getAttribute('data-gpc')).toBeNull();
    const dialog = await openSettings(page);
    expect(await dialog.textContent()).toContain(GPC_NOTE);
    expect(await checked(page)).toMatchObject({ Performance: false, Marketing: false });
    await context.close();
  });

  it('overrides an IMPLICIT consent for Marketing and Performance and writes nothing of those categories', async () => {
    const { page, context } = await openPage(browser(), {
      extraHTTPHeaders: { 'Sec-GPC': '1' },
      cookies: { '.consent': 'sn1pe1fu1ma1i', '.consent-ts': '68503b37' },
    });
    await gotoHydrated(page, '/');
    // Personalization stays accepted, so Dev mode is remembered.
    await page.getByRole('switch', { name: 'Dev mode' }).click();
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === '.dsdevmode'), { timeout: 15_000 }).toBe(true);
    const dialog = await openSettings(page);
    expect(await checked(page)).toEqual({ Personalization: true, Performance: false, Marketing: false });
    expect(await dialog.textContent()).toContain(GPC_NOTE);
    await dialog.getByRole('button', { name: 'Save choices' }).click();
    await dialog.getByText('Your choice is saved.').waitFor();
    const categories = await cookieCategories(context);
    expect(categories).not.toContain('Performance');
    expect(categories).not.toContain('Marketing');
    expect((await context.cookies()).find((cookie) => cookie.name === '.consent')?.value).toBe('sn1pe0fu1ma0e');
    await context.close();
  });

  it('lets an explicit choice the reader saves win over the signal', async () => {
    const { page, context } = await openPage(browser(), { extraHTTPHeaders: { 'Sec-GPC': '1' } });
    await gotoHydrated(page, '/');
    let dialog = await openSettings(page);
    await dialog.getByRole('button', { name: 'Accept all' }).click();
    await dialog.getByText('Your choice is saved.').waitFor();
    expect(await dialog.textContent()).not.toContain(GPC_NOTE);
    expect((await context.cookies()).find((cookie) => cookie.name === '.consent')?.value).toBe('sn1pe1fu1ma1e');

    await gotoHydrated(page, '/components');
    dialog = await openSettings(page);
    expect(await checked(page)).toEqual({ Personalization: true, Performance: true, Marketing: true });
    expect(await dialog.textContent()).not.toContain(GPC_NOTE);
    await context.close();
  });

  it('without the signal, an unchosen consent reads as not chosen yet, not refused', async () => {
    const { page, context } = await openPage(browser());
    await gotoHydrated(page, '/');
    const dialog = await openSettings(page);
    expect(await dialog.textContent()).not.toContain(GPC_NOTE);
    expect(await dialog.locator('[data-state="DECLINED"]').count()).toBe(0);
    await context.close();
  });
});
