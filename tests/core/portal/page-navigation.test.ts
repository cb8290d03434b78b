/**
 * SPEC §2 navigation and internal shorthand links, §5 catalogue, §6: which navigation a page's data carries
 * (core/portal/page-navigation.ts). A page carries its own section's navigation; of other sections only what its
 * shorthand links name; home its sections' topic counts. Each is held here to what the whole navigation gives.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentBundle } from '../../../core/bundle';
import type { ContentNode } from '../../../core/bundle/content-node';
import { resolveShorthandLink, shorthandTargetNavigation, type SectionNavigation } from '../../../core/content';
import { filterByTab, groupByCategory, visibleTo, type NavigationItem } from '../../../core/navigation';
import { buildPortalData } from '../../../core/portal';
import { readerRequest } from '../../support/portal-fixtures';
import {
  carriedNavigation,
  ownSectionNavigation,
  SECTION_ENTRIES_SENT_WHOLE,
  shorthandTargets,
} from '../../../core/portal/page-navigation';
import { BUILD_TIMEOUT_MS, loadShippedPortal } from '../../server/portal-fixture';

let bundle: ContentBundle;

beforeAll(async () => {
  bundle = (await loadShippedPortal()).bundle;
}, BUILD_TIMEOUT_MS);

const reader = readerRequest;

/** The whole navigation a reader may see, as every page carried it before. */
function wholeNavigation(isAuthorized: boolean): SectionNavigation {
  return Object.fromEntries(Object.entries(bundle.navigation).map(([segment, items]) => [segment, visibleTo(items, isAuthorized)]));
}

function linksOf(items: readonly NavigationItem[]): string[] {
  return items.flatMap((item) => [item.link, ...linksOf(item.children ?? [])]);
}

function shorthandsOf(nodes: readonly ContentNode[]): { href: string; text: string }[] {
  return nodes.flatMap((node) => {
    if (node.type === 'shorthand') return [{ href: node.href, text: node.text }];
    return 'children' in node && Array.isArray(node.children) ? shorthandsOf(node.children as readonly ContentNode[]) : [];
  });
}

describe("§2 a page's data carries its own section's navigation", () => {
  it('holds the whole navigation of the page’s section for each kind of reader, and no other section', () => {
    for (const isAuthorized of [false, true]) {
      const whole = wholeNavigation(isAuthorized);
      for (const route of ['/components', '/components/button-design', '/foundations/colours', '/develop/no-such-page']) {
        const segment = route.split('/')[1]!;
        const { navigation } = buildPortalData(bundle, reader(route, isAuthorized));
        expect(Object.keys(navigation)).toEqual([segment]);
        // Every shipped section is sent whole.
        expect(buildPortalData(bundle, reader(route, isAuthorized)).navigationCategories).toBeUndefined();
        expect(linksOf(navigation[segment]!)).toEqual(linksOf(whole[segment]!));
      }
      expect(buildPortalData(bundle, reader('/', isAuthorized)).navigation).toEqual({});
    }
  });

  it('gives home the topic count of each section as its catalogue lists them, with dev mode off and on (§5)', () => {
    for (const isAuthorized of [false, true]) {
      const { view } = buildPortalData(bundle, reader('/', isAuthorized));
      expect(view.kind).toBe('home');
      const counts = view.kind === 'home' ? view.topicCounts : undefined;
      for (const section of bundle.sections) {
        const items = visibleTo(bundle.navigation[section.link.slice(1)] ?? [], isAuthorized);
        const listed = (isDevMode: boolean) =>
          groupByCategory(filterByTab(items, isDevMode), section.categories).reduce((total, group) => total + group.items.length, 0);
        expect(counts?.[section.link]).toEqual({ designMode: listed(false), devMode: listed(true) });
        expect(listed(false)).toBeGreaterThan(0);
      }
    }
  });
});

describe('§2 a section too large to send whole is sent one category at a time', () => {
  const entry = (index: number, category: string): NavigationItem => ({
    title: `Page ${index}`,
    link: `/big/page-${index}-design`,
    terms: [],
    navigationPath: '/big',
    isPublic: true,
    category,
    tab: 'Design',
    tabs: [
      { name: 'Design', link: `/big/page-${index}-design`, active: false },
      { name: 'Code', link: `/big/page-${index}-code`, active: false },
    ],
    ...(index === 7
      ? {
          children: [{ title: 'Child', link: '/big/page-7/child', terms: [], navigationPath: '/big', isPublic: true, tab: null, tabs: [] }],
        }
      : {}),
  });
  const categoryOf = (index: number) => ['Forms', 'Actions', 'Overlays'][index % 3]!;
  const items = Array.from({ length: SECTION_ENTRIES_SENT_WHOLE + 1 }, (_, index) => entry(index, categoryOf(index)));
  const navigation: SectionNavigation = { big: items };
  const order = ['Actions', 'Forms', 'Overlays'];

  it('carries the page’s own category whole, found from any of its routes, and every category with its size and first page', () => {
    for (const route of ['/big/page-4-design', '/big/page-4-code', '/big/page-7/child']) {
      const own = ownSectionNavigation(navigation, route, order);
      const category = categoryOf(route === '/big/page-7/child' ? 7 : 4);
      expect(own.navigation.big).toEqual(items.filter((item) => item.category === category));
      expect(own.categories).toEqual(
        order.map((name) => {
          const first = items.find((item) => item.category === name)!.link;
          // Every entry here is a Design entry: dev mode lists none of them, and its link falls back to the first.
          return {
            category: name,
            entries: { designMode: items.filter((item) => item.category === name).length, devMode: 0 },
            first: { designMode: first, devMode: first },
          };
        }),
      );
    }
  });

  it('carries what a shorthand link names in another category of the same section, so it resolves as against the whole', () => {
    const route = '/big/page-4-design';
    const own = ownSectionNavigation(navigation, route, order);
    const body: ContentNode[] = [{ type: 'element', tag: 'p', children: [{ type: 'shorthand', href: 'Big/Page 5', text: 'Five' }] }];
    const linkTargets = shorthandTargets(navigation, route, body, own);
    const data = linkTargets === undefined ? own : { navigation: own.navigation, linkTargets };
    expect(own.navigation.big?.some((item) => item.title === 'Page 5')).toBe(false);
    for (const isDevMode of [false, true]) {
      const input = { href: 'Big/Page 5', text: 'Five', isDevMode, isAuthorized: true };
      const resolved = resolveShorthandLink({ ...input, navigation: carriedNavigation(data) });
      expect(resolved).toEqual(resolveShorthandLink({ ...input, navigation }));
      expect(resolved.kind).toBe('link');
    }
  });

  it('counts and opens each category as its catalogue lists it with dev mode off and on (§5), not its Design and Code entries together', () => {
    // Topics with a Design and a Code entry each, as the shipped Components are: 161 topics, 322 entries.
    const topic = (index: number, tab: 'Design' | 'Code'): NavigationItem => ({
      title: `Topic ${index}`,
      link: `/paired/topic-${index}-${tab.toLowerCase()}`,
      terms: [],
      navigationPath: '/paired',
      isPublic: true,
      category: index % 2 === 0 ? 'Even' : 'Odd',
      tab,
      tabs: [
        { name: 'Design', link: `/paired/topic-${index}-design`, active: false },
        { name: 'Code', link: `/paired/topic-${index}-code`, active: false },
      ],
    });
    const paired = Array.from({ length: 161 }, (_, index) => [topic(index, 'Design'), topic(index, 'Code')]).flat();
    const own = ownSectionNavigation({ paired }, '/paired', ['Even', 'Odd']);
    expect(own.categories).toEqual([
      {
        category: 'Even',
        entries: { designMode: 81, devMode: 81 },
        first: { designMode: '/paired/topic-0-design', devMode: '/paired/topic-0-code' },
      },
      {
        category: 'Odd',
        entries: { designMode: 80, devMode: 80 },
        first: { designMode: '/paired/topic-1-design', devMode: '/paired/topic-1-code' },
      },
    ]);
  });

  it('gives the section page and an unknown route the categories alone, and a section at the bound the whole', () => {
    for (const route of ['/big', '/big/no-such-page']) {
      const own = ownSectionNavigation(navigation, route, order);
      expect(own.navigation).toEqual({ big: [] });
      expect(own.categories?.reduce((total, category) => total + category.entries.designMode, 0)).toBe(items.length);
    }
    const atBound = ownSectionNavigation({ big: items.slice(1) }, '/big/page-4-design', order);
    expect(atBound).toEqual({ navigation: { big: items.slice(1) } });
  });
});

describe('§2 internal shorthand links resolve as against the whole navigation', () => {
  it('resolves every shorthand link of every page alike, for both kinds of reader and both dev modes, and sends an anonymous reader no private entry', () => {
    let crossSection = 0;
    for (const isAuthorized of [false, true]) {
      const whole = wholeNavigation(isAuthorized);
      for (const page of Object.values(bundle.pages)) {
        const data = buildPortalData(bundle, reader(page.route, isAuthorized));
        if (data.view.kind !== 'page') continue;
        const carried = carriedNavigation(data);
        if (!isAuthorized)
          expect(
            Object.values(data.linkTargets ?? {})
              .flat()
              .filter((item) => !item.isPublic),
          ).toEqual([]);
        for (const link of shorthandsOf(data.view.page.body)) {
          if (!Object.hasOwn(data.navigation, link.href.split('/')[0]!.toLowerCase())) crossSection += 1;
          for (const isDevMode of [false, true]) {
            const input = { ...link, isDevMode, isAuthorized };
            expect(resolveShorthandLink({ ...input, navigation: carried })).toEqual(resolveShorthandLink({ ...input, navigation: whole }));
          }
        }
      }
    }
    // The shipped content links across sections: the property is not proved on nothing.
    expect(crossSection).toBeGreaterThan(10);
  });

  const title = fc.constantFrom('Button', 'Chip', 'Easing', 'Motion');
  const tabs = fc.constantFrom<NavigationItem['tab']>('Design', 'Code', null);
  const item = fc.letrec<{ item: NavigationItem }>((tie) => ({
    item: fc.record({
      title,
      link: fc.stringMatching(/^\/s\/[a-z]{1,3}$/),
      terms: fc.constant([]),
      navigationPath: fc.constant('/s'),
      isPublic: fc.boolean(),
      tab: tabs,
      tabs: fc.constant([]),
      children: fc.option(fc.array(tie('item'), { maxLength: 3 }), { nil: undefined, depthSize: 'small' }),
    }) as fc.Arbitrary<NavigationItem>,
  })).item;

  it('gives the same answer from shorthandTargetNavigation as from the whole navigation, on any navigation (property)', () => {
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 6 }),
        fc.array(title, { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        fc.boolean(),
        (items, path, isDevMode, isAuthorized) => {
          const navigation: SectionNavigation = { s: items, other: items.slice(1) };
          const href = ['S', ...path].join('/');
          const part = shorthandTargetNavigation(navigation, href);
          expect(Object.keys(part).every((key) => key === 's')).toBe(true);
          const input = { href, text: 'Label', isDevMode, isAuthorized };
          expect(resolveShorthandLink({ ...input, navigation: part })).toEqual(resolveShorthandLink({ ...input, navigation }));
        },
      ),
    );
  });
});
