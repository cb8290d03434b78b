/**
 * SPEC §2 Auth gate, Resources factsheet and Footer, §6: what one request may
 * see (core/portal). The navigation and site record have only two forms per
 * bundle, so buildPortalData shares them between requests (docs/performance.md, memory);
 * these tests hold the sharing to the rules: the shared forms equal what a
 * fresh computation gives, and the anonymous form never carries private data,
 * whichever reader came first.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentBundle } from '../../../core/bundle';
import type { NavigationItem } from '../../../core/navigation';
import { buildPortalData, editUrlBaseOf, editorAddressOf } from '../../../core/portal';
import { readerRequest } from '../../support/portal-fixtures';
import { BUILD_TIMEOUT_MS, loadShippedPortal } from '../../server/portal-fixture';

let bundle: ContentBundle;

beforeAll(async () => {
  bundle = (await loadShippedPortal()).bundle;
}, BUILD_TIMEOUT_MS);

const reader = readerRequest;

function flatten(items: readonly NavigationItem[]): NavigationItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

const routesOf = (b: ContentBundle) => ['/', ...b.sections.map((section) => section.link), ...Object.keys(b.pages), '/no-such-page'];

describe('SPEC §2/§6 portal data for one request', () => {
  it('gives an anonymous reader no private navigation entry, no design-tool link and no internal site links, even after an authorized reader', () => {
    const copy = structuredClone(bundle);
    // A page of a section that has private entries: a page's data carries its own section's navigation.
    const route = Object.values(copy.pages).find((page) => !page.isPublic)!.section;
    buildPortalData(copy, reader(route, true));
    const anonymous = buildPortalData(copy, reader(route, false));
    const items = Object.values(anonymous.navigation).flatMap(flatten);
    expect(items.length).toBeGreaterThan(0);
    expect(items.filter((item) => !item.isPublic)).toEqual([]);
    expect(items.filter((item) => 'figmaLink' in item)).toEqual([]);
    expect(anonymous.site.repoRoot).toBe('');
    expect(anonymous.site.teamChannelUrl).toBe('');
    const authorized = buildPortalData(copy, reader(route, true));
    expect(
      Object.values(authorized.navigation)
        .flatMap(flatten)
        .some((item) => !item.isPublic),
    ).toBe(true);
    expect(authorized.site.repoRoot).toBe(bundle.site.repoRoot);
  });

  it('answers a private page with the not-authorized view for an anonymous reader and the page for an authorized one', () => {
    const privatePage = Object.values(bundle.pages).find((page) => !page.isPublic)!;
    expect(buildPortalData(bundle, reader(privatePage.route, false)).view).toEqual({ kind: 'not-authorized' });
    expect(buildPortalData(bundle, reader(privatePage.route, true)).view).toEqual({ kind: 'page', page: privatePage });
  });

  it('removes the design-tool and source links from a public page for an anonymous reader only', () => {
    const page = Object.values(bundle.pages).find((candidate) => candidate.isPublic && candidate.figmaUrl !== null)!;
    const anonymous = buildPortalData(bundle, reader(page.route, false)).view;
    expect(anonymous.kind === 'page' && [anonymous.page.figmaLink, anonymous.page.figmaUrl, anonymous.page.sourcePath]).toEqual([
      null,
      null,
      null,
    ]);
    const authorized = buildPortalData(bundle, reader(page.route, true)).view;
    expect(authorized.kind === 'page' && authorized.page.figmaUrl).toBe(page.figmaUrl);
  });
});

describe('shared reader forms', () => {
  it('are the same whichever kind of reader asked first, for every route', () => {
    // Two bundles never seen before: one meets anonymous readers first, the other authorized ones.
    const anonymousFirst = structuredClone(bundle);
    const authorizedFirst = structuredClone(bundle);
    const routes = routesOf(bundle);
    const seen = (b: ContentBundle, order: readonly boolean[]) =>
      order.map((isAuthorized) => routes.map((route) => buildPortalData(b, reader(route, isAuthorized))));
    const [anonymousA, authorizedA] = seen(anonymousFirst, [false, true]);
    const [authorizedB, anonymousB] = seen(authorizedFirst, [true, false]);
    expect(anonymousA).toEqual(anonymousB);
    expect(authorizedA).toEqual(authorizedB);
    expect(anonymousA).not.toEqual(authorizedA);
  });

  it('are the same objects across requests of one kind of reader and different objects between kinds', () => {
    const first = buildPortalData(bundle, reader('/components', false));
    const again = buildPortalData(bundle, reader('/components/button-design', false));
    const authorized = buildPortalData(bundle, reader('/components', true));
    expect(again.navigation).toBe(first.navigation);
    expect(again.site).toBe(first.site);
    expect(authorized.navigation).not.toBe(first.navigation);
    expect(authorized.site).not.toBe(first.site);
  });
});

describe("§6 'Edit this page': where the links point", () => {
  const site = { repoRoot: 'https://git.example/ds/-/tree/main/' };

  it('uses the configured folder (EDIT_URL_BASE) when there is one, without trailing slashes', () => {
    expect(editUrlBaseOf(site, 'https://git.example/ds/-/edit/main/content//')).toBe('https://git.example/ds/-/edit/main/content');
  });

  it("falls back to the content folder under site.json's repository root, in the code host's editor", () => {
    expect(editUrlBaseOf(site, null)).toBe('https://git.example/ds/-/edit/main/content');
    expect(editUrlBaseOf(site, '')).toBe('https://git.example/ds/-/edit/main/content');
  });

  it.each([
    ['https://git.example/ds/-/tree/main', 'https://git.example/ds/-/edit/main'],
    ['https://git.example/group/ds/-/blob/release/2026', 'https://git.example/group/ds/-/edit/release/2026'],
    ['https://github.com/harbor/ds/tree/main', 'https://github.com/harbor/ds/edit/main'],
    ['https://git.example/ds', 'https://git.example/ds'],
    ['https://git.example/tree/ds/-/edit/main', 'https://git.example/tree/ds/-/edit/main'],
  ])('opens %s in the editor as %s', (address, editor) => {
    expect(editorAddressOf(address)).toBe(editor);
  });

  it('gives no folder when neither is known', () => {
    expect(editUrlBaseOf({ repoRoot: '' }, null)).toBeNull();
  });

  it("gives an authorized reader the page's source file under it, and no one else an address", () => {
    const base = editUrlBaseOf(bundle.site, null);
    const request = (isAuthorized: boolean) => ({ ...reader('/components/button-design', isAuthorized), editUrlBase: base });
    expect(buildPortalData(bundle, request(true)).editUrl).toBe(
      `${bundle.site.repoRoot.replace('/-/tree/', '/-/edit/')}/content/components/button/design.md`,
    );
    expect(buildPortalData(bundle, request(true)).editUrl).toContain('/-/edit/');
    expect(buildPortalData(bundle, request(false)).editUrl).toBeNull();
    expect(buildPortalData(bundle, { ...request(true), route: '/components' }).editUrl).toBeNull();
  });
});

describe('the Components section page: a card per page with its description and its first example drawn small', () => {
  const cardsFor = (isAuthorized: boolean) => {
    const data = buildPortalData(bundle, reader('/components', isAuthorized));
    return data.view.kind === 'section' ? (data.view.cards ?? {}) : {};
  };

  it("gives each readable page a card with its description's first sentence and its first example", () => {
    const cards = cardsFor(false);
    const button = cards['/components/button-design'];
    expect(button?.description).toMatch(/^[^.]+\.$/);
    const firstExample = bundle.pages['/components/button-design']?.body.find((node) => node.type === 'example');
    expect(button?.preview).toEqual({ type: 'example', id: firstExample?.type === 'example' ? firstExample.id : 'none' });
    expect(Object.values(cards).filter((card) => card.preview !== undefined).length).toBeGreaterThan(20);
  });

  it('gives an anonymous reader no card of a private page, so no private example is rendered for them', () => {
    const privateRoutes = Object.values(bundle.pages)
      .filter((page) => page.section === '/components' && !page.isPublic)
      .map((page) => page.route);
    expect(privateRoutes.length).toBeGreaterThan(0);
    const anonymous = cardsFor(false);
    expect(privateRoutes.filter((route) => route in anonymous)).toEqual([]);
    const authorized = cardsFor(true);
    expect(privateRoutes.filter((route) => route in authorized)).toEqual(privateRoutes);
  });
});
