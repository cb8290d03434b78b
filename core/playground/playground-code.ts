/**
 * The code a playground's state stands for (docs/playground.md): the component with the example's own
 * attributes and the props that differ from the component's defaults, nothing else, ready to paste.
 */
import type { PagePlayground, PlaygroundControl, PlaygroundState, PlaygroundValue } from './playground-state';

const LINE = 80;

function attributeOf(control: PlaygroundControl, value: PlaygroundValue): string | null {
  if (value === control.default) return null;
  if (typeof value === 'boolean') return value ? control.name : `${control.name}={false}`;
  if (typeof value === 'number') return `${control.name}={${value}}`;
  // Without a default, an empty text is the prop left out.
  if (value === '' && control.default === null) return null;
  return /["{}\\]/.test(value) || value.includes('\n') ? `${control.name}={${JSON.stringify(value)}}` : `${control.name}="${value}"`;
}

/** Text children as JSX writes them: braces and angle brackets would be markup, so such text goes in a string. */
function childrenText(text: string): string {
  return /[{}<>]/.test(text) ? `{${JSON.stringify(text)}}` : text;
}

const indent = (code: string) =>
  code
    .split('\n')
    .map((line) => (line === '' ? line : `  ${line}`))
    .join('\n');

/**
 * @example playgroundCode(buttonPlayground, { variant: 'danger', loading: true, children: 'Weiter' })
 * // '<Button variant="danger" loading>Weiter</Button>'
 */
export function playgroundCode(playground: PagePlayground, state: PlaygroundState): string {
  const attributes = [...playground.attributes];
  let text: string | null = null;
  for (const control of playground.controls) {
    const value = state[control.name];
    if (value === undefined) continue;
    if (control.name === 'children') {
      if (typeof value === 'string' && value !== '') text = childrenText(value);
      continue;
    }
    const attribute = attributeOf(control, value);
    if (attribute !== null) attributes.push(attribute);
  }
  const name = playground.component;
  const inline = attributes.length === 0 ? `<${name}` : `<${name} ${attributes.join(' ')}`;
  const open = inline.length + 1 <= LINE || attributes.length <= 1 ? inline : `<${name}\n${indent(attributes.join('\n'))}\n`;
  const multiline = open.endsWith('\n');
  if (playground.childrenCode !== null && playground.childrenCode.trim() !== '')
    return `${open}>\n${indent(playground.childrenCode)}\n</${name}>`;
  if (text === null) return multiline ? `${open}/>` : `${open} />`;
  return `${open}>${multiline ? `\n  ${text}\n` : text}</${name}>`;
}
