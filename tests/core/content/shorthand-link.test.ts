import { describe, expect, it } from 'vitest';
import { isShorthandHref, parseShorthandHref, parseShorthandText, resolveShorthandLink } from '../../../core/content';
import type { SectionNavigation } from '../../../core/content';
import type { NavigationItem, NavigationTab } from '../../../core/navigation';

const tab = (name: string, link: string, active = false): NavigationTab => ({ name, link, active });

function item(
  title: string,
  link: string,
  extra: Partial<Pick<NavigationItem, 'tabs' | 'tab' | 'isPublic' | 'children'>> = {},
): NavigationItem {
  return {
    title,
    link,
    terms: [],
    navigationPath: `/${link.split('/')[1] ?? ''}`,
    isPublic: true,
    tabs: [],
    tab: null,
    ...extra,
  };
}

const buttonTabs = [tab('Design', '/components/button-design'), tab('Code', '/components/button-code')];
const navigation: SectionNavigation = {
  components: [
    item('Button', '/components/button-design', {
      tabs: buttonTabs,
      tab: 'Design',
      children: [item('Button group', '/components/button/button-group-code', { tab: 'Code' })],
    }),
    item('Button', '/components/button-code', { tabs: buttonTabs, tab: 'Code' }),
    // One entry that carries both tabs in its tabs list.
    item('Chip', '/components/chip-design', {
      tabs: [tab('Design', '/components/chip-design'), tab('Code', '/components/chip-code')],
      tab: 'Design',
    }),
    item('Avatar', '/components/avatar'),
    item('Image', '/components/image', {
      isPublic: false,
      children: [item('Image stage', '/components/image/image-stage')],
    }),
    item('Badge', '/components/badge-code', {
      isPublic: false,
      tabs: [tab('Code', '/components/badge-code')],
      tab: 'Code',
    }),
  ],
  foundations: [
    item('Motion', '/foundations/motion-design', {
      tabs: [tab('Design', '/foundations/motion-design')],
      tab: 'Design',
      children: [
        item('Easing', '/foundations/motion/easing-design', { tab: 'Design' }),
        item('Motion implementation', '/foundations/motion/motion-implementation', {
          children: [item('Complex motion', '/foundations/motion/motion-implementation/complex-motion')],
        }),
      ],
    }),
  ],
  'get-started': [item('Introduction', '/get-started/introduction')],
};

describe('§5 internal link shorthand: href', () => {
  it.each([
    ['Section/Page', { section: 'section', path: ['page'] }],
    ['Components/Button', { section: 'components', path: ['button'] }],
    ['components/BUTTON', { section: 'components', path: ['button'] }],
    ['Foundations/Motion/Easing', { section: 'foundations', path: ['motion', 'easing'] }],
    ['Get+Started/Introduction', { section: 'get started', path: ['introduction'] }],
    ['Components/Toggle+Switch', { section: 'components', path: ['toggle switch'] }],
    ['Components/Input-field', { section: 'components', path: ['input-field'] }],
    ['Components/ Button  group ', { section: 'components', path: ['button group'] }],
    ['Develop/Web+Performance/INP', { section: 'develop', path: ['web performance', 'inp'] }],
    ['Get%20Started/Introduction', { section: 'get started', path: ['introduction'] }],
  ])('parses %j', (href, expected) => {
    expect(parseShorthandHref(href)).toEqual(expected);
    expect(isShorthandHref(href)).toBe(true);
  });

  it.each([
    'Button',
    '',
    '/components/button-design',
    './components/button',
    '../button/x',
    '#usage',
    '?term=a/b',
    'https://example.com/a',
    'mailto:team@example.com',
    'Components//Button',
    'Components/',
    '/Button',
    'Components/Button.md',
    'Components/+',
    'Components/Button#usage',
    'Components/Button_group',
  ])('is not a shorthand href: %j', (href) => {
    expect(parseShorthandHref(href)).toBeNull();
    expect(isShorthandHref(href)).toBe(false);
  });
});

describe('§2 internal shorthand links: text', () => {
  it.each([
    ['Label', { label: 'Label' }],
    ['Label|Title', { label: 'Label', title: 'Title' }],
    ['Label|Title/Code', { label: 'Label', title: 'Title', tab: 'Code' }],
    [' Label | Title / Code ', { label: 'Label', title: 'Title', tab: 'Code' }],
    ['Label|/Code', { label: 'Label', tab: 'Code' }],
    ['Label|Title/', { label: 'Label', title: 'Title' }],
    ['A|B|C/Code', { label: 'A', title: 'B|C', tab: 'Code' }],
    ['Label|Foo/Bar/Design', { label: 'Label', title: 'Foo/Bar', tab: 'Design' }],
    ['Read more/about it', { label: 'Read more/about it' }],
    ['', { label: '' }],
  ])('parses %j', (text, expected) => {
    expect(parseShorthandText(text)).toEqual(expected);
  });
});

describe('§2 internal shorthand links: resolution', () => {
  const resolve = (href: string, text: string, isDevMode = false, isAuthorized = true) =>
    resolveShorthandLink({ href, text, navigation, isDevMode, isAuthorized });

  it("links to the 'Design' tab when dev mode is off", () => {
    expect(resolve('Components/Button', 'Buttons')).toEqual({
      kind: 'link',
      url: '/components/button-design',
      label: 'Buttons',
      locked: false,
    });
  });

  it("links to the 'Code' tab when dev mode is on", () => {
    expect(resolve('Components/Button', 'Buttons', true)).toMatchObject({
      kind: 'link',
      url: '/components/button-code',
    });
  });

  it('chooses the tab the text names and shows it after the label', () => {
    expect(resolve('Components/Button', 'Buttons|Button/Code')).toEqual({
      kind: 'link',
      url: '/components/button-code',
      label: 'Buttons',
      title: 'Button',
      tabSuffix: ' (Code)',
      locked: false,
    });
  });

  it('matches the named tab case-insensitively and shows it as written', () => {
    expect(resolve('Components/Button', 'Buttons|/design', true)).toMatchObject({
      url: '/components/button-design',
      tabSuffix: ' (design)',
    });
  });

  it('matches titles case-insensitively', () => {
    expect(resolve('COMPONENTS/button', 'b')).toMatchObject({ url: '/components/button-design' });
  });

  it('always matches an item with fewer than 2 tabs', () => {
    expect(resolve('Components/Avatar', 'Avatar', true)).toMatchObject({ url: '/components/avatar' });
    expect(resolve('Components/Badge', 'Badge', false)).toMatchObject({ url: '/components/badge-code' });
  });

  it("takes the mode's tab from the tabs list when no entry stands for it", () => {
    expect(resolve('Components/Chip', 'Chip', true)).toMatchObject({ url: '/components/chip-code' });
  });

  it('marks a non-public target as locked for an authorized viewer', () => {
    expect(resolve('Components/Image', 'Image')).toEqual({
      kind: 'link',
      url: '/components/image',
      label: 'Image',
      locked: true,
    });
  });

  it('leaves a non-public target unresolved for a viewer who is not authorized', () => {
    expect(resolve('Components/Image', 'Image', false, false)).toEqual({
      kind: 'unresolved',
      label: 'Image',
    });
    expect(resolve('Components/Image/Image+stage', 'Stage', false, false)).toEqual({
      kind: 'unresolved',
      label: 'Stage',
    });
  });

  it.each([
    ['Foundations/Motion/Easing', '/foundations/motion/easing-design'],
    ['Foundations/Easing', '/foundations/motion/easing-design'],
    ['Foundations/Motion/Motion+implementation/Complex+motion', '/foundations/motion/motion-implementation/complex-motion'],
    ['Components/Button/Button+group', '/components/button/button-group-code'],
    ['Get+Started/Introduction', '/get-started/introduction'],
    ['get-started/introduction', '/get-started/introduction'],
  ])('resolves the path %j', (href, url) => {
    expect(resolve(href, 'x')).toMatchObject({ kind: 'link', url });
  });

  it.each([
    ['Components/Nope', 'Nope'],
    ['Patterns/Button', 'Button'],
    ['Foundations/Easing/Motion', 'Motion'],
    ['https://example.com', 'Example'],
    ['Components/Button', 'Buttons|Button/Specs'],
  ])('is unresolved for %j with text %j: the label only', (href, text) => {
    expect(resolve(href, text)).toEqual({ kind: 'unresolved', label: text.split('|')[0] });
  });

  it('does not treat an inherited property name as a section', () => {
    expect(resolve('Constructor/Name', 'x')).toEqual({ kind: 'unresolved', label: 'x' });
    expect(resolve('__proto__/Button', 'x')).toEqual({ kind: 'unresolved', label: 'x' });
  });

  it('falls back to the Title, then the target title, when the label is empty', () => {
    expect(resolve('Components/Avatar', '|People')).toMatchObject({ label: 'People' });
    expect(resolve('Components/Avatar', '')).toMatchObject({ label: 'Avatar' });
    expect(resolve('Components/Nope', '')).toEqual({ kind: 'unresolved', label: 'Components/Nope' });
  });
});
