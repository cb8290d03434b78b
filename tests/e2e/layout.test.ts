/**
 * SPEC §2 Common layout: skip link, pinned header, active top-level link,
 * the logo closing search, the secondary column only on /{section}/{page},
 * tabs only with 2+ tabs, the content head date, and the footer.
 */
import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage, urlOf } from './support/browser';
import { AUTHORIZED } from './support/cookies';
import { previewProblems } from './support/preview-frames';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();

describe('§2 Common layout', () => {
  it('starts with a skip link to the main content', async () => {
    const { page, context } = await openPage(browser());
    await gotoHydrated(page, '/components/button-design');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**#main');
    await context.close();
  });

  it('pins the header once scrolled and marks the active section', async () => {
    const { page, context } = await openPage(browser());
    await gotoHydrated(page, '/components/button-design');
    const header = page.getByRole('banner');
    expect(await header.getAttribute('data-pinned')).toBeNull();
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect.poll(() => header.getAttribute('data-pinned')).toBe('true');
    const sections = page.getByRole('navigation', { name: 'Sections' });
    expect(await sections.getByRole('link', { name: 'Components' }).getAttribute('aria-current')).toBe('true');
    expect(await sections.getByRole('link', { name: 'Patterns' }).getAttribute('aria-current')).toBeNull();
    await context.close();
  });

  it('closes search when the logo or a section link is followed', async () => {
    const { page, context } = await openPage(browser());
    await gotoHydrated(page, '/components/button-design');
    const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await dialog.waitFor();
    await page.getByRole('link', { name: 'Harbor Design System' }).click();
    await page.getByRole('heading', { level: 1, name: 'Harbor Design System' }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.keyboard.press('Control+k');
    await dialog.waitFor();
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Patterns' }).click();
    await page.getByRole('heading', { level: 1, name: 'Patterns' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows the content head, tabs and secondary column on a page, and neither on a section', async () => {
    const { page, context } = await openPage(browser());
    await gotoHydrated(page, '/components/button-design');
    await page.getByText(/^Page last updated at \d{1,2}\.\d{1,2}\.\d{4}$/).waitFor();
    const tabs = page.getByRole('navigation', { name: 'Page tabs' });
    expect(await tabs.getByRole('link').allTextContents()).toEqual(['Design', 'Code']);
    expect(await tabs.getByRole('link', { name: 'Design' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('complementary', { name: 'Page resources' }).count()).toBe(1);

    await gotoHydrated(page, '/foundations/accessibility');
    expect(await page.getByRole('navigation', { name: 'Page tabs' }).count()).toBe(0);

    await gotoHydrated(page, '/components');
    expect(await page.getByRole('complementary', { name: 'Page resources' }).count()).toBe(0);
    await context.close();
  });

  it('shows the build version without its prefixes and the About us links in the footer', async () => {
    const { page, context } = await openPage(browser());
    await gotoHydrated(page, '/');
    const footer = page.getByRole('contentinfo');
    await footer.getByText('Version 2026.03.05-41').waitFor();
    for (const name of [/Company wiki/, /Privacy policy/]) {
      expect(await footer.getByRole('link', { name }).getAttribute('target')).toBe('_blank');
    }
    await context.close();
  });
});

/** The four themes the portal switches between (html[data-theme], as viewer/state/use-preferences.ts sets it). */
const THEMES = ['alpine-light', 'alpine-dark', 'lakeside-light', 'lakeside-dark'];

describe('Section overview previews', () => {
  it('draws every card preview whole or cropped on purpose, never clipped or blank, at 1440 and 390 px in the four themes', async () => {
    // Authorized, so the private components' cards (Image, Image lightbox…) are judged too; one load, resized and re-themed in place.
    const { page, context } = await openPage(browser(), { cookies: AUTHORIZED });
    await gotoHydrated(page, '/components');
    const cards = page.locator('.section-card .example-preview');
    expect(await cards.count()).toBeGreaterThan(30);
    const found: string[] = [];
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const theme of THEMES) {
        await page.evaluate((next) => {
          document.documentElement.dataset['theme'] = next;
        }, theme);
        // Two frames: the resize observers that refit the previews (fit-preview.ts) have run and the page has painted.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        for (const problem of await previewProblems(page)) found.push(`${width} px, ${theme}: ${problem}`);
      }
    }
    expect(found).toEqual([]);
    await context.close();
  });
});

describe('Design tab pictures and foundations tables fit their column', () => {
  it("keeps the Alert's anatomy markers in their frame at 390 px, lines up a Do/Don't pair's captions, rules each variants row across and fills the All themes fold when opened", async () => {
    // One load of Alert's Design tab, laid out at both widths: it has all three pictures.
    const { page, context, errors } = await openPage(browser(), { viewport: { width: 390, height: 900 } });
    await gotoHydrated(page, '/components/alert-design');
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    const found: string[] = [];
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const problems = await page.evaluate(() => {
        const out: string[] = [];
        for (const figure of document.querySelectorAll('figure.anatomy')) {
          const frame = figure.querySelector('.anatomy__canvas')?.getBoundingClientRect();
          if (frame === undefined) continue;
          for (const marker of figure.querySelectorAll('.anatomy__marker')) {
            const box = marker.getBoundingClientRect();
            if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5)
              out.push(
                `anatomy marker ${marker.textContent} reaches past its frame (${Math.round(box.left)}–${Math.round(box.right)} in ${Math.round(frame.left)}–${Math.round(frame.right)})`,
              );
          }
        }
        for (const pair of document.querySelectorAll('.verdict-pair')) {
          const figures = [...pair.querySelectorAll('.verdict')];
          const tops = figures.map((figure) => Math.round(figure.getBoundingClientRect().top));
          const captions = figures.map((figure) => Math.round(figure.querySelector('.verdict__caption')?.getBoundingClientRect().top ?? 0));
          if (new Set(tops).size === 1 && new Set(captions).size > 1) out.push(`Do/Don't captions start at ${captions.join(' and ')}`);
        }
        const rule = (cell: Element) => getComputedStyle(cell).borderBottomWidth;
        for (const row of document.querySelectorAll('.variant-grid__table tbody tr:not(.variant-grid__group)')) {
          const rules = new Set([...row.children].map(rule));
          if (rules.size > 1)
            out.push(`a variants row "${row.children[0]?.textContent}" is ruled ${[...rules].join(' and ')} across its cells`);
        }
        return out;
      });
      found.push(...problems.map((problem) => `${width} px: ${problem}`));
    }
    expect(found).toEqual([]);

    // The server sends the fold's stages empty, and React never renders this article (the page was loaded, not
    // navigated to): opening the fold fills each theme's samples, painted in that theme.
    const fold = page.locator('details.variant-grid__themes').first();
    expect(await fold.locator('[data-variant-sample] > *').count()).toBe(0);
    await fold.locator('summary').click();
    await page.waitForFunction(() =>
      [...(document.querySelector('details.variant-grid__themes')?.querySelectorAll('[data-variant-sample]') ?? [])].every(
        (stage) => stage.getAttribute('data-state') === 'failed' || stage.querySelector('.example__root > *') !== null,
      ),
    );
    const painted = await fold.evaluate((details) =>
      [...details.querySelectorAll('li[data-theme]')].map((box) => ({
        theme: box.getAttribute('data-theme'),
        failed: box.querySelectorAll('[data-state="failed"]').length,
        background: getComputedStyle(box.querySelector('.example__root > *') ?? box).backgroundColor,
      })),
    );
    expect(painted.map(({ theme, failed }) => `${theme}: ${failed} failed`)).toEqual(
      ['alpine-light', 'alpine-dark', 'lakeside-light', 'lakeside-dark'].map((theme) => `${theme}: 0 failed`),
    );
    const background = (theme: string) => painted.find((box) => box.theme === theme)?.background;
    expect(background('alpine-light')).not.toBe(background('lakeside-dark'));
    expect(errors).toEqual([]);
    await context.close();
  });

  // Spacing's Relationship table fitting its column is proved beside the brand typography pages (tables.test.ts).
  it("lines up the columns of Colours' one-row Portal roles tables at 1440 px", async () => {
    const { page, context } = await openPage(browser(), { viewport: { width: 1440, height: 900 } });
    await gotoHydrated(page, '/foundations/colors-design');
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    const portalRoles = ['color.mark', 'color.code-surface', 'color.inline-code', 'color.backdrop'];
    const columns = await page.evaluate(
      (groups) =>
        groups.map((group) =>
          [...(document.querySelector(`table[data-token-group="${group}"] thead tr`)?.children ?? [])]
            .map((cell) => Math.round(cell.getBoundingClientRect().left))
            .join(' '),
        ),
      portalRoles,
    );
    expect(columns.every((edges) => edges !== '')).toBe(true);
    expect(new Set(columns).size).toBe(1);
    await context.close();
  });

  it("keeps Button's anatomy markers and leaders off one another at 390 and 1440 px, Spinner's still, and fits wide variants grids in the column at 1440 px", async () => {
    // The pictures are the server's markup and never hydrated: a page is measured once loaded, with its fonts.
    const { page, context } = await openPage(browser(), { viewport: { width: 390, height: 900 } });
    const load = async (route: string) => {
      await page.goto(urlOf(route));
      await page.evaluate(async () => {
        await document.fonts.ready;
      });
    };
    await load('/components/button-design');
    const found: string[] = [];
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      found.push(...(await page.evaluate(anatomyCollisions)).map((problem) => `Button, ${width} px: ${problem}`));
    }
    // A picture holds still: Spinner's ring spins, and its markers, anchored to it, went round with it.
    await load('/components/spinner-design');
    const drift = await page
      .locator('figure.anatomy')
      .first()
      .evaluate(async (figure) => {
        const places = () =>
          [...figure.querySelectorAll('.anatomy__marker')].map(
            (marker) => `${marker.getBoundingClientRect().x},${marker.getBoundingClientRect().y}`,
          );
        const before = places();
        for (let frame = 0; frame < 10; frame += 1) await new Promise(requestAnimationFrame);
        return before.join(' ') === places().join(' ') ? null : `${before.join(' ')} -> ${places().join(' ')}`;
      });
    if (drift !== null) found.push(`Spinner's anatomy markers move: ${drift}`);
    // Three of the grids whose samples are widest (an overlay in its frame, a field): each fits without scrolling.
    for (const route of ['/components/dialog-design', '/components/popover-design', '/components/search-field-design']) {
      await load(route);
      const region = page.locator('.variant-grid__scroll').first();
      const { scroll, client } = await region.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
      if (scroll > client) found.push(`${route} at 1440 px: the variants grid is ${scroll} px wide in a ${client} px region`);
    }
    expect(found).toEqual([]);
    await context.close();
  });
});

/**
 * Runs in the page: each anatomy picture's markers that overlap one another, or a side marker's leader that crosses
 * another marker. A leader is drawn as a pseudo-element, so its box is worked out from the marker's side class and
 * its --leader length: it runs from the marker's edge towards the part.
 */
function anatomyCollisions(): string[] {
  type Box = { left: number; right: number; top: number; bottom: number };
  const leaderOf = (marker: Element, box: DOMRect): Box | undefined => {
    const length = Number.parseFloat(getComputedStyle(marker).getPropertyValue('--leader'));
    const x = (box.left + box.right) / 2;
    const y = (box.top + box.bottom) / 2;
    if (marker.classList.contains('anatomy__marker--top'))
      return { left: x - 0.5, right: x + 0.5, top: box.bottom, bottom: box.bottom + length };
    if (marker.classList.contains('anatomy__marker--bottom'))
      return { left: x - 0.5, right: x + 0.5, top: box.top - length, bottom: box.top };
    if (marker.classList.contains('anatomy__marker--left'))
      return { left: box.right, right: box.right + length, top: y - 0.5, bottom: y + 0.5 };
    if (marker.classList.contains('anatomy__marker--right'))
      return { left: box.left - length, right: box.left, top: y - 0.5, bottom: y + 0.5 };
    return undefined;
  };
  const meet = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const out: string[] = [];
  for (const figure of document.querySelectorAll('figure.anatomy')) {
    const markers = [...figure.querySelectorAll('.anatomy__marker')].map((element) => {
      const box = element.getBoundingClientRect();
      return { name: element.textContent ?? '', box, leader: leaderOf(element, box) };
    });
    for (const [index, marker] of markers.entries()) {
      for (const other of markers) {
        if (other === marker) continue;
        if (markers.indexOf(other) > index && meet(marker.box, other.box)) out.push(`markers ${marker.name} and ${other.name} overlap`);
        if (marker.leader !== undefined && meet(marker.leader, other.box))
          out.push(`the leader of ${marker.name} meets marker ${other.name}`);
      }
    }
  }
  return out;
}
