/**
 * The server entry (viewer/ssr-contract.ts): the whole document, the tab
 * title and description of SPEC §2, no inline executable script, and hydration
 * data that content cannot break out of.
 */
import { describe, expect, it } from 'vitest';
import { renderDocument } from '../../viewer/entry-server';
import type { PortalData } from '../../core/portal';
import { HOME_LEAD } from '../../viewer/document/home-lead';
import { buttonPage, portalData } from './portal-data-fixture';

const ASSETS = { scripts: ['/designsystem/assets/entry-client-X.js'], stylesheets: ['/designsystem/assets/entry-client-X.css'] };

async function render(data: PortalData): Promise<string> {
  return new Response(await renderDocument({ data, assets: ASSETS, origin: 'https://www.alpine-shop.example' })).text();
}

describe('renderDocument', () => {
  it("preloads the entry's imports only: the app and the page's view load after the first load (docs/performance.md)", async () => {
    const assets = {
      ...ASSETS,
      modulePreloads: ['/designsystem/assets/react-X.js'],
      viewPreloads: {
        home: ['/designsystem/assets/HomeView-X.js'],
        page: ['/designsystem/assets/page-chunk-X.js', '/designsystem/assets/react-X.js'],
        figures: ['/designsystem/assets/figure-chunk-X.js'],
      },
    };
    const html = await new Response(
      await renderDocument({ data: portalData({ kind: 'page', page: buttonPage }), assets, origin: 'https://www.alpine-shop.example' }),
    ).text();
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]);
    // The entry first, then React and the header's actions; the page's view is the app's, which waits for idle or intent.
    expect(preloads).toEqual(['/designsystem/assets/entry-client-X.js', '/designsystem/assets/react-X.js']);
    // The stylesheet comes before every script, so that over HTTP/1.1 no preload holds it back.
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('rel="modulepreload"'));
  });

  it('renders the whole document with the theme, stylesheets, module scripts by URL and no inline executable script', async () => {
    const html = await render(portalData({ kind: 'page', page: buttonPage }));
    expect(html.startsWith('<!DOCTYPE html><html lang="en-CH" data-theme="alpine-light">')).toBe(true);
    expect(html).toContain('<link rel="stylesheet" href="/designsystem/assets/entry-client-X.css" data-precedence="default"/>');
    expect(html).toContain('<script type="module" src="/designsystem/assets/entry-client-X.js"></script>');
    expect(html).toContain('<script type="application/json" id="portal-data">');
    // The CSP is script-src 'self' (server/security-headers.ts): every script is either loaded by URL or not executable.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(2);
    expect(scripts.every((tag) => / src="\/designsystem\/assets\//.test(tag) || tag.includes('type="application/json"'))).toBe(true);
    expect(html).not.toContain('nonce');
  });

  it('sets the §2 tab title and the trimmed description', async () => {
    const html = await render(portalData({ kind: 'page', page: buttonPage }, { theme: 'lakeside-dark' }));
    expect(html).toContain('<title>Button - Design System - Lakeside</title>');
    expect(html).toContain('<meta name="description" content="Buttons start actions."/>');
  });

  it('leaves the page-title part out on home and describes home with its lead sentence', async () => {
    const html = await render(portalData({ kind: 'home' }));
    expect(html).toContain('<title>Design System - Alpine</title>');
    expect(html).toContain(`<meta name="description" content="${HOME_LEAD}"/>`);
    expect(html).toContain(`<p class="lead">${HOME_LEAD}</p>`);
  });

  it('sets no description tag on a section overview (SPEC §2: section descriptions are empty)', async () => {
    const html = await render(
      portalData({ kind: 'section', section: { title: 'Components', link: '/components', description: '', categories: [] } }),
    );
    expect(html).not.toContain('name="description"');
  });

  it("renders 'Not authorized', how to get access and the section overview link, nothing of the page, for an anonymous reader", async () => {
    const html = await render(portalData({ kind: 'not-authorized' }));
    const main = /<main[^>]*>(.*?)<\/main>/s.exec(html)?.[1] ?? '';
    expect(main).toContain('<h1 class="view-title" tabindex="-1">Not authorized</h1>');
    expect(main.replace(/<[^>]+>/g, '')).toBe(
      'Not authorizedThis page is for staff: sign in with a staff account, or ask for access in the team channel.Go to the Components overview',
    );
    expect(main).toContain('href="/designsystem/components"');
    expect(html).toContain('<title>Not authorized - Design System - Alpine</title>');
  });

  it('escapes < in the hydration data so content cannot close the script element', async () => {
    // In the description, which the embedded data keeps (the article's tree is left out: document/embedded-portal-data.ts).
    const page = { ...buttonPage, description: 'Closes </script><!-- early' };
    const html = await render(portalData({ kind: 'page', page }));
    const json = /<script type="application\/json" id="portal-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script>');
    expect((JSON.parse(json) as PortalData).view).toEqual({ kind: 'page', page: { ...page, body: [] } });
  });

  it('renders the article: anchored headings, the date, tabs, shorthand and external links', async () => {
    const html = await render(portalData({ kind: 'page', page: buttonPage }, { isAuthorized: true }));
    expect(html).toContain('<h2 id="usage">Usage</h2>');
    expect(html).toContain('Section titled Usage');
    expect(html).toContain('<h3 id="usage-do">Do</h3>');
    expect(html).toContain('Page last updated at 5.3.2026');
    expect(html).toContain('href="/designsystem/components/button-code"');
    expect(html).toContain('button<!-- --> (Code)');
    expect(html).toContain('<small class="shorthand-unresolved">Missing</small>');
    expect(html).toMatch(/<a href="https:\/\/www\.ech\.ch\/" target="_blank" rel="noopener noreferrer"/);
    expect(html).toContain('Version 2026.03.05-41');
    expect(html).toContain('Message Team Harbor');
  });
});
