/**
 * SPEC §2 Auth gate, Footer, Resources factsheet, Desktop sub-navigation and
 * §6: a private page as an anonymous reader and as an authorized one (the
 * '{brand-prefix}-test' cookie).
 */
import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage, urlOf } from './support/browser';
import { AUTHORIZED } from './support/cookies';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();

describe('§6 private pages', () => {
  it("shows 'Not authorized', how to get access and the section overview to an anonymous reader, without private entries or internal links", async () => {
    const { page, context } = await openPage(browser());
    const response = await page.goto(urlOf('/foundations/logos'));
    expect(response?.status()).toBe(403);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 1 }).innerText()).toBe('Not authorized');
    expect(await main.innerText()).toContain('sign in with a staff account, or ask for access in the team channel.');
    expect(await main.getByRole('link', { name: 'Go to the Foundations overview' }).getAttribute('href')).toBe('/designsystem/foundations');
    expect(await main.innerText()).not.toContain('Logos');
    expect(await page.title()).toBe('Not authorized - Design System - Alpine');
    const subNavigation = page.getByRole('navigation', { name: 'Foundations pages' });
    expect(await subNavigation.getByRole('link', { name: /Logos/ }).count()).toBe(0);
    expect(await page.getByText('Report bug or share feedback').count()).toBe(0);
    expect(await page.getByRole('complementary', { name: 'Page resources' }).count()).toBe(0);
    await context.close();
  });

  it('shows the page, lock icons, helpful links and the feedback block to an authorized reader', async () => {
    const { page, context } = await openPage(browser(), { cookies: AUTHORIZED });
    await gotoHydrated(page, '/foundations/logos');
    await page.getByRole('heading', { level: 1, name: 'Logos' }).waitFor();
    const subNavigation = page.getByRole('navigation', { name: 'Foundations pages' });
    await subNavigation.getByRole('link', { name: 'Logos (private)' }).waitFor();

    await gotoHydrated(page, '/components/button-design');
    const resources = page.getByRole('complementary', { name: 'Page resources' });
    expect(await resources.getByRole('heading', { name: 'Helpful links' }).count()).toBe(1);
    const figma = resources.getByRole('link', { name: /Open component in Figma/ });
    expect(await figma.getAttribute('target')).toBe('_blank');
    await resources.getByRole('link', { name: /Report bug or feedback/ }).waitFor();

    const footer = page.getByRole('contentinfo');
    await footer.getByRole('heading', { name: 'Report bug or share feedback' }).waitFor();
    await footer.getByText('We welcome your feedback, and let us know if anything is not working as it should.').waitFor();
    const message = footer.getByRole('link', { name: /^Message Team Harbor/ });
    expect(await message.getAttribute('href')).toBe('https://chat.harbor.example/channels/harbor-design-system');
    await context.close();
  });

  it('keeps the factsheet to synonyms for an anonymous reader', async () => {
    const { page, context } = await openPage(browser());
    await gotoHydrated(page, '/components/button-design');
    const resources = page.getByRole('complementary', { name: 'Page resources' });
    await resources.getByRole('heading', { name: 'Common synonyms' }).waitFor();
    expect(await resources.getByText('CTA, Call to action, Action button, Schaltfläche').count()).toBe(1);
    expect(await resources.getByRole('heading', { name: 'Helpful links' }).count()).toBe(0);
    const toggle = resources.getByRole('button', { name: 'Resources' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await resources.getByText('Common synonyms').isVisible()).toBe(false);
    await context.close();
  });
});
