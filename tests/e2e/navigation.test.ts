/**
 * Client-side navigation (docs/portal.md): links fetch page data and swap the page
 * without a reload, back and forward restore page and scroll position, focus
 * moves to the new h1, the tab title follows; prefetching; and the 404 view.
 */
import { describe, expect, it } from 'vitest';
import { hrefOf } from '../../core/site';
import { baseUrl, gotoHydrated, openPage, urlOf } from './support/browser';
import { useBrowser } from './support/use-browser';
import { HOME_LEAD } from '../../viewer/document/home-lead';

const browser = useBrowser();

describe('client-side navigation', () => {
  it('navigates without reloading, focuses the new heading and keeps back and forward working', async () => {
    const { page, context, errors } = await openPage(browser());
    // Pages without live examples: an example mounting after the scroll is restored moves the page (scroll anchoring).
    await gotoHydrated(page, '/develop/localization');
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 42;
    });
    await page.evaluate(() => window.scrollTo(0, 600));
    const subNavigation = page.getByRole('navigation', { name: 'Develop pages' });
    await subNavigation.getByRole('link', { name: 'Web performance', exact: true }).click();
    await page.waitForURL('**/develop/web-performance');
    const heading = page.getByRole('heading', { level: 1, name: 'Web performance' });
    await heading.waitFor();
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.title()).toBe('Web performance - Design System - Alpine');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Localization' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/designsystem/develop/localization');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    expect(await page.title()).toBe('Localization - Design System - Alpine');

    await page.goForward();
    await page.getByRole('heading', { level: 1, name: 'Web performance' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the sub-navigation scrolled to the current entry', async () => {
    const { page, context } = await openPage(browser(), { viewport: { width: 1280, height: 600 } });
    await gotoHydrated(page, '/components/button-design');
    const subNavigation = page.getByRole('navigation', { name: 'Components pages' });
    const tooltip = subNavigation.getByRole('link', { name: 'Tooltip', exact: true });
    await tooltip.scrollIntoViewIfNeeded();
    await tooltip.click();
    await page.getByRole('heading', { level: 1, name: 'Tooltip' }).waitFor();
    expect(await subNavigation.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    expect(await tooltip.isVisible()).toBe(true);
    await context.close();
  });

  it('asks for page data as JSON and prefetches links on hover', async () => {
    const { page, context } = await openPage(browser());
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['accept'] === 'application/json' && !request.url().includes('/api/'))
        dataRequests.push(new URL(request.url()).pathname);
    });
    await gotoHydrated(page, '/');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Develop' }).hover();
    await expect.poll(() => dataRequests).toContain('/designsystem/develop');
    // Links in view (within 200px) are prefetched too.
    await expect.poll(() => dataRequests).toContain('/designsystem/get-started/introduction');
    await context.close();
  });

  it('updates the description meta tag with the page', async () => {
    const { page, context } = await openPage(browser());
    await gotoHydrated(page, '/');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(HOME_LEAD);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Get Started' }).click();
    await page.getByRole('heading', { level: 1, name: 'Get Started' }).waitFor();
    // SPEC §2: a section's description is empty, so it has no tag.
    expect(await page.locator('meta[name="description"]').count()).toBe(0);
    await page
      .getByRole('main')
      .getByRole('link', { name: /Introduction/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Introduction' }).waitFor();
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    await context.close();
  });
});

describe('§2 Route shapes: the links the viewer renders take no redirect hop', () => {
  it('follows the header logo home: the home page data answers 200 and no answer on the way is a redirect', async () => {
    const { page, context, errors } = await openPage(browser());
    const answers: { path: string; status: number; accept: string; redirected: boolean }[] = [];
    page.on('response', (response) => {
      const request = response.request();
      answers.push({
        path: new URL(response.url()).pathname,
        status: response.status(),
        accept: request.headers()['accept'] ?? '',
        redirected: request.redirectedFrom() !== null,
      });
    });
    await gotoHydrated(page, '/components/button-design');
    const logo = page.getByRole('link', { name: 'Harbor Design System' });
    expect(await logo.getAttribute('href')).toBe(hrefOf('/'));
    await logo.click();
    await page.getByRole('heading', { level: 1, name: 'Harbor Design System' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(hrefOf('/'));
    // The home page data, fetched when the link came into view or on the click, at the logo's own address.
    const homeData = () => answers.filter((answer) => answer.path === hrefOf('/') && answer.accept.includes('application/json'));
    await expect.poll(() => homeData().length).toBeGreaterThan(0);
    expect(homeData().map((answer) => answer.status)).toEqual(homeData().map(() => 200));
    expect(answers.filter((answer) => (answer.status >= 300 && answer.status < 400) || answer.redirected)).toEqual([]);

    // Opened directly, as a new tab would, the logo's address answers the page itself.
    const direct = await page.goto(`${new URL(baseUrl()).origin}${hrefOf('/')}`);
    expect(direct?.status()).toBe(200);
    expect(direct?.request().redirectedFrom()).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('404', () => {
  it('answers an unknown route with status 404 and the not-found view', async () => {
    const { page, context, errors } = await openPage(browser());
    const response = await page.goto(urlOf('/components/no-such-component'));
    expect(response?.status()).toBe(404);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found - Design System - Alpine');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Harbor Design System' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
