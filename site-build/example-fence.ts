/**
 * The info string of a live example fence (content/README.md Live examples):
 * ```` ```tsx example title="Variants" ````. Tells example fences from plain
 * code, reads the optional title, an anatomy picture's parts or a Do/Don't
 * verdict, and names the example by a hash of its code so that its generated
 * module, its client chunk and its node agree.
 */
import { createHash } from 'node:crypto';
import { ANATOMY_PLACEMENTS, type AnatomyPart, type AnatomyPlacement, type ExampleVerdict } from '../core/bundle';

export interface ExampleMeta {
  readonly title?: string;
  readonly anatomy?: readonly AnatomyPart[];
  readonly verdict?: ExampleVerdict;
}

const ALLOWED = ['title', 'anatomy', 'do', 'dont'] as const;
/** The most parts an anatomy picture numbers: more markers than this cannot be told apart on a phone. */
export const MAX_ANATOMY_PARTS = 9;
/**
 * A selector goes into a style sheet of the page (the markers are anchored with CSS), so it may hold only what a
 * selector of classes, ids, elements, attributes and combinators needs: no quotes, braces, semicolons, `@`, `<`
 * or backslashes.
 */
const SAFE_SELECTOR = /^[A-Za-z0-9_\-.#:[\]=()*>+~ ]+$/;
const MAX_WHY = 160;

/** `".hb-button@top-left; .hb-button__label"` as parts; a message saying what is wrong otherwise. */
export function parseAnatomyParts(text: string): { ok: true; value: AnatomyPart[] } | { ok: false; message: string } {
  const items = text.split(';').map((item) => item.trim());
  if (items.some((item) => item === ''))
    return {
      ok: false,
      message: 'anatomy="…" has an empty part; write selectors separated by ";", e.g. anatomy=".hb-button; .hb-button__label"',
    };
  if (items.length > MAX_ANATOMY_PARTS)
    return { ok: false, message: `anatomy="…" has ${items.length} parts; at most ${MAX_ANATOMY_PARTS} are numbered in one picture` };
  const parts: AnatomyPart[] = [];
  for (const [index, item] of items.entries()) {
    const at = item.lastIndexOf('@');
    const selector = (at === -1 ? item : item.slice(0, at)).trim();
    const placement = at === -1 ? 'top-left' : item.slice(at + 1).trim();
    if (!SAFE_SELECTOR.test(selector))
      return {
        ok: false,
        message: `anatomy part ${index + 1} "${selector}" is not a selector it can use; write classes, ids, elements, [attribute=value] and combinators, without quotes, braces or ";"`,
      };
    if (!(ANATOMY_PLACEMENTS as readonly string[]).includes(placement))
      return { ok: false, message: `anatomy part ${index + 1} has @${placement}; allowed: ${ANATOMY_PLACEMENTS.join(', ')}` };
    parts.push({ selector, at: placement as AnatomyPlacement });
  }
  return { ok: true, value: parts };
}

export type ExampleMetaResult = { readonly ok: true; readonly value: ExampleMeta } | { readonly ok: false; readonly message: string };

const ATTRIBUTE = /^\s*([A-Za-z][\w-]*)="([^"]*)"/;

/** Null when the fence is not an example (no `example` word first in its meta). */
export function parseExampleMeta(lang: string, meta: string | null | undefined): ExampleMetaResult | null {
  const words = (meta ?? '').trim();
  if (words !== 'example' && !words.startsWith('example ')) return null;
  if (lang !== 'tsx') return { ok: false, message: `an example fence is \`\`\`tsx example, not \`\`\`${lang} example` };
  let rest = words.slice('example'.length);
  const found: Partial<Record<(typeof ALLOWED)[number], string>> = {};
  while (rest.trim() !== '') {
    const match = ATTRIBUTE.exec(rest);
    if (match === null)
      return {
        ok: false,
        message: `example fence: cannot read "${rest.trim()}"; allowed: ${ALLOWED.map((name) => `${name}="…"`).join(', ')} (double quotes)`,
      };
    const [whole, name, value] = match as unknown as [string, string, string];
    if (!(ALLOWED as readonly string[]).includes(name))
      return { ok: false, message: `example fence: unknown attribute "${name}"; allowed: ${ALLOWED.join(', ')}` };
    if (value.trim() === '') return { ok: false, message: `example fence: ${name}="" is empty; leave it out or give one` };
    found[name as (typeof ALLOWED)[number]] = value.trim();
    rest = rest.slice(whole.length);
  }
  const kinds = (['anatomy', 'do', 'dont'] as const).filter((name) => found[name] !== undefined);
  if (kinds.length > 1)
    return { ok: false, message: `example fence: ${kinds.join(' and ')} exclude each other; an example is one of them` };
  const value: { title?: string; anatomy?: AnatomyPart[]; verdict?: ExampleVerdict } = {};
  if (found.title !== undefined) value.title = found.title;
  if (found.anatomy !== undefined) {
    const parts = parseAnatomyParts(found.anatomy);
    if (!parts.ok) return parts;
    value.anatomy = parts.value;
  }
  for (const kind of ['do', 'dont'] as const) {
    const why = found[kind];
    if (why === undefined) continue;
    if (why.length > MAX_WHY)
      return { ok: false, message: `example fence: ${kind}="…" is ${why.length} characters; one line of why, at most ${MAX_WHY}` };
    value.verdict = { kind, why };
  }
  return { ok: true, value };
}

/** A short, stable name for an example's module: the same code always gets the same id. */
export function exampleId(code: string): string {
  return `ex-${createHash('sha256').update(code).digest('hex').slice(0, 12)}`;
}
