/**
 * The Cookie settings dialog (docs/portal.md, beyond the SPEC): the consent
 * categories with their state, an EXPLICIT consent written to `.consent` and
 * `.consent-ts` through core, and why preferences are not remembered without it.
 */
import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage } from './support/browser';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();

describe('Cookie settings', () => {
  it('shows the categories and explains that preferences are not remembered without personalization', async () => {
    const { page, context } = await openPage(browser());
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await dialog.waitFor();
    for (const name of ['Personalization', 'Performance', 'Marketing']) {
      expect(await dialog.getByRole('checkbox', { name }).isChecked()).toBe(false);
    }
    expect(await dialog.textContent()).toContain('Not chosen yet');
    expect(await dialog.textContent()).toContain('not remembered');
    await context.close();
  });

  it('writes an EXPLICIT consent and then remembers the dev mode chosen during the visit', async () => {
    const { page, context } = await openPage(browser());
    await gotoHydrated(page, '/');
    await page.getByRole('switch', { name: 'Dev mode' }).click();
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await dialog.getByRole('checkbox', { name: 'Personalization' }).check();
    await dialog.getByRole('button', { name: 'Save choices' }).click();
    await dialog.getByText('Your choice is saved.').waitFor();

    const cookies = await context.cookies();
    const value = (name: string) => cookies.find((cookie) => cookie.name === name)?.value;
    expect(value('.consent')).toBe('sn1pe0fu1ma0e');
    expect(value('.consent-ts')).toMatch(/^[0-9a-f]{8,12}$/);
    expect(value('.dsdevmode')).toBe('true');
    expect(await dialog.textContent()).toContain('Accepted');
    expect(await dialog.textContent()).not.toContain('not remembered');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });
});
