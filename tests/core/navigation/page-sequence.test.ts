import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, categoryAnchor, pageNeighbours, pageSequence } from '../../../core/navigation';
import { item, tab } from './fixtures';

const buttonTabs = [tab('Design', '/components/button-design'), tab('Code', '/components/button-code')];
const buttonDesign = item('Button', {
  link: '/components/button-design',
  category: 'Actions',
  tabs: buttonTabs,
  tab: 'Design',
  children: [item('Button group', { link: '/components/button/button-group-code', category: 'Actions' })],
});
const buttonCode = item('Button', {
  link: '/components/button-code',
  category: 'Actions',
  tabs: buttonTabs,
  tab: 'Code',
  children: [item('Button group', { link: '/components/button/button-group-code', category: 'Actions' })],
});
const badge = item('Badge', { link: '/components/badge-code', category: 'Indicators', isPublic: false });
const alert = item('Alert', { link: '/components/alert', category: 'Indicators' });
const chip = item('Chip', { link: '/components/chip', category: 'Actions' });
const avatar = item('Avatar', { link: '/components/avatar' });
const navigation = [buttonDesign, buttonCode, badge, alert, chip, avatar];

const links = (items: readonly { link: string }[]) => items.map((entry) => entry.link);

describe('§2 Desktop sub-navigation order: the page sequence behind previous and next', () => {
  it('lists categories in the section order, each item followed by its children, one tab per topic', () => {
    const sequence = pageSequence(navigation, { isDevMode: false, isAuthorized: true, categoryOrder: ['Indicators', 'Actions'] });
    expect(links(sequence)).toEqual([
      '/components/badge-code',
      '/components/alert',
      '/components/button-design',
      '/components/button/button-group-code',
      '/components/chip',
      '/components/avatar',
    ]);
  });

  it('takes the Code entry of a topic when dev mode is on (§5 tab filtering)', () => {
    const sequence = pageSequence(navigation, { isDevMode: true, isAuthorized: true });
    expect(links(sequence)).toContain('/components/button-code');
    expect(links(sequence)).not.toContain('/components/button-design');
  });

  it('§6 skips a private page for an anonymous reader', () => {
    const sequence = pageSequence(navigation, { isDevMode: false, isAuthorized: false, categoryOrder: ['Actions', 'Indicators'] });
    expect(links(sequence)).not.toContain('/components/badge-code');
    expect(pageNeighbours(sequence, '/components/alert').previous).toEqual({ title: 'Chip', link: '/components/chip' });
  });

  it('gives the pages before and after, and null at both ends', () => {
    const sequence = pageSequence(navigation, { isDevMode: false, isAuthorized: true, categoryOrder: ['Actions', 'Indicators'] });
    expect(pageNeighbours(sequence, '/components/chip')).toEqual({
      previous: { title: 'Button group', link: '/components/button/button-group-code' },
      next: { title: 'Badge', link: '/components/badge-code' },
    });
    expect(pageNeighbours(sequence, '/components/button-design').previous).toBeNull();
    expect(pageNeighbours(sequence, '/components/avatar').next).toBeNull();
  });

  it('finds a page through the tab it is on, even when dev mode lists its other tab', () => {
    const sequence = pageSequence(navigation, { isDevMode: true, isAuthorized: true, categoryOrder: ['Actions'] });
    expect(pageNeighbours(sequence, '/components/button-design').next?.link).toBe('/components/button/button-group-code');
  });

  it('gives no neighbours to a route that is not in the sequence', () => {
    const sequence = pageSequence(navigation, { isDevMode: false, isAuthorized: false });
    expect(pageNeighbours(sequence, '/components/badge-code')).toEqual({ previous: null, next: null });
  });
});

describe('§2 breadcrumbs: section, category, then parents', () => {
  const section = { title: 'Components', link: '/components' };

  it('starts with the section and its category, and ends with the parent page, leaving the page itself out', () => {
    expect(breadcrumbTrail(section, navigation, '/components/button/button-group-code')).toEqual([
      section,
      { title: 'Actions', link: '/components#actions' },
      { title: 'Button', link: '/components/button-design' },
    ]);
  });

  it("names a top-level page's category, linked to its group on the section page", () => {
    expect(breadcrumbTrail(section, navigation, '/components/chip')).toEqual([section, { title: 'Actions', link: '/components#actions' }]);
    expect(breadcrumbTrail(section, navigation, '/components/badge-code')).toEqual([
      section,
      { title: 'Indicators', link: '/components#indicators' },
    ]);
  });

  it('is the section alone for a page in the default category and for a route missing from the navigation', () => {
    expect(breadcrumbTrail(section, navigation, '/components/avatar')).toEqual([section]);
    expect(breadcrumbTrail(section, [], '/components/nowhere')).toEqual([section]);
  });

  it('anchors a category with the heading slug of its name', () => {
    expect(categoryAnchor('Containers and layout')).toBe('containers-and-layout');
    expect(categoryAnchor('Images & illustrations')).toBe('images-illustrations');
  });

  it('lists every ancestor from the top down', () => {
    const leaf = item('Complex motion', { link: '/foundations/motion/motion-implementation/complex-motion' });
    const middle = item('Motion implementation', { link: '/foundations/motion/motion-implementation', children: [leaf] });
    const top = item('Motion', { link: '/foundations/motion-design', children: [middle] });
    expect(links(breadcrumbTrail({ title: 'Foundations', link: '/foundations' }, [top], leaf.link))).toEqual([
      '/foundations',
      '/foundations/motion-design',
      '/foundations/motion/motion-implementation',
    ]);
  });
});
