/**
 * A component's playground (docs/playground.md): its controls, made from the manifest's props and never listed
 * by hand, the state they start from (the props' defaults, else the first example's values), that state read
 * from and written to the page's query, and the code the state stands for.
 */
import type { ComponentEntry, ManifestProp, PlaygroundExample } from '../components/manifest';
import { formatQuery, parseQuery } from './playground-query';

export type PlaygroundValue = string | boolean | number;
export type PlaygroundState = Readonly<Record<string, PlaygroundValue>>;

/** A prop a control adjusts. */
export interface PlaygroundControl {
  readonly name: string;
  readonly description: string;
  readonly control: 'select' | 'boolean' | 'text' | 'url' | 'number';
  /** The choices of a select, in the type's order. */
  readonly options?: readonly string[];
  /** A number's bounds: the prop's `@minimum`/`@maximum`, else NUMBER_BOUNDS. */
  readonly minimum?: number;
  readonly maximum?: number;
  /** A text's or URL's longest value: the prop's `@maxLength` when shorter than MAX_TEXT, else MAX_TEXT. */
  readonly maxLength?: number;
  /** The component's own default; null when it has none. */
  readonly default: PlaygroundValue | null;
}

/** A prop no control adjusts (a callback, an element), listed so the reader knows it exists. */
export interface FixedProp {
  readonly name: string;
  readonly description: string;
}

/** Everything a page needs to show and run a component's playground; travels in the page data. */
export interface PagePlayground {
  readonly component: string;
  readonly controls: readonly PlaygroundControl[];
  readonly fixed: readonly FixedProp[];
  /** The first example's attributes no control sets, kept in the code as written. */
  readonly attributes: readonly string[];
  /** The example's parts of a compound component, shown in the code; null when children are text (a control). */
  readonly childrenCode: string | null;
  /** Where the controls start and go back to when the query names nothing. */
  readonly initial: PlaygroundState;
  /** The state the page opens with: `initial` with the query's valid values. */
  readonly state: PlaygroundState;
  /** One sentence per query value that was ignored, and why. */
  readonly notes: readonly string[];
}

/** The longest text any control takes, whatever the prop states: a query is read, rendered and echoed in the page. */
export const MAX_TEXT = 200;
/**
 * The bounds of a number prop that states none (`@minimum`, `@maximum`): a component may build one element per unit
 * (Skeleton's `lines`), and the server renders what the query asks for (docs/playground.md, Bounds).
 */
export const NUMBER_BOUNDS = { minimum: -1000, maximum: 1000 } as const;
const HTTP_URL = /^https?:\/\/[^/?#]/i;

/**
 * Whether an address may go into a playground's link or image: a relative one or an http(s) URL, with no white
 * space (ASCII or Unicode, such as a no-break space), control character or backslash. Browsers drop some of these
 * or read a backslash as `/`, turning `java\tscript:` into a scheme; the rest would break the "without spaces" rule.
 *
 * @example isPlaygroundUrl('/designsystem') // true
 * @example isPlaygroundUrl('javascript:alert(1)') // false
 */
export function isPlaygroundUrl(text: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\u0000-\u0020\u007f\\\s]/.test(text)) return false;
  if (HTTP_URL.test(text)) return true;
  // A relative address (`/path`, `./path`, `#id`, `?query`, `name`): no scheme before its first '/', '?' or '#',
  // and not `//host`, which leaves the site.
  const colon = text.indexOf(':');
  const end = text.search(/[/?#]/);
  const hasScheme = colon !== -1 && (end === -1 || colon < end);
  return !hasScheme && !text.startsWith('//');
}
/** A default as the props table writes it (`'primary'`, `false`, `3`) as a value; null when it is not a literal. */
export function defaultValueOf(prop: Pick<ManifestProp, 'default' | 'control'>): PlaygroundValue | null {
  const text = prop.default?.trim();
  if (text === undefined || text === '') return null;
  if (prop.control === 'boolean') return text === 'true' ? true : text === 'false' ? false : null;
  if (prop.control === 'number') return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
  const quoted = /^(['"`])(.*)\1$/.exec(text);
  return quoted === null ? null : (quoted[2] as string);
}

/** Controls and fixed props of a component, in the order its props are written. */
export function controlsOf(
  entry: Pick<ComponentEntry, 'props'>,
  example: PlaygroundExample,
): { controls: PlaygroundControl[]; fixed: FixedProp[] } {
  const controls: PlaygroundControl[] = [];
  const fixed: FixedProp[] = [];
  for (const prop of entry.props) {
    // A compound component's children are its parts, which come from the example, not from a text field.
    const adjustable = prop.control !== 'none' && !(prop.name === 'children' && example.children.kind === 'code');
    if (!adjustable || prop.control === 'none') {
      fixed.push({ name: prop.name, description: prop.description });
      continue;
    }
    controls.push({
      name: prop.name,
      description: prop.description,
      control: prop.control,
      ...(prop.options === undefined ? {} : { options: prop.options }),
      ...boundsOf(prop),
      default: defaultValueOf(prop),
    });
  }
  return { controls, fixed };
}

function boundsOf(prop: ManifestProp): Pick<PlaygroundControl, 'minimum' | 'maximum' | 'maxLength'> {
  if (prop.control === 'number') return { minimum: prop.minimum ?? NUMBER_BOUNDS.minimum, maximum: prop.maximum ?? NUMBER_BOUNDS.maximum };
  if (prop.control === 'text' || prop.control === 'url') return { maxLength: Math.min(prop.maxLength ?? MAX_TEXT, MAX_TEXT) };
  return {};
}

/** The value a control starts from: the component's default, else the example's, else none (the prop left out). */
export function initialState(controls: readonly PlaygroundControl[], example: PlaygroundExample): PlaygroundState {
  const state: Record<string, PlaygroundValue> = {};
  for (const control of controls) {
    const fromExample = example.values[control.name];
    if (control.name === 'children' && example.children.kind === 'text') state[control.name] = example.children.text;
    else if (control.default !== null) state[control.name] = control.default;
    else if (fromExample !== undefined && valueFor(control, String(fromExample)) !== null) state[control.name] = fromExample;
    // Anything else stays unset: `open={false}` or `checked={false}` would make a component controlled and stuck.
  }
  return state;
}

/** A query value as a control's value; null when the control cannot take it. */
export function valueFor(control: PlaygroundControl, text: string): PlaygroundValue | null {
  switch (control.control) {
    case 'select':
      return control.options?.includes(text) === true ? text : null;
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : null;
    case 'number': {
      const number = Number(text);
      if (text.trim() === '' || !Number.isFinite(number)) return null;
      const { minimum, maximum } = numberBounds(control);
      return number >= minimum && number <= maximum ? number : null;
    }
    case 'text':
      return text.length <= textBound(control) ? text : null;
    case 'url':
      return text.length <= textBound(control) && isPlaygroundUrl(text) ? text : null;
  }
}

/** A number control's bounds; a control made before bounds were recorded gets the default ones. */
export function numberBounds(control: PlaygroundControl): { minimum: number; maximum: number } {
  return { minimum: control.minimum ?? NUMBER_BOUNDS.minimum, maximum: control.maximum ?? NUMBER_BOUNDS.maximum };
}

const textBound = (control: PlaygroundControl) => Math.min(control.maxLength ?? MAX_TEXT, MAX_TEXT);

function expected(control: PlaygroundControl): string {
  switch (control.control) {
    case 'select':
      return `one of ${(control.options ?? []).join(', ')}`;
    case 'boolean':
      return 'true or false';
    case 'number': {
      const { minimum, maximum } = numberBounds(control);
      return `a number from ${minimum} to ${maximum}`;
    }
    case 'text':
      return `text of at most ${textBound(control)} characters`;
    case 'url':
      return `a path (/…, ./…, #…) or an http(s) URL of at most ${textBound(control)} characters, without spaces`;
  }
}

const shown = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/**
 * The state a query asks for over `initial`; parameters that name no prop are not the playground's and are left
 * alone, values a control cannot take are ignored with a note, and so are props no control adjusts (`id`, `rel`).
 *
 * @example readPlaygroundQuery(controls, { variant: 'primary' }, '?variant=huge').notes
 * // ['Ignored variant=huge: expected one of primary, secondary, tertiary, danger.']
 */
export function readPlaygroundQuery(
  controls: readonly PlaygroundControl[],
  initial: PlaygroundState,
  query: string,
  fixed: readonly Pick<FixedProp, 'name'>[] = [],
): { state: PlaygroundState; notes: string[] } {
  const params = parseQuery(query);
  const state: Record<string, PlaygroundValue> = { ...initial };
  const notes: string[] = [];
  for (const control of controls) {
    const text = params.get(control.name);
    if (text === undefined) continue;
    const value = valueFor(control, text);
    if (value === null) notes.push(`Ignored ${control.name}=${shown(text)}: expected ${expected(control)}.`);
    else state[control.name] = value;
  }
  for (const prop of fixed) {
    const text = params.get(prop.name);
    if (text !== undefined) notes.push(`Ignored ${prop.name}=${shown(text)}: ${prop.name} is not adjustable here.`);
  }
  return { state, notes };
}

/**
 * The props a preview renders for a state: the state, and on a component whose `rel` no control sets, a link made
 * from the playground's `href` gets `rel="noopener noreferrer"` (no page it opens can reach back to the portal).
 *
 * @example previewProps({ fixed: [{ name: 'rel', description: '' }] }, { href: '/x' }).rel // 'noopener noreferrer'
 */
export function previewProps(
  playground: { readonly fixed: readonly Pick<FixedProp, 'name'>[] },
  state: PlaygroundState,
): Record<string, PlaygroundValue> {
  const takesRel = playground.fixed.some((prop) => prop.name === 'rel');
  return typeof state['href'] === 'string' && takesRel ? { ...state, rel: 'noopener noreferrer' } : { ...state };
}

/** The query of a state: one parameter per prop that differs from where the controls start. */
export function playgroundQuery(controls: readonly PlaygroundControl[], initial: PlaygroundState, state: PlaygroundState): string {
  const pairs: [string, string][] = [];
  for (const control of controls) {
    const value = state[control.name];
    if (value !== undefined && value !== initial[control.name]) pairs.push([control.name, String(value)]);
  }
  return formatQuery(pairs);
}
