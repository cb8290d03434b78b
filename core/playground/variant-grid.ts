/**
 * A component's variants × sizes × states as a grid (`::variants{of="Button"}`, docs/portal.md), made from its props
 * in the manifest and rendered from its playground preview, so no grid is written by hand: rows are the values of its
 * `variant` prop, columns its default and each state prop it has (disabled, loading…), and each cell holds one sample
 * per value of its `size` prop. Each sample's props start from where the playground starts (initialState), with any
 * `delay` at 0.
 */
import type { VariantPropValue, VariantsNode } from '../bundle/content-node';
import type { ComponentEntry } from '../components/manifest';
import { controlsOf, initialState, type PlaygroundControl } from './playground-state';

/**
 * The boolean props that are a state a reader sees, in the order the grid shows them. Not `indeterminate`: a
 * checkbox's mixed state is a DOM property that only script sets, and the grid is server markup that never runs.
 */
export const STATE_PROPS = ['checked', 'selected', 'pending', 'loading', 'invalid', 'readOnly', 'disabled'] as const;
/** At most this many state columns after the default one: wider grids do not fit a 1440 px article. */
export const MAX_STATE_COLUMNS = 4;
/** A text label longer than this would make the grid wider than an article: the component's name stands in. */
export const MAX_GRID_LABEL = 14;
/**
 * A prop that holds the component back for a while after it mounts (Spinner's and Skeleton's `delay`): a sample is a
 * picture the browser never runs, so it starts at 0 there, or the sample would stay hidden.
 */
const DELAY_PROP = 'delay';
/** The props that make the rows, the first one the component has: its visual kind. */
const ROW_PROPS = ['variant', 'tone', 'status', 'rating'] as const;

/** What the directive asks for: a prop name for an axis, `none` to leave it out, absent to choose by the rules above. */
export interface VariantGridRequest {
  readonly rows?: string;
  readonly sizes?: string;
  /** Space-separated boolean prop names, or `none`. */
  readonly states?: string;
}

export type VariantGridResult = { readonly ok: true; readonly node: VariantsNode } | { readonly ok: false; readonly message: string };

function pick(
  controls: readonly PlaygroundControl[],
  asked: string | undefined,
  fallback: readonly string[],
  axis: string,
  of: string,
): { ok: true; control: PlaygroundControl | null } | { ok: false; message: string } {
  if (asked === 'none') return { ok: true, control: null };
  const selects = controls.filter((control) => control.control === 'select');
  if (asked === undefined) return { ok: true, control: selects.find((control) => fallback.includes(control.name)) ?? null };
  const control = selects.find((candidate) => candidate.name === asked);
  if (control === undefined)
    return {
      ok: false,
      message: `::variants{of="${of}" ${axis}="${asked}"}: ${of} has no prop ${asked} with a set of values; it has ${selects.map((s) => s.name).join(', ') || 'none'} (or write none)`,
    };
  return { ok: true, control };
}

/**
 * @example variantGridOf(buttonEntry, {}, 'vg-button').ok // true
 */
export function variantGridOf(entry: ComponentEntry, request: VariantGridRequest, id: string): VariantGridResult {
  const of = entry.name;
  if (entry.playground === undefined)
    return {
      ok: false,
      message: `::variants{of="${of}"}: ${of} has no playground preview to render (no live example on its code page renders it in its own return)`,
    };
  const { controls } = controlsOf(entry, entry.playground);
  const initial = initialState(controls, entry.playground);
  const rows = pick(controls, request.rows, ROW_PROPS, 'rows', of);
  if (!rows.ok) return rows;
  const sizes = pick(controls, request.sizes, ['size'], 'sizes', of);
  if (!sizes.ok) return sizes;
  const booleans = controls.filter((control) => control.control === 'boolean').map((control) => control.name);
  let states: string[];
  if (request.states === 'none') states = [];
  else if (request.states === undefined) states = STATE_PROPS.filter((name) => booleans.includes(name)).slice(0, MAX_STATE_COLUMNS);
  else {
    states = request.states.split(/\s+/).filter(Boolean);
    const unknown = states.find((name) => !booleans.includes(name));
    if (unknown !== undefined)
      return {
        ok: false,
        message: `::variants{of="${of}" states="${request.states}"}: ${unknown} is no boolean prop of ${of}; it has ${booleans.join(', ') || 'none'}`,
      };
    if (states.length > MAX_STATE_COLUMNS)
      return {
        ok: false,
        message: `::variants{of="${of}" states="…"} names ${states.length} states; at most ${MAX_STATE_COLUMNS} fit the grid`,
      };
  }
  const rowValues: (string | null)[] = rows.control?.options?.slice() ?? [null];
  const sizeValues: (string | null)[] = sizes.control?.options?.slice() ?? [null];
  const columns = ['default', ...states];
  const sample = (row: string | null, state: string | null, size: string | null): Record<string, VariantPropValue> => {
    const props: Record<string, VariantPropValue> = { ...initial };
    for (const name of states) delete props[name];
    if (typeof props['children'] === 'string' && props['children'].length > MAX_GRID_LABEL) props['children'] = of;
    if (controls.some((control) => control.name === DELAY_PROP && control.control === 'number')) props[DELAY_PROP] = 0;
    if (rows.control !== null && row !== null) props[rows.control.name] = row;
    if (sizes.control !== null && size !== null) props[sizes.control.name] = size;
    if (state !== null) props[state] = true;
    return props;
  };
  return {
    ok: true,
    node: {
      type: 'variants',
      id,
      of,
      rowProp: rows.control?.name ?? null,
      sizeProp: sizes.control?.name ?? null,
      columns,
      rows: rowValues.map((row) => ({
        label: row ?? of,
        cells: columns.map((column) =>
          sizeValues.map((size) => ({ size, props: sample(row, column === 'default' ? null : column, size) })),
        ),
      })),
    },
  };
}
