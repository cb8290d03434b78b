/**
 * Finding your way on a page, in Chromium: breadcrumbs above the title,
 * previous and next at the end of the article (SPEC §2 Desktop sub-navigation
 * order, skipping what the reader may not see, §6), "Copy page as Markdown",
 * "Edit this page" for authorized readers, the canonical and share tags after
 * a client-side navigation, the 403 and 404 pages, and axe on all of them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoHydrated, openPage, urlOf } from './support/browser';
import { lastClipboardWrite, recordClipboardWrites } from './support/clipboard';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();
const AUTHORIZED = { 'hb-test': '1' };
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** The shipped site.json, whose repoRoot the edit links point under. */
const SITE = JSON.parse(readFileSync(new URL('../../content/site.json', import.meta.url), 'utf8')) as { repoRoot: string };
/** "Edit this page" opens the code host's editor: GitLab's /-/edit/ in place of the read view's /-/tree/. */
const EDITOR_ROOT = SITE.repoRoot.replace('/-/tree/', '/-/edit/');

async function axeViolations(page: Page, include: string): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async (selector) => {
    type Result = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<Result> } }).axe;
    const result = await axe.run({ include: [selector] }, { resultTypes: ['violations'] });
    return result.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}`));
  }, include);
}

describe('§2 breadcrumbs and previous/next', () => {
  it('shows section then parents above the title, and previous/next in sub-navigation order that follow client-side', async () => {
    const { page, context, errors } = await openPage(browser(), { bypassCSP: true });
    await gotoHydrated(page, '/foundations/motion/easing-design');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    const crumbs = breadcrumb.getByRole('link');
    expect(await crumbs.allInnerTexts()).toEqual(['Foundations', 'Motion']);
    // The trail ends with the page itself, named and marked as the current one, not linked.
    expect(await breadcrumb.locator('[aria-current="page"]').innerText()).toBe('Easing');
    expect(await crumbs.nth(0).getAttribute('href')).toBe('/designsystem/foundations');
    expect(await crumbs.nth(1).getAttribute('href')).toBe('/designsystem/foundations/motion-design');
    // Above the title: the breadcrumb comes first in the page's header.
    const order = await page.evaluate(() => {
      const nav = document.querySelector('nav[aria-label="Breadcrumb"]');
      const h1 = document.querySelector('#main h1');
      return nav !== null && h1 !== null && (nav.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    });
    expect(order).toBe(true);

    const neighbours = page.getByRole('navigation', { name: 'Previous and next pages' });
    const previous = neighbours.getByRole('link', { name: /^Previous/ });
    const next = neighbours.getByRole('link', { name: /^Next/ });
    expect(await previous.innerText()).toContain('Motion');
    expect(await previous.getAttribute('href')).toBe('/designsystem/foundations/motion-design');
    expect(await next.getAttribute('href')).toBe('/designsystem/foundations/motion/duration-design');
    // After the article.
    expect(await page.evaluate(() => document.querySelector('.article')?.nextElementSibling?.className)).toBe('page-neighbours');

    const shareTags = () =>
      page.evaluate(() => ({
        canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
        title: document.querySelector<HTMLMetaElement>('meta[property="og:title"]')?.content,
        url: document.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content,
        twitterTitle: document.querySelector<HTMLMetaElement>('meta[name="twitter:title"]')?.content,
      }));
    expect(await shareTags()).toEqual({
      canonical: urlOf('/foundations/motion/easing-design'),
      title: 'Easing - Design System - Alpine',
      url: urlOf('/foundations/motion/easing-design'),
      twitterTitle: 'Easing - Design System - Alpine',
    });

    // The share image the tags name is served, at the size the tags give.
    const image = await page.evaluate(() => ({
      url: document.querySelector<HTMLMetaElement>('meta[property="og:image"]')?.content ?? '',
      width: document.querySelector<HTMLMetaElement>('meta[property="og:image:width"]')?.content,
      height: document.querySelector<HTMLMetaElement>('meta[property="og:image:height"]')?.content,
    }));
    const served = await page.request.get(image.url);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    const png = await served.body();
    // PNG: the IHDR chunk holds width and height as big-endian numbers at bytes 16 and 20.
    expect([String(png.readUInt32BE(16)), String(png.readUInt32BE(20))]).toEqual([image.width, image.height]);

    await next.click();
    await page.waitForURL('**/foundations/motion/duration-design');
    await page.getByRole('heading', { level: 1, name: 'Duration' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').allInnerTexts()).toEqual(['Foundations', 'Motion']);
    // A client-side navigation rewrites the canonical and share tags for the page it arrived at.
    await expect.poll(shareTags).toEqual({
      canonical: urlOf('/foundations/motion/duration-design'),
      title: 'Duration - Design System - Alpine',
      url: urlOf('/foundations/motion/duration-design'),
      twitterTitle: 'Duration - Design System - Alpine',
    });
    expect(await axeViolations(page, '.content-head')).toEqual([]);
    expect(await axeViolations(page, '.page-neighbours')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('§6 skips a private page for an anonymous reader and includes it for an authorized one', async () => {
    const anonymous = await openPage(browser());
    await gotoHydrated(anonymous.page, '/foundations/iconography-design');
    const next = anonymous.page.getByRole('navigation', { name: 'Previous and next pages' }).getByRole('link', { name: /^Next/ });
    expect(await next.getAttribute('href')).toBe('/designsystem/foundations/images-and-illustrations-design');
    expect(await anonymous.page.content()).not.toContain('/foundations/logos');
    await gotoHydrated(anonymous.page, '/foundations/images-and-illustrations-design');
    const previous = anonymous.page.getByRole('navigation', { name: 'Previous and next pages' }).getByRole('link', { name: /^Previous/ });
    expect(await previous.getAttribute('href')).toBe('/designsystem/foundations/iconography-design');
    await anonymous.context.close();

    const authorized = await openPage(browser(), { cookies: AUTHORIZED });
    await gotoHydrated(authorized.page, '/foundations/iconography-design');
    const authorizedNext = authorized.page
      .getByRole('navigation', { name: 'Previous and next pages' })
      .getByRole('link', { name: /^Next/ });
    expect(await authorizedNext.getAttribute('href')).toBe('/designsystem/foundations/logos');
    expect(await authorizedNext.innerText()).toContain('Logos');
    await authorized.context.close();
  });

  it('follows dev mode: on a Code tab the neighbours are Code tabs too', async () => {
    const { page, context } = await openPage(browser(), { cookies: { '.dsdevmode': 'true' } });
    await gotoHydrated(page, '/foundations/colors-code');
    const neighbours = page.getByRole('navigation', { name: 'Previous and next pages' });
    expect(await neighbours.getByRole('link', { name: /^Next/ }).getAttribute('href')).toBe('/designsystem/foundations/elevation-code');
    await context.close();
  });
});

describe('Copy page as Markdown and Edit this page', () => {
  it('puts the page\'s Markdown copy on the clipboard and confirms it with "Copied"', async () => {
    const { page, context, errors } = await openPage(browser());
    await recordClipboardWrites(context);
    await gotoHydrated(page, '/components/button-design');
    const button = page.getByRole('button', { name: 'Copy page as Markdown' });
    await button.click();
    // Checked in the page, where the 900 ms feedback cannot pass between two looks: the button says Copied and the status says why.
    await page.waitForFunction(
      () =>
        document.querySelector('.page-actions__action[data-copied]')?.textContent === 'Copied' &&
        document.querySelector('.page-actions [role="status"]')?.textContent === 'Page copied as Markdown',
      undefined,
      { polling: 'raf', timeout: 15_000 },
    );
    const copied = (await lastClipboardWrite(page)) ?? '';
    const served = await (await page.request.get(urlOf('/components/button-design.md'))).text();
    expect(copied).toBe(served);
    expect(copied).toMatch(/^# Button/m);
    expect(copied).not.toMatch(/^---$/m);
    // Back to idle after the feedback time, without a fixed wait.
    await button.waitFor({ state: 'visible', timeout: 15_000 });
    expect(await page.getByRole('link', { name: /Edit this page/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('§6 Copy page as Markdown on a private page', () => {
  it("copies the private page's Markdown for an authorized reader: the fetch carries the reader's cookies", async () => {
    const { page, context, errors } = await openPage(browser(), { cookies: AUTHORIZED });
    await recordClipboardWrites(context);
    await gotoHydrated(page, '/foundations/logos');
    await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
    await page.getByRole('status').filter({ hasText: 'Page copied as Markdown' }).waitFor({ state: 'attached' });
    const copied = (await lastClipboardWrite(page)) ?? '';
    expect(copied.startsWith('# Logos\n')).toBe(true);
    expect(copied).toBe(await (await page.request.get(urlOf('/foundations/logos.md'))).text());
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("§6 'Edit this page' for authorized readers", () => {
  it("links an authorized reader to the page's source file under the repository root, in a new tab, and no one else", async () => {
    const authorized = await openPage(browser(), { cookies: AUTHORIZED });
    await gotoHydrated(authorized.page, '/foundations/motion/easing-design');
    const edit = authorized.page.getByRole('link', { name: 'Edit this page (opens in a new tab)' });
    expect(await edit.isVisible()).toBe(true);
    // No EDIT_URL_BASE in this server: the content folder under site.json's repoRoot.
    expect(await edit.getAttribute('href')).toBe(`${EDITOR_ROOT}/content/foundations/motion/easing/design.md`);
    expect(await edit.getAttribute('target')).toBe('_blank');
    // It follows a client-side navigation to the next page's own source.
    await authorized.page.getByRole('navigation', { name: 'Previous and next pages' }).getByRole('link', { name: /^Next/ }).click();
    await authorized.page.getByRole('heading', { level: 1, name: 'Duration' }).waitFor();
    await expect.poll(() => edit.getAttribute('href')).toBe(`${EDITOR_ROOT}/content/foundations/motion/duration/design.md`);
    expect(authorized.errors).toEqual([]);
    await authorized.context.close();

    const anonymous = await openPage(browser());
    await gotoHydrated(anonymous.page, '/foundations/motion/easing-design');
    expect(await anonymous.page.getByRole('button', { name: 'Copy page as Markdown' }).isVisible()).toBe(true);
    expect(await anonymous.page.getByRole('link', { name: /Edit this page/ }).count()).toBe(0);
    expect(await anonymous.page.content()).not.toContain('easing/design.md');
    await anonymous.context.close();
  });
});

describe('§2 403 and 404 pages', () => {
  it("403: keeps 'Not authorized', says how to get access and links to the section overview", async () => {
    const { page, context } = await openPage(browser(), { bypassCSP: true });
    const response = await page.goto(urlOf('/components/image'));
    expect(response?.status()).toBe(403);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 1 }).innerText()).toBe('Not authorized');
    expect(await main.innerText()).toContain('sign in with a staff account, or ask for access in the team channel');
    await main.getByRole('link', { name: 'Go to the Components overview' }).click();
    await page.waitForURL(/\/designsystem\/components$/);
    await page.goBack();
    await main.getByRole('heading', { level: 1, name: 'Not authorized' }).waitFor();
    expect(await axeViolations(page, '#main')).toEqual([]);
    await context.close();
  });

  it('404: suggests pages close to the words of the path, never a private one to an anonymous reader', async () => {
    const { page, context } = await openPage(browser(), { bypassCSP: true });
    const response = await page.goto(urlOf('/components/buton'));
    expect(response?.status()).toBe(404);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const suggestions = page.getByRole('region', { name: 'Were you looking for one of these?' }).getByRole('link');
    const count = await suggestions.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(5);
    expect(await suggestions.first().innerText()).toMatch(/^Button/);
    expect(await axeViolations(page, '#main')).toEqual([]);

    await page.goto(urlOf('/foundations/logoss'));
    expect(await page.getByRole('main').innerText()).not.toContain('Logos');
    await context.close();
  });
});
