/**
 * The playground's state and code (docs/playground.md; the requirements: controls come from the props,
 * the state lives in the query with one parameter per prop, bad values are ignored with a note, the code shows
 * only the props that differ from the defaults; every value is within the prop's bounds and is data, never markup
 * control: no id, no rel, only relative or http(s) addresses).
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { ComponentEntry, PlaygroundExample } from '../../../core/components';
import {
  controlsOf,
  initialState,
  isPlaygroundUrl,
  MAX_TEXT,
  NUMBER_BOUNDS,
  playgroundCode,
  playgroundQuery,
  previewProps,
  readPlaygroundQuery,
  valueFor,
  type PagePlayground,
  type PlaygroundControl,
} from '../../../core/playground';

const prop = (name: string, type: string, control: ComponentEntry['props'][number]['control'], extra = {}) => ({
  name,
  type,
  required: false,
  default: null,
  description: `The ${name}.`,
  control,
  ...extra,
});

const button: Pick<ComponentEntry, 'props'> = {
  props: [
    prop('variant', "'primary' | 'secondary' | 'tertiary' | 'danger'", 'select', {
      default: "'primary'",
      options: ['primary', 'secondary', 'tertiary', 'danger'],
    }),
    prop('loading', 'boolean', 'boolean', { default: 'false' }),
    prop('count', 'number', 'number'),
    prop('lines', 'number', 'number', { default: '1', minimum: 1, maximum: 50 }),
    prop('href', 'string', 'url'),
    prop('rel', 'string', 'none'),
    prop('onClick', '() => void', 'none'),
    prop('children', 'ReactNode', 'text'),
  ],
};
const example: PlaygroundExample = { attributes: [], values: {}, children: { kind: 'text', text: 'Weiter' } };

function playgroundOf(query: string): PagePlayground {
  const { controls, fixed } = controlsOf(button, example);
  const initial = initialState(controls, example);
  const { state, notes } = readPlaygroundQuery(controls, initial, query, fixed);
  return { component: 'Button', controls, fixed, attributes: [], childrenCode: null, initial, state, notes };
}

describe('playground controls, state and code', () => {
  it('makes a control of every prop with one and lists the rest as not adjustable', () => {
    const { controls, fixed } = controlsOf(button, example);
    expect(controls.map((control) => [control.name, control.control])).toEqual([
      ['variant', 'select'],
      ['loading', 'boolean'],
      ['count', 'number'],
      ['lines', 'number'],
      ['href', 'url'],
      ['children', 'text'],
    ]);
    expect(fixed.map((item) => item.name)).toEqual(['rel', 'onClick']);
  });

  it("lists a compound component's children as not adjustable: its parts come from the example", () => {
    const compound: PlaygroundExample = { ...example, children: { kind: 'code', code: '<Tab value="a">A</Tab>' } };
    expect(controlsOf(button, compound).fixed.map((item) => item.name)).toEqual(['rel', 'onClick', 'children']);
  });

  it('starts from the defaults and the example’s children, and leaves out props without either', () => {
    expect(playgroundOf('').state).toEqual({ variant: 'primary', loading: false, lines: 1, children: 'Weiter' });
  });

  it('reads one query parameter per prop and ignores bad values with a note naming what is allowed', () => {
    const playground = playgroundOf('?variant=danger&loading=true&count=abc&size=huge&utm_source=x');
    expect(playground.state).toMatchObject({ variant: 'danger', loading: true });
    expect(playground.state).not.toHaveProperty('count');
    expect(playground.notes).toEqual([`Ignored count=abc: expected a number from ${NUMBER_BOUNDS.minimum} to ${NUMBER_BOUNDS.maximum}.`]);
    expect(playgroundOf('?variant=huge').notes).toEqual(['Ignored variant=huge: expected one of primary, secondary, tertiary, danger.']);
    expect(playgroundOf('?variant=huge').state['variant']).toBe('primary');
  });

  it("ignores a number outside the prop's @minimum/@maximum with a note, so no query makes the server build a huge tree", () => {
    const huge = playgroundOf('?lines=2147483648');
    expect(huge.state['lines']).toBe(1);
    expect(huge.notes).toEqual(['Ignored lines=2147483648: expected a number from 1 to 50.']);
    expect(playgroundOf('?lines=0').notes).toEqual(['Ignored lines=0: expected a number from 1 to 50.']);
    expect(playgroundOf('?lines=50').state['lines']).toBe(50);
    // A number prop that states no bounds still has some.
    expect(playgroundOf('?count=1e9').state).not.toHaveProperty('count');
    expect(playgroundOf(`?count=${NUMBER_BOUNDS.maximum}`).state['count']).toBe(NUMBER_BOUNDS.maximum);
  });

  it('docs/playground.md State in the address: an empty number (?count=, ?lines=) is a value a control cannot take, ignored with a note, never read as 0', () => {
    const empty = playgroundOf('?count=&lines=');
    expect(empty.state).not.toHaveProperty('count');
    expect(empty.state['lines']).toBe(1);
    expect(empty.notes).toEqual([
      `Ignored count=: expected a number from ${NUMBER_BOUNDS.minimum} to ${NUMBER_BOUNDS.maximum}.`,
      'Ignored lines=: expected a number from 1 to 50.',
    ]);
    const offset: PlaygroundControl = { name: 'offset', description: '', control: 'number', minimum: -5, maximum: 5, default: 2 };
    expect(valueFor(offset, '')).toBeNull();
    expect(valueFor(offset, ' ')).toBeNull();
  });

  it('keeps only relative and http(s) addresses in a URL prop, and never sets id, target or rel from the query', () => {
    const hostile = playgroundOf('?href=%2F%2Fevil.example&target=_blank&rel=opener&id=portal-data');
    expect(hostile.state).not.toHaveProperty('href');
    expect(hostile.state).not.toHaveProperty('rel');
    expect(hostile.notes).toEqual([
      'Ignored href=//evil.example: expected a path (/…, ./…, #…) or an http(s) URL of at most 200 characters, without spaces.',
      'Ignored rel=opener: rel is not adjustable here.',
    ]);
    for (const href of ['/designsystem', './a', '../a', '#top', '?q=1', 'page', 'https://example.com/a', 'HTTP://example.com'])
      expect({ href, kept: isPlaygroundUrl(href) }).toEqual({ href, kept: true });
    for (const href of [
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:x',
      '/a\u00a0b',
      '\u3000/x',
      '/x\u2028',
      '\ufeff/x',
      'data:text/html,x',
      'https:evil',
      'http://',
      'vbscript:x',
    ])
      expect({ href, kept: isPlaygroundUrl(href) }).toEqual({ href, kept: false });
  });

  it('gives a preview link made from the href control rel="noopener noreferrer"', () => {
    const playground = playgroundOf('?href=https%3A%2F%2Fexample.com');
    expect(previewProps(playground, playground.state)).toMatchObject({ href: 'https://example.com', rel: 'noopener noreferrer' });
    expect(previewProps(playground, playgroundOf('').state)).not.toHaveProperty('rel');
  });

  it('writes only the props that differ from where the controls start into the query', () => {
    const playground = playgroundOf('');
    const state = { ...playground.state, variant: 'danger', loading: true };
    expect(playgroundQuery(playground.controls, playground.initial, state)).toBe('?variant=danger&loading=true');
    expect(playgroundQuery(playground.controls, playground.initial, playground.initial)).toBe('');
  });

  it('shows only the props that differ from the defaults in the code', () => {
    const playground = playgroundOf('');
    expect(playgroundCode(playground, playground.state)).toBe('<Button>Weiter</Button>');
    expect(playgroundCode(playground, { ...playground.state, variant: 'danger', loading: true })).toBe(
      '<Button variant="danger" loading>Weiter</Button>',
    );
    expect(playgroundCode(playground, { ...playground.state, count: 3, children: '' })).toBe('<Button count={3} />');
  });

  it("keeps a compound component's parts and the example's own attributes in the code", () => {
    const playground: PagePlayground = {
      ...playgroundOf(''),
      component: 'Tabs',
      attributes: ['defaultValue="open"'],
      childrenCode: '<TabList label="Bestellungen">\n  <Tab value="open">Offen</Tab>\n</TabList>',
    };
    expect(playgroundCode(playground, { variant: 'secondary' })).toBe(
      '<Tabs defaultValue="open" variant="secondary">\n  <TabList label="Bestellungen">\n    <Tab value="open">Offen</Tab>\n  </TabList>\n</Tabs>',
    );
  });
});

describe('playground values stay within their bounds', () => {
  const number: PlaygroundControl = { name: 'lines', description: '', control: 'number', minimum: 1, maximum: 50, default: 1 };
  const url: PlaygroundControl = { name: 'href', description: '', control: 'url', maxLength: MAX_TEXT, default: null };
  const text: PlaygroundControl = { name: 'label', description: '', control: 'text', maxLength: 20, default: null };
  const anyText = fc.oneof(fc.string({ maxLength: 300 }), fc.double().map(String), fc.integer().map(String), fc.string({ unit: 'binary' }));

  test.prop([anyText])('a number is null or within its bounds', (value) => {
    const found = valueFor(number, value);
    expect(found === null || (typeof found === 'number' && found >= 1 && found <= 50)).toBe(true);
  });

  test.prop([anyText])('a text is null or at most its length', (value) => {
    const found = valueFor(text, value);
    expect(found === null || (typeof found === 'string' && found.length <= 20)).toBe(true);
  });

  test.prop([fc.oneof(anyText, fc.webUrl(), fc.constantFrom('javascript:', '//', '\\\\', 'data:'))])(
    'a kept address is http(s) or has no scheme and does not start with //',
    (value) => {
      const found = valueFor(url, value);
      if (found === null) return;
      expect(typeof found === 'string' && found.length <= MAX_TEXT).toBe(true);
      const text = String(found);
      expect(/^https?:\/\//i.test(text) || (!/^[^/?#]*:/.test(text) && !text.startsWith('//'))).toBe(true);
      expect(/[\s\\]/.test(text)).toBe(false);
    },
  );
});
