/**
 * SPEC §2 Search overlay, §4 Search, §7 Search: the shortcut, the combobox
 * with filters and keyboard selection, reset, nothing found, the request
 * rules and the error state.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoHydrated, openPage } from './support/browser';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();

/** Search API requests the page makes, as URLs. */
function recordSearchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/designsystem/api/search')) urls.push(request.url());
  });
  return urls;
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' });
const resultsOf = (page: Page) => page.getByRole('listbox', { name: 'Search results' }).getByRole('option');

describe('§2 Search overlay', () => {
  it('opens with Ctrl+K, focuses the input and locks page scrolling; Ctrl+K and Escape close it', async () => {
    const { page, context } = await openPage(browser());
    await gotoHydrated(page, '/components/button-design');
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Search' });
    await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await input.getAttribute('placeholder')).toBe('Ahoy! Start exploring...');
    expect(await page.evaluate(() => document.documentElement.classList.contains('is-scroll-locked'))).toBe(true);

    await page.keyboard.press('Control+k');
    await dialogOf(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('is-scroll-locked'))).toBe(false);

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await input.waitFor();
    await page.keyboard.press('Escape');
    await dialogOf(page).waitFor({ state: 'detached' });
    await context.close();
  });

  it('gives focus back to the Search button when it closes, through the launcher that opened it', async () => {
    const { page, context, errors } = await openPage(browser());
    await gotoHydrated(page, '/components/button-design');
    const button = page.getByRole('button', { name: 'Search', exact: true });
    const buttonFocused = () => button.evaluate((element) => element === document.activeElement);
    await button.click();
    const input = page.getByRole('combobox', { name: 'Search' });
    await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await dialogOf(page).waitFor({ state: 'detached' });
    await expect.poll(buttonFocused).toBe(true);

    // Opened by the shortcut from the page, it returns focus to the button as well rather than to nowhere.
    await page.keyboard.press('Control+k');
    await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: 'Close search' }).click();
    await dialogOf(page).waitFor({ state: 'detached' });
    await expect.poll(buttonFocused).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes on a click on the backdrop', async () => {
    const { page, context } = await openPage(browser());
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await dialogOf(page).waitFor();
    await page.mouse.click(10, 890);
    await dialogOf(page).waitFor({ state: 'detached' });
    await context.close();
  });

  it('searches on each keystroke with 101 for 100, filters by section, and opens the result chosen with the arrow keys', async () => {
    const { page, context, errors } = await openPage(browser());
    const requests = recordSearchRequests(page);
    await gotoHydrated(page, '/');
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Search' });
    await input.pressSequentially('button');
    await resultsOf(page).first().waitFor();
    const last = new URL(requests.at(-1) ?? '');
    expect(last.searchParams.get('term')).toBe('button');
    expect(last.searchParams.get('limit')).toBe('101');
    expect(last.searchParams.has('mode')).toBe(false);

    // The filter row: at least two sections have results.
    const filters = page.getByRole('group', { name: 'Filter by:' });
    await filters.getByRole('checkbox', { name: /Components/ }).check();
    await expect.poll(() => requests.at(-1) ?? '').toContain('filter=%2Fcomponents');
    await expect.poll(async () => (await resultsOf(page).first().textContent()) ?? '').toContain('Button');
    // Button leads the unfiltered results too: wait for the filtered answer itself, every result from Components.
    await expect
      .poll(async () => {
        const breadcrumbs = await page.locator('.search-result__breadcrumbs').allTextContents();
        return breadcrumbs.length > 0 && breadcrumbs.every((crumbs) => crumbs.startsWith('Components'));
      })
      .toBe(true);

    await input.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = resultsOf(page).nth(1);
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    const target = new URL((await second.getAttribute('href')) ?? '', page.url()).pathname;
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === target);
    await dialogOf(page).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the title, terms, tab and excerpt of a result with highlights', async () => {
    const { page, context } = await openPage(browser());
    await gotoHydrated(page, '/');
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search' }).fill('button');
    const first = resultsOf(page).first();
    await first.waitFor();
    expect(await first.locator('.search-result__title').textContent()).toContain('Button\u00a0·\u00a0CTA');
    expect(await first.locator('mark').first().textContent()).toMatch(/button/i);
    expect(await first.locator('.search-result__tab').textContent()).toMatch(/Design|Code/);
    // The page's thumbnail is its first example drawn small, as on its card, not two letters.
    await first.locator('.search-result__thumbnail--example .example__root button').first().waitFor();
    expect(await first.locator('.search-result__thumbnail--text').count()).toBe(0);
    // A long list: its first 20 options come with the results, the others once it is scrolled near its end
    // (viewer/search/SearchResultList.tsx, docs/performance.md "Typing in search").
    const counted = (await page.locator('.search-panel__count').textContent()) ?? '';
    const listed = Number(/first (\d+) of/.exec(counted)?.[1] ?? /^(\d+) result/.exec(counted)?.[1]);
    expect(listed).toBeGreaterThan(20);
    expect(await resultsOf(page).count()).toBe(20);
    await page.getByRole('listbox', { name: 'Search results' }).evaluate((list) => list.scrollTo(0, list.scrollHeight));
    await expect.poll(() => resultsOf(page).count()).toBe(listed);
    await context.close();
  });

  it('makes a request only when the term, filters or dev mode changed, and answers repeats from the cache', async () => {
    const { page, context } = await openPage(browser());
    const requests = recordSearchRequests(page);
    await gotoHydrated(page, '/');
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Search' });
    await input.fill('chip');
    await resultsOf(page).first().waitFor();
    const afterChip = requests.length;
    await input.blur();
    await input.focus();
    await input.fill('chips');
    await input.fill('chip');
    await expect.poll(async () => (await resultsOf(page).first().textContent()) ?? '').toContain('Chip');
    // Focus asked again (same state: no request); 'chips' is new; back to 'chip' comes from the cache.
    expect(requests.length).toBe(afterChip + 1);
    await context.close();
  });

  it('resets the term with Reset and says when nothing was found', async () => {
    const { page, context } = await openPage(browser());
    await gotoHydrated(page, '/');
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Search' });
    await input.fill('qqxqzzv');
    await page.getByText('Nothing found for "qqxqzzv"...').waitFor();
    await page.getByRole('button', { name: 'Reset' }).click();
    expect(await input.inputValue()).toBe('');
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByRole('button', { name: 'Reset' }).count()).toBe(0);
    await context.close();
  });

  it('shows an error state and logs the §8 message when the API fails', async () => {
    const { page, context, errors } = await openPage(browser());
    await page.route('**/designsystem/api/search**', (route) => route.fulfill({ status: 500, body: '{}' }));
    await gotoHydrated(page, '/');
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search' }).fill('button');
    await page.getByRole('alert').filter({ hasText: 'Search is not available' }).waitFor();
    // Through the client logger, which loads with the first report.
    await expect
      .poll(() => errors.some((error) => error.startsWith('API error, failed to request /designsystem/api/search?term=button&limit=101')), {
        timeout: 15_000,
      })
      .toBe(true);
    await context.close();
  });

  it('§8 reports a repeated API error once within 1 second and again once the second has passed (client logger)', async () => {
    const { page, context, errors } = await openPage(browser());
    // The page's own clock: time stands still while the same search fails twice, then moves exactly one second.
    await page.clock.install({ time: new Date('2030-01-01T00:00:00Z') });
    await page.route('**/designsystem/api/search**', (route) => route.fulfill({ status: 500, body: '{}' }));
    await gotoHydrated(page, '/');
    await page.clock.pauseAt(new Date('2030-01-01T00:00:10Z'));
    const reportsOf = (term: string) =>
      errors.filter((error) => error === `API error, failed to request /designsystem/api/search?term=${term}&limit=101`).length;
    const input = page.getByRole('combobox', { name: 'Search' });
    const alert = page.getByRole('alert').filter({ hasText: 'Search is not available' });
    /** Clears the term, then searches for `term`: the request fails and the error state shows again. */
    const failWith = async (term: string) => {
      await page.getByRole('button', { name: 'Reset' }).click();
      await alert.waitFor({ state: 'detached' });
      await input.fill(term);
      await alert.waitFor();
    };

    await page.keyboard.press('Control+k');
    await input.fill('button');
    await alert.waitFor();
    await expect.poll(() => reportsOf('button')).toBe(1);
    // The same message within the second: dropped, though the error state shows. Another message is not; once it
    // is on the console, a report of the repeat would have been too (console messages arrive in order).
    await failWith('button');
    await failWith('buttons');
    await expect.poll(() => reportsOf('buttons')).toBe(1);
    expect(reportsOf('button')).toBe(1);
    // A second later the same message is reported again.
    await page.clock.runFor(1000);
    await failWith('button');
    await expect.poll(() => reportsOf('button')).toBe(2);
    await context.close();
  });
});
