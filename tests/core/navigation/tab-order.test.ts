import { describe, expect, it } from 'vitest';
import { TAB_ORDER, orderTabs } from '../../../core/navigation';

const names = (list: { name: string }[]) => list.map((t) => t.name);
const tabs = (...list: string[]) => list.map((name) => ({ name }));

describe('§2 tab navigation order (§9 tab values)', () => {
  it("is 'design', 'code' in lowercase", () => {
    expect(TAB_ORDER).toEqual(['design', 'code']);
  });

  it.each([
    [
      ['Code', 'Design'],
      ['Design', 'Code'],
    ],
    [
      ['Specs', 'Code', 'Design'],
      ['Design', 'Code', 'Specs'],
    ],
    [
      ['code', 'Changelog', 'DESIGN', 'Specs'],
      ['DESIGN', 'code', 'Changelog', 'Specs'],
    ],
    [['Design'], ['Design']],
    [[], []],
  ])('orders %j as %j', (input, expected) => {
    expect(names(orderTabs(tabs(...input)))).toEqual(expected);
  });

  it('keeps tabs of the same rank in their given order', () => {
    const input = [
      { name: 'Code', link: '/a' },
      { name: 'Design', link: '/b' },
      { name: 'code', link: '/c' },
    ];
    expect(orderTabs(input).map((t) => t.link)).toEqual(['/b', '/a', '/c']);
  });

  it('does not change the input array', () => {
    const input = tabs('Code', 'Design');
    orderTabs(input);
    expect(names(input)).toEqual(['Code', 'Design']);
  });
});
