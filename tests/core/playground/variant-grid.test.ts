/**
 * A component's variants grid made from its props (core/playground/variant-grid.ts, docs/portal.md): rows from its
 * `variant` union, a column for the default and each state prop it has, a sample per `size`, each starting from
 * where its playground starts; the directive's overrides are checked against the props, with a message naming
 * what the component has.
 */
import { describe, expect, it } from 'vitest';
import type { ComponentEntry } from '../../../core/components';
import { MAX_STATE_COLUMNS, variantGridOf } from '../../../core/playground';

const prop = (name: string, control: ComponentEntry['props'][number]['control'], extra = {}) => ({
  name,
  type: 'x',
  required: false,
  default: null,
  description: '',
  control,
  ...extra,
});

const button: ComponentEntry = {
  name: 'Button',
  status: 'stable',
  since: '0.1.0',
  route: '/components/button-code',
  examples: [],
  changes: [],
  props: [
    prop('variant', 'select', { default: "'primary'", options: ['primary', 'danger'] }),
    prop('size', 'select', { options: ['small', 'large'] }),
    prop('iconPosition', 'select', { options: ['start', 'end'] }),
    prop('loading', 'boolean', { default: 'false' }),
    prop('disabled', 'boolean'),
    prop('fullWidth', 'boolean'),
    prop('indeterminate', 'boolean'),
    prop('children', 'text'),
  ],
  playground: { attributes: [], values: {}, children: { kind: 'text', text: 'In den Warenkorb' } },
};

describe('variants grid from the props', () => {
  it('has a row per variant, a column for the default and each state, and a sample per size', () => {
    const grid = variantGridOf(button, {}, 'vg-button');
    if (!grid.ok) throw new Error(grid.message);
    expect(grid.node.rowProp).toBe('variant');
    expect(grid.node.sizeProp).toBe('size');
    // Not indeterminate: a DOM property only script sets, which the grid's server markup cannot show.
    expect(grid.node.columns).toEqual(['default', 'loading', 'disabled']);
    expect(grid.node.rows.map((row) => row.label)).toEqual(['primary', 'danger']);
    // A label wider than the grid's cells gives way to the component's name.
    expect(grid.node.rows[1]?.cells[2]).toEqual([
      { size: 'small', props: { variant: 'danger', size: 'small', disabled: true, children: 'Button' } },
      { size: 'large', props: { variant: 'danger', size: 'large', disabled: true, children: 'Button' } },
    ]);
    // The default column sets no state, not even the state's default (false).
    expect(grid.node.rows[0]?.cells[0]?.[0]?.props).toEqual({ variant: 'primary', size: 'small', children: 'Button' });
  });

  it('takes the axes the directive names, or none', () => {
    const grid = variantGridOf(button, { rows: 'iconPosition', sizes: 'none', states: 'fullWidth' }, 'vg');
    if (!grid.ok) throw new Error(grid.message);
    expect(grid.node.rows.map((row) => row.label)).toEqual(['start', 'end']);
    expect(grid.node.columns).toEqual(['default', 'fullWidth']);
    expect(grid.node.rows[0]?.cells[1]).toEqual([
      { size: null, props: expect.objectContaining({ iconPosition: 'start', fullWidth: true }) },
    ]);
    const bare = variantGridOf(button, { rows: 'none', sizes: 'none', states: 'none' }, 'vg');
    expect(bare.ok && bare.node.rows.map((row) => [row.label, row.cells.length])).toEqual([['Button', 1]]);
  });

  it.each([
    [{ rows: 'colour' }, 'Button has no prop colour with a set of values; it has variant, size, iconPosition (or write none)'],
    [{ states: 'loading hidden' }, 'hidden is no boolean prop of Button; it has loading, disabled, fullWidth, indeterminate'],
    [{ states: 'loading disabled fullWidth loading disabled' }, `at most ${MAX_STATE_COLUMNS} fit the grid`],
  ])('refuses %j', (request, message) => {
    const grid = variantGridOf(button, request, 'vg');
    expect(grid.ok ? '' : grid.message).toContain(message);
  });

  it('starts a delayed component at once: a sample is a picture that never runs the timer that would show it', () => {
    const spinner: ComponentEntry = {
      ...button,
      name: 'Spinner',
      props: [
        prop('size', 'select', { options: ['small', 'large'] }),
        prop('delay', 'number', { default: '300', minimum: 0, maximum: 10_000 }),
      ],
      playground: { attributes: [], values: {}, children: { kind: 'text', text: '' } },
    };
    const grid = variantGridOf(spinner, {}, 'vg-spinner');
    if (!grid.ok) throw new Error(grid.message);
    const delays = grid.node.rows.flatMap((row) => row.cells.flat().map((sample) => sample.props['delay']));
    expect(delays).toEqual([0, 0]);
  });

  it('refuses a component without a playground preview to render', () => {
    const { playground: _, ...toast } = { ...button, name: 'Toast' };
    const grid = variantGridOf(toast, {}, 'vg');
    expect(grid.ok ? '' : grid.message).toContain('Toast has no playground preview to render');
  });
});
