import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterByTab, groupByCategory, orderTabs, visibleTo } from '../../../core/navigation';
import type { NavigationItem } from '../../../core/navigation';
import { anyText } from '../search/arbitrary-text';
import { item, tab } from './fixtures';

const categoryName = fc.oneof(fc.constantFrom('Actions', 'Forms', '', ' ', '__proto__', 'toString'), anyText);
const category = fc.option(categoryName, { nil: undefined });
const navItem: fc.Arbitrary<NavigationItem> = fc
  .record({
    title: fc.string(),
    category,
    isPublic: fc.boolean(),
    tab: fc.constantFrom('Design' as const, 'Code' as const, null),
    tabCount: fc.nat({ max: 3 }),
  })
  .map(({ title, category: c, isPublic, tab: t, tabCount }) =>
    item(title, {
      ...(c === undefined ? {} : { category: c }),
      isPublic,
      tab: t,
      tabs: ['Design', 'Code', 'Specs'].slice(0, tabCount).map((n) => tab(n, `/${n}`)),
    }),
  );
const tree = fc.array(
  fc
    .tuple(navItem, fc.array(navItem, { maxLength: 3 }))
    .map(([parent, children]) => (children.length === 0 ? parent : { ...parent, children })),
  { maxLength: 15 },
);

describe('§5 catalogue grouping (properties)', () => {
  it('puts every item in exactly one category, once', () => {
    fc.assert(
      fc.property(fc.array(navItem, { maxLength: 30 }), fc.array(fc.string()), (items, order) => {
        const grouped = groupByCategory(items, order);
        const flattened = grouped.flatMap((g) => g.items);
        expect(flattened).toHaveLength(items.length);
        expect(new Set(flattened)).toEqual(new Set(items));
        expect(new Set(grouped.map((g) => g.category)).size).toBe(grouped.length);
        for (const g of grouped) expect(g.items.length).toBeGreaterThan(0);
      }),
    );
  });

  it('keeps the input order within each category', () => {
    fc.assert(
      fc.property(fc.array(navItem, { maxLength: 30 }), (items) => {
        for (const g of groupByCategory(items)) {
          const positions = g.items.map((i) => items.indexOf(i));
          expect(positions).toEqual([...positions].sort((a, b) => a - b));
        }
      }),
    );
  });
});

describe('§5 tab filtering and §6 visibility (properties)', () => {
  const everyItem = (items: readonly NavigationItem[]): NavigationItem[] => items.flatMap((i) => [i, ...everyItem(i.children ?? [])]);

  it('keeps only items with fewer than 2 tabs or the mode tab, at every depth', () => {
    fc.assert(
      fc.property(tree, fc.boolean(), (items, isDevMode) => {
        const wanted = isDevMode ? 'Code' : 'Design';
        for (const i of everyItem(filterByTab(items, isDevMode))) {
          expect(i.tabs.length < 2 || i.tab === wanted).toBe(true);
        }
      }),
    );
  });

  it('shows a viewer who is not authorized only public items', () => {
    fc.assert(
      fc.property(tree, (items) => {
        for (const i of everyItem(visibleTo(items, false))) expect(i.isPublic).toBe(true);
        expect(visibleTo(items, true)).toEqual(items);
      }),
    );
  });
});

describe('§2 tab order (properties)', () => {
  const tabName = fc.oneof(fc.constantFrom('Design', 'design', 'Code', 'CODE', 'Specs', '__proto__'), anyText);

  it('is a permutation with design before code before others', () => {
    fc.assert(
      fc.property(fc.array(tabName.map((name) => ({ name }))), (tabs) => {
        const ordered = orderTabs(tabs);
        expect(ordered).toHaveLength(tabs.length);
        expect(new Set(ordered)).toEqual(new Set(tabs));
        const rank = (n: string) => {
          const known = ['design', 'code'].indexOf(n.trim().toLowerCase());
          return known === -1 ? 2 : known;
        };
        const ranks = ordered.map((t) => rank(t.name));
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      }),
    );
  });
});
