/**
 * The info string of a live example fence (content/README.md Live examples):
 * ```` ```tsx example title="Variants" ````. Tells example fences from plain
 * code, reads the optional title, and names the example by a hash of its code
 * so that its generated module, its client chunk and its node agree.
 */
import { createHash } from 'node:crypto';

export interface ExampleMeta {
  readonly title?: string;
}

export type ExampleMetaResult = { readonly ok: true; readonly value: ExampleMeta } | { readonly ok: false; readonly message: string };

const ATTRIBUTE = /^\s*([A-Za-z][\w-]*)="([^"]*)"/;

/** Null when the fence is not an example (no `example` word first in its meta). */
export function parseExampleMeta(lang: string, meta: string | null | undefined): ExampleMetaResult | null {
  const words = (meta ?? '').trim();
  if (words !== 'example' && !words.startsWith('example ')) return null;
  if (lang !== 'tsx') return { ok: false, message: `an example fence is \`\`\`tsx example, not \`\`\`${lang} example` };
  let rest = words.slice('example'.length);
  let title: string | undefined;
  while (rest.trim() !== '') {
    const match = ATTRIBUTE.exec(rest);
    if (match === null) return { ok: false, message: `example fence: cannot read "${rest.trim()}"; allowed: title="…" (double quotes)` };
    const [whole, name, value] = match as unknown as [string, string, string];
    if (name !== 'title') return { ok: false, message: `example fence: unknown attribute "${name}"; allowed: title` };
    if (value.trim() === '') return { ok: false, message: 'example fence: title="" is empty; leave the title out or give one' };
    title = value.trim();
    rest = rest.slice(whole.length);
  }
  return { ok: true, value: title === undefined ? {} : { title } };
}

/** A short, stable name for an example's module: the same code always gets the same id. */
export function exampleId(code: string): string {
  return `ex-${createHash('sha256').update(code).digest('hex').slice(0, 12)}`;
}
