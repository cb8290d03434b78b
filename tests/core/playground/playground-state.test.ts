/**
 * The playground's state and code (docs/playground.md; the requirements: controls come from the props,
 * the state lives in the query with one parameter per prop, bad values are ignored with a note, the code shows
 * only the props that differ from the defaults).
 */
import { describe, expect, it } from 'vitest';
import type { ComponentEntry, PlaygroundExample } from '../../../core/components';
import {
  controlsOf,
  initialState,
  playgroundCode,
  playgroundQuery,
  readPlaygroundQuery,
  type PagePlayground,
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
    prop('href', 'string', 'text'),
    prop('onClick', '() => void', 'none'),
    prop('children', 'ReactNode', 'text'),
  ],
};
const example: PlaygroundExample = { attributes: [], values: {}, children: { kind: 'text', text: 'Weiter' } };

function playgroundOf(query: string): PagePlayground {
  const { controls, fixed } = controlsOf(button, example);
  const initial = initialState(controls, example);
  const { state, notes } = readPlaygroundQuery(controls, initial, query);
  return { component: 'Button', controls, fixed, attributes: [], childrenCode: null, initial, state, notes };
}

describe('playground controls, state and code', () => {
  it('makes a control of every prop with one and lists the rest as not adjustable', () => {
    const { controls, fixed } = controlsOf(button, example);
    expect(controls.map((control) => [control.name, control.control])).toEqual([
      ['variant', 'select'],
      ['loading', 'boolean'],
      ['count', 'number'],
      ['href', 'text'],
      ['children', 'text'],
    ]);
    expect(fixed.map((item) => item.name)).toEqual(['onClick']);
  });

  it("lists a compound component's children as not adjustable: its parts come from the example", () => {
    const compound: PlaygroundExample = { ...example, children: { kind: 'code', code: '<Tab value="a">A</Tab>' } };
    expect(controlsOf(button, compound).fixed.map((item) => item.name)).toEqual(['onClick', 'children']);
  });

  it('starts from the defaults and the example’s children, and leaves out props without either', () => {
    expect(playgroundOf('').state).toEqual({ variant: 'primary', loading: false, children: 'Weiter' });
  });

  it('reads one query parameter per prop and ignores bad values with a note naming what is allowed', () => {
    const playground = playgroundOf('?variant=danger&loading=true&count=abc&size=huge&utm_source=x');
    expect(playground.state).toMatchObject({ variant: 'danger', loading: true });
    expect(playground.state).not.toHaveProperty('count');
    expect(playground.notes).toEqual(['Ignored count=abc: expected a number.']);
    expect(playgroundOf('?variant=huge').notes).toEqual(['Ignored variant=huge: expected one of primary, secondary, tertiary, danger.']);
    expect(playgroundOf('?variant=huge').state['variant']).toBe('primary');
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
