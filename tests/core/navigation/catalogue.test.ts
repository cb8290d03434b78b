import { describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORY, categoryOf, filterByTab, groupByCategory, matchesMode, visibleTo } from '../../../core/navigation';
import { item, tab } from './fixtures';

const twoTabs = [tab('Design', '/components/x-design'), tab('Code', '/components/x-code')];

describe('§5 catalogue grouping', () => {
  it('gives an empty list for empty input', () => {
    expect(groupByCategory([])).toEqual([]);
  });

  it("names the default category 'Uncategorized'", () => {
    expect(DEFAULT_CATEGORY).toBe('Uncategorized');
  });

  it('groups by category in first-seen order, keeping item order', () => {
    const button = item('Button', { category: 'Actions' });
    const checkbox = item('Checkbox', { category: 'Forms' });
    const chip = item('Chip', { category: 'Actions' });
    const avatar = item('Avatar');
    expect(groupByCategory([button, checkbox, avatar, chip])).toEqual([
      { category: 'Actions', items: [button, chip] },
      { category: 'Forms', items: [checkbox] },
      { category: 'Uncategorized', items: [avatar] },
    ]);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['blank', '   '],
  ])("puts an item with a %s category under 'Uncategorized'", (_name, category) => {
    const x = category === undefined ? item('X') : item('X', { category });
    expect(categoryOf(x)).toBe('Uncategorized');
  });

  it('orders the listed categories first, then the rest in first-seen order', () => {
    const a = item('A', { category: 'Forms' });
    const b = item('B', { category: 'Overlays' });
    const c = item('C', { category: 'Actions' });
    const d = item('D');
    const grouped = groupByCategory([a, b, c, d], ['Actions', 'Missing', 'Forms']);
    expect(grouped.map((g) => g.category)).toEqual(['Actions', 'Forms', 'Overlays', 'Uncategorized']);
  });

  it("keeps a category named '__proto__' as a category", () => {
    const x = item('X', { category: '__proto__' });
    expect(groupByCategory([x])).toEqual([{ category: '__proto__', items: [x] }]);
  });
});

describe('§5 tab filtering by dev mode', () => {
  const design = item('Button', { tabs: twoTabs, tab: 'Design' });
  const code = item('Button', { tabs: twoTabs, tab: 'Code' });
  const single = item('Avatar', { tabs: [tab('Design', '/components/avatar-design')], tab: 'Design' });
  const none = item('Table');

  it.each([
    [false, [design, single, none]],
    [true, [code, single, none]],
  ])('with dev mode %s shows the matching tab and items with fewer than 2 tabs', (isDevMode, expected) => {
    expect(filterByTab([design, code, single, none], isDevMode)).toEqual(expected);
  });

  it('hides an item with 2 tabs and no tab value', () => {
    expect(matchesMode(item('X', { tabs: twoTabs, tab: null }), false)).toBe(false);
  });

  it('filters children the same way', () => {
    const parent = item('Typography', {
      tabs: twoTabs,
      tab: 'Design',
      children: [item('Alpine', { tabs: twoTabs, tab: 'Design' }), item('Alpine', { tabs: twoTabs, tab: 'Code' }), item('Microtypography')],
    });
    const [kept] = filterByTab([parent], false);
    expect(kept?.children?.map((c) => `${c.title}:${c.tab}`)).toEqual(['Alpine:Design', 'Microtypography:null']);
  });

  it('gives an empty list for empty input', () => {
    expect(filterByTab([], true)).toEqual([]);
  });
});

describe('§6 non-public items', () => {
  const logos = item('Logos', { isPublic: false });
  const colors = item('Colors', {
    children: [item('Palette', { isPublic: false }), item('Tokens')],
  });
  const image = item('Image', { isPublic: false, children: [item('Image stage')] });

  it('are shown to an authorized viewer', () => {
    expect(visibleTo([logos, colors, image], true)).toEqual([logos, colors, image]);
  });

  it('are hidden, with their children, from a viewer who is not authorized', () => {
    const visible = visibleTo([logos, colors, image], false);
    expect(visible.map((i) => i.title)).toEqual(['Colors']);
    expect(visible[0]?.children?.map((i) => i.title)).toEqual(['Tokens']);
  });
});
