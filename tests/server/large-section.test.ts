/**
 * SPEC §6 and §2 navigation in a section too large to send whole (core/portal/page-navigation.ts,
 * docs/portal.md "Navigation in page data"), through the real app: the split into categories, their sizes and
 * first pages, and the shorthand link targets carried into other categories are worked out from what the reader may
 * see. An anonymous reader gets no private entry's title or route, no category that holds only private entries, and
 * counts of public entries only. The shipped sections are all far below the bound, so a section is added here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentBundle, PageRecord } from '../../core/bundle';
import type { NavigationItem } from '../../core/navigation';
import { SECTION_ENTRIES_SENT_WHOLE } from '../../core/portal/page-navigation';
import { BUILD_TIMEOUT_MS, createTestApp, loadShippedPortal, type TestApp } from './portal-fixture';

/** 250 public Open entries, 60 public and 40 private Mixed ones, and a Secret shelf category of 50 private entries. */
const ENTRIES: readonly { readonly slug: string; readonly title: string; readonly category: string; readonly isPublic: boolean }[] = [
  ...Array.from({ length: 250 }, (_, index) => ({ slug: `open-${index}`, title: `Open ${index}`, category: 'Open', isPublic: true })),
  ...Array.from({ length: 100 }, (_, index) => ({
    slug: index < 60 ? `mixed-${index}` : `secret-mixed-${index}`,
    title: index < 60 ? `Mixed ${index}` : `Secret mixed ${index}`,
    category: 'Mixed',
    isPublic: index < 60,
  })),
  ...Array.from({ length: 50 }, (_, index) => ({
    slug: `secret-${index}`,
    title: `Secret ${index}`,
    category: 'Secret shelf',
    isPublic: false,
  })),
];

/** What names a private entry or its category (its title, its route, the category's name), with some context. */
const SECRET = /.{0,60}secret.{0,60}/gi;
const secretsIn = (text: string): string[] => text.match(SECRET) ?? [];

let anonymous: TestApp['app'];

beforeAll(async () => {
  const portal = await loadShippedPortal();
  const template = Object.values(portal.bundle.pages).find((page) => page.isPublic && page.tabs.length === 0);
  if (template === undefined) throw new Error('the shipped content has no public page without tabs to copy');
  const items: NavigationItem[] = ENTRIES.map(({ slug, title, category, isPublic }) => ({
    title,
    link: `/big/${slug}`,
    terms: [],
    navigationPath: '/big',
    isPublic,
    category,
    tabs: [],
    tab: null,
  }));
  const pages: Record<string, PageRecord> = {};
  for (const { slug, title, category, isPublic } of ENTRIES) {
    const route = `/big/${slug}`;
    pages[route] = { ...template, route, topic: route, section: '/big', title, isPublic, category, breadcrumbs: ['Big', title] };
  }
  // A public page linking into another category of its section: a public entry and a private one.
  pages['/big/open-0'] = {
    ...(pages['/big/open-0'] as PageRecord),
    body: [
      {
        type: 'element',
        tag: 'p',
        children: [
          { type: 'shorthand', href: 'Big/Mixed 5', text: 'Five' },
          { type: 'shorthand', href: 'Big/Secret 3', text: 'Three' },
        ],
      },
    ],
  };
  const bundle: ContentBundle = {
    ...portal.bundle,
    sections: [...portal.bundle.sections, { title: 'Big', link: '/big', description: '', categories: ['Open', 'Mixed', 'Secret shelf'] }],
    navigation: { ...portal.bundle.navigation, big: items },
    pages: { ...portal.bundle.pages, ...pages },
  };
  anonymous = createTestApp({ ...portal, bundle }).app;
}, BUILD_TIMEOUT_MS);

async function pageData(route: string, cookie = ''): Promise<{ text: string; data: Record<string, unknown> }> {
  const headers: Record<string, string> = { accept: 'application/json', ...(cookie === '' ? {} : { cookie }) };
  const response = await anonymous.request(route === '/' ? '/designsystem' : `/designsystem${route}`, { headers });
  const text = await response.text();
  return { text, data: JSON.parse(text) as Record<string, unknown> };
}

describe('§6 a section sent one category at a time, for an anonymous reader', () => {
  it('is split on the public entries, lists only categories with a public entry, and counts public entries only', async () => {
    expect(ENTRIES.filter((entry) => entry.isPublic).length).toBeGreaterThan(SECTION_ENTRIES_SENT_WHOLE);
    for (const route of ['/big', '/big/open-7', '/big/mixed-3', '/big/secret-mixed-70', '/big/secret-4', '/big/no-such-page']) {
      const { text, data } = await pageData(route);
      // A private page's own 403 answer names its route, as every 403 does; nothing else may.
      expect(secretsIn(route.includes('secret') ? text.replaceAll(`"${route}"`, '""') : text), route).toEqual([]);
      expect(data.navigationCategories, route).toEqual([
        { category: 'Open', entries: { designMode: 250, devMode: 250 }, first: { designMode: '/big/open-0', devMode: '/big/open-0' } },
        { category: 'Mixed', entries: { designMode: 60, devMode: 60 }, first: { designMode: '/big/mixed-0', devMode: '/big/mixed-0' } },
      ]);
    }
    const html = await (await anonymous.request('/designsystem/big/mixed-3')).text();
    expect(secretsIn(html)).toEqual([]);
    expect(html).toContain('Browse 250 pages');
    const home = await pageData('/');
    // The shipped Develop section has one such category too: every page's data names the sections.
    expect(home.text).not.toContain('Shop Functionality');
    expect((home.data.view as { topicCounts: Record<string, unknown> }).topicCounts['/big']).toEqual({ designMode: 310, devMode: 310 });
  });

  it('carries a shorthand link’s public target in another category, and nothing of a private one', async () => {
    const { text, data } = await pageData('/big/open-0');
    expect(secretsIn(text)).toEqual([]);
    const targets = (data.linkTargets as Record<string, readonly NavigationItem[]>).big ?? [];
    expect(targets.map((item) => item.title)).toContain('Mixed 5');
  });

  it('still gives an authorized reader the private entries and their category', async () => {
    const { data } = await pageData('/big/secret-4', 'hb-test=1');
    expect((data.navigation as Record<string, readonly NavigationItem[]>).big?.map((item) => item.title)).toContain('Secret 4');
    expect((data.navigationCategories as readonly { category: string }[]).map((link) => link.category)).toEqual([
      'Open',
      'Mixed',
      'Secret shelf',
    ]);
  });
});
