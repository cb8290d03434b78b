/**
 * SPEC §6 and §2 Auth gate over the real shipped content: for EACH private
 * page, nothing of it (title, route, headings, a sentence of its body)
 * appears in any response an anonymous reader can get: the page's own HTML
 * and page data, the home page, every section and every public page (HTML and
 * data), and a search for its title. A text counts as a secret only when the
 * portal without its private pages would not show it anyway.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SPEC_ROUTES } from '../content/spec-routes';
import { found, publicMaterialOf, secretsOf } from '../support/private-strings';
import {
  BUILD_TIMEOUT_MS,
  createTestApp,
  loadShippedPortal,
  privatePages,
  publicPages,
  type ShippedPortal,
  type TestApp,
} from './portal-fixture';

const PRIVATE_ROUTES = SPEC_ROUTES.filter(([, isPublic]) => !isPublic).map(([route]) => route);

let portal: ShippedPortal;
let anonymous: TestApp['app'];
/** Every anonymous response that is not about one private page, concatenated. */
let sharedResponses: string;
/** What public pages themselves say: a needle found here is public knowledge, not a leak. */
let publicMaterial: string;

async function fetchText(path: string, accept = 'text/html'): Promise<{ status: number; text: string }> {
  const response = await anonymous.request(path, { headers: { accept } });
  return { status: response.status, text: await response.text() };
}

beforeAll(async () => {
  portal = await loadShippedPortal();
  anonymous = createTestApp(portal).app;
  const routes = ['/', ...portal.bundle.sections.map((section) => section.link), ...publicPages(portal).map((page) => page.route)];
  const texts: string[] = [];
  for (const route of routes) {
    const path = route === '/' ? '/designsystem' : `/designsystem${route}`;
    texts.push((await fetchText(path)).text, (await fetchText(path, 'application/json')).text);
  }
  sharedResponses = texts.join('\n');
  // The same portal as if the private pages did not exist: the layout's own words ('Privacy policy',
  // 'Overview') and public pages may say what a private heading says, and that is no leak.
  publicMaterial = await publicMaterialOf(portal);
}, BUILD_TIMEOUT_MS);

describe('§6 private pages in the shipped content', () => {
  it('are exactly the private routes of SPEC §2', () => {
    expect(
      privatePages(portal)
        .map((page) => page.route)
        .sort(),
    ).toEqual([...PRIVATE_ROUTES].sort());
  });
});

describe.each(PRIVATE_ROUTES)('§6 private page %s for an anonymous reader', (route) => {
  it('answers 403 with only "Not authorized", in HTML and page data, and is absent from every other response and from search', async () => {
    const page = portal.bundle.pages[route];
    if (page === undefined) throw new Error(`${route} is not in the bundle`);

    const html = await fetchText(`/designsystem${route}`);
    const data = await fetchText(`/designsystem${route}.json`);
    expect(html.status).toBe(403);
    expect(data.status).toBe(403);
    expect(html.text).toContain('Not authorized');
    expect(JSON.parse(data.text)).toMatchObject({ route, view: { kind: 'not-authorized' }, isAuthorized: false });

    const searches = await Promise.all(
      [`term=${encodeURIComponent(page.title)}&limit=101`, `term=${encodeURIComponent(page.title)}&limit=101&mode=dev`].map(
        async (query) => (await fetchText(`/designsystem/api/search?${query}`, 'application/json')).text,
      ),
    );
    // The page's own answers necessarily carry its URL; everything else must not even have the route.
    const own = [html.text, data.text].join('\n');
    const elsewhere = [sharedResponses, ...searches].join('\n');

    const checked: string[] = [];
    for (const secret of secretsOf(page)) {
      // Public pages saying it too makes it no secret; a private route is one whatever they say (they link it as its label).
      if (secret.label !== 'route' && found(publicMaterial, secret.text)) continue;
      checked.push(secret.label);
      expect(found(elsewhere, secret.text), `${secret.label} '${secret.text}' leaks`).toBe(false);
      if (secret.label !== 'route') expect(found(own, secret.text), `${secret.label} '${secret.text}' leaks in its own 403`).toBe(false);
    }
    // The body sentence is the page's own prose: it can always be checked.
    expect(checked).toContain('body sentence');

    const publicRoutes = new Set(publicPages(portal).map((publicPage) => publicPage.route));
    for (const text of searches) {
      const paths = (JSON.parse(text) as { results: { path: string }[] }).results.map((result) => result.path);
      expect(paths.filter((path) => !publicRoutes.has(path))).toEqual([]);
    }
  });
});
