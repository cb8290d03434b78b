/**
 * The control a playground gives a prop, read from its type as the props table writes it (core/components
 * manifest.ts): a union of string literals is a select of those options, `boolean` a switch, `string` and
 * children a text field, a `string` that holds an address (`href`, `src`…) a URL field, `number` a number field;
 * callbacks, elements and everything else get none. Props that name DOM identity or steer navigation (`id`,
 * `target`, `rel`, `form`, id references) get none whatever their type: a playground's query is data, and must not
 * give an element the portal's own id or open a link with `rel="opener"` (docs/playground.md).
 */
import type { PropControl } from './manifest';

export interface PropControlOf {
  readonly control: PropControl;
  /** The options of a select, in the order the type writes them. */
  readonly options?: readonly string[];
}

const STRING_LITERAL = /^'((?:[^'\\]|\\.)*)'$/;
const TEXT_TYPES = new Set(['string', 'ReactNode', 'React.ReactNode', 'string | ReactNode']);

/** Props that name an element or another element, or decide where and how a link opens. */
const IDENTITY_PROPS = new Set([
  'id',
  'target',
  'rel',
  'form',
  'formAction',
  'formTarget',
  'htmlFor',
  'list',
  'controls',
  'labelledBy',
  'describedBy',
  'popoverTarget',
]);
/** `aria-labelledby`, `aria-controls` and the other ARIA attributes whose value is an id; `triggerId`, `panelIds`. */
const ID_REFERENCE = /^aria-(labelledby|describedby|controls|owns|activedescendant|details|errormessage|flowto)$|[a-z](Id|Ids)$/;
/** Props whose value is an address a link, image or form goes to. */
const URL_PROPS = new Set(['href', 'src', 'action', 'poster', 'cite']);
const URL_NAME = /[a-z](Href|Url|Src)$/;

/** Whether a prop names DOM identity or steers navigation, so no playground may set it (docs/playground.md). */
export function isIdentityProp(name: string): boolean {
  return IDENTITY_PROPS.has(name) || ID_REFERENCE.test(name);
}

/** Whether a prop's value is an address (`href`, `src`, `backHref`, `datasheetUrl`). */
export function isUrlProp(name: string): boolean {
  return URL_PROPS.has(name) || URL_NAME.test(name);
}

/** The members of a union at its top level (not inside parentheses, brackets, braces or quotes). */
function unionMembers(type: string): string[] {
  const members: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let at = 0; at < type.length; at += 1) {
    const char = type[at] as string;
    if (quote !== null) {
      if (char === '\\') at += 1;
      else if (char === quote) quote = null;
    } else if (char === "'" || char === '"') quote = char;
    else if ('([{<'.includes(char)) depth += 1;
    else if (')]}>'.includes(char)) depth = Math.max(0, depth - 1);
    else if (char === '|' && depth === 0) {
      members.push(type.slice(start, at).trim());
      start = at + 1;
    }
  }
  members.push(type.slice(start).trim());
  return members.filter((member) => member !== '' && member !== 'undefined');
}

/**
 * @example propControl('size', "'small' | 'medium'") // { control: 'select', options: ['small', 'medium'] }
 * @example propControl('onClick', '() => void') // { control: 'none' }
 * @example propControl('href', 'string') // { control: 'url' }
 * @example propControl('id', 'string') // { control: 'none' }
 */
export function propControl(name: string, type: string): PropControlOf {
  if (isIdentityProp(name)) return { control: 'none' };
  const members = unionMembers(type);
  if (members.length === 0) return { control: 'none' };
  const literals = members.map((member) => STRING_LITERAL.exec(member)?.[1]);
  if (literals.every((literal) => literal !== undefined)) return { control: 'select', options: literals as string[] };
  const written = members.join(' | ');
  if (written === 'boolean' || (members.length === 2 && members.includes('true') && members.includes('false')))
    return { control: 'boolean' };
  if (written === 'number') return { control: 'number' };
  if (written === 'string' && isUrlProp(name)) return { control: 'url' };
  if (written === 'string' || (name === 'children' && TEXT_TYPES.has(written))) return { control: 'text' };
  return { control: 'none' };
}
