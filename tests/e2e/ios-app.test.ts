/**
 * The iOS app (SPEC §6 Store users, §3 Consent): detected through
 * `app-platform=ios` in the user agent or the native settings message
 * handler; its device consent holds fu, pe and im, with ma forced to 0.
 */
import { describe, expect, it } from 'vitest';
import { DEV_MODE_COOKIE_NAME, parseCookieHeader } from '../../core/cookies';
import { gotoHydrated, openPage, waitForCookieWrites } from './support/browser';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();
const IOS_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 app-platform=ios';
// An iOS consent: fu, pe and im, no ma. The web reading requires ma, so there it is no consent at all.
const IOS_CONSENT = { '.consent': 'sn1pe0fu1im1e', '.consent-ts': '68503b37' };

async function devModeRemembered(
  options: Parameters<typeof openPage>[1],
  setup?: (page: import('playwright-core').Page) => Promise<unknown>,
) {
  const { page, context } = await openPage(browser(), options);
  if (setup) await setup(page);
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await dialog.waitFor();
  const states = await dialog.locator('.cookie-settings__state').allTextContents();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('switch', { name: 'Dev mode' }).click();
  await expect.poll(() => page.getByRole('switch', { name: 'Dev mode' }).getAttribute('aria-checked')).toBe('true');
  // The write is decided (written or refused) once the page has settled it; the page's own cookie jar then tells which.
  await waitForCookieWrites(page, 1);
  const written = parseCookieHeader(await page.evaluate(() => document.cookie)).get(DEV_MODE_COOKIE_NAME) === 'true';
  await context.close();
  return { states, written };
}

describe('§6 store users: the iOS app', () => {
  it('reads an fu, pe, im consent in a browser whose user agent carries app-platform=ios', async () => {
    const { states, written } = await devModeRemembered({ userAgent: IOS_USER_AGENT, cookies: IOS_CONSENT });
    // Personalization, Performance, Marketing (shown as iOS marketing).
    expect(states).toEqual(['Accepted', 'Declined', 'Accepted']);
    expect(written).toBe(true);
  });

  it('detects the app by its native settings message handler too', async () => {
    const { states, written } = await devModeRemembered({ cookies: IOS_CONSENT }, (page) =>
      page.addInitScript(() => {
        Object.defineProperty(window, 'webkit', { value: { messageHandlers: { settings: { postMessage: () => undefined } } } });
      }),
    );
    expect(states).toEqual(['Accepted', 'Declined', 'Accepted']);
    expect(written).toBe(true);
  });

  it('takes no consent from the same cookie on the web, where ma is required', async () => {
    const { states, written } = await devModeRemembered({ cookies: IOS_CONSENT });
    expect(states).toEqual(['Not chosen yet', 'Not chosen yet', 'Not chosen yet']);
    expect(written).toBe(false);
  });

  it('saves the Marketing choice as im with ma forced to 0', async () => {
    const { page, context } = await openPage(browser(), { userAgent: IOS_USER_AGENT });
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await dialog.getByRole('button', { name: 'Accept all' }).click();
    await dialog.getByText('Your choice is saved.').waitFor();
    expect((await context.cookies()).find((cookie) => cookie.name === '.consent')?.value).toBe('sn1pe1fu1ma0im1e');
    expect(await dialog.locator('.cookie-settings__state').allTextContents()).toEqual(['Accepted', 'Accepted', 'Accepted']);
    await context.close();
  });

  it('forces ma to 0 when reading: an ma1, im0 consent shows Marketing declined in the app and accepted on the web', async () => {
    const cookies = { '.consent': 'sn1pe1fu1ma1im0e', '.consent-ts': '68503b37' };
    const shown = async (options: Parameters<typeof openPage>[1]) => {
      const { page, context } = await openPage(browser(), options);
      await gotoHydrated(page, '/');
      await page.getByRole('button', { name: 'Cookie settings' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
      await dialog.waitFor();
      const states = await dialog.locator('.cookie-settings__state').allTextContents();
      const marketingChecked = await dialog.getByRole('checkbox', { name: 'Marketing' }).isChecked();
      await context.close();
      return { states, marketingChecked };
    };
    expect(await shown({ userAgent: IOS_USER_AGENT, cookies })).toEqual({
      states: ['Accepted', 'Accepted', 'Declined'],
      marketingChecked: false,
    });
    expect(await shown({ cookies })).toEqual({ states: ['Accepted', 'Accepted', 'Accepted'], marketingChecked: true });
  });
});
