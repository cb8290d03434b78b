import { describe, expect, it } from 'vitest';
import { containsCurrentPage, isActiveTopLevelLink } from '../../../core/navigation';
import { item, tab } from './fixtures';

const motion = item('Motion', {
  link: '/foundations/motion-design',
  tabs: [tab('Design', '/foundations/motion-design'), tab('Code', '/foundations/motion-code')],
  children: [
    item('Motion implementation', {
      link: '/foundations/motion/motion-implementation',
      children: [item('Complex motion', { link: '/foundations/motion/motion-implementation/complex-motion' })],
    }),
  ],
});

describe('§2 desktop sub-navigation: expanded children', () => {
  it.each([
    ['the item itself', '/foundations/motion-design', true],
    ['one of its tabs', '/foundations/motion-code', true],
    ['a child', '/foundations/motion/motion-implementation', true],
    ['a grandchild', '/foundations/motion/motion-implementation/complex-motion', true],
    ['another page', '/foundations/colors-design', false],
  ])('expands when the current page is %s', (_name, path, expected) => {
    expect(containsCurrentPage(motion, path)).toBe(expected);
  });
});

describe('§2 header: active top-level link', () => {
  it.each([
    ['/components', '/components/button-design', true],
    ['/components', '/components', true],
    ['/components', '/foundations/colors-design', false],
  ])('%s is active on %s: %s', (link, path, expected) => {
    expect(isActiveTopLevelLink(link, path)).toBe(expected);
  });
});
