/**
 * The fixed query sets of the search benchmarks (docs/portal.md, Search, docs/performance.md):
 * bench/search.ts times core's engine with them, bench/search-comparison.ts
 * runs them through MiniSearch too, and `npm run bench` sends them over HTTP.
 */
import { tokenize, type SearchDocument } from '../core/search';

// Fixed queries for the shipped content: titles, synonyms, typos, prefixes
// as typed, two-word and German queries, and very common words.
export const SHIPPED_QUERIES = [
  'button',
  'tooltip',
  'dialog',
  'accordion',
  'checkbox',
  'typography',
  'spacing',
  'elevation',
  'breakpoints',
  'easing',
  'CTA',
  'Modal',
  'A11y',
  'snackbar',
  'slider',
  'separator',
  'flyout',
  'WCAG',
  'i18n',
  'hyperlink',
  'buton',
  'tooltp',
  'acordion',
  'chekbox',
  'dropdwn',
  'typograpy',
  'spiner',
  'carousle',
  'b',
  'bu',
  'but',
  'butt',
  'butto',
  'to',
  'too',
  'tool',
  'button group',
  'radio button',
  'input field',
  'empty state',
  'reduced motion',
  'web performance',
  'color palette',
  'how to use a tooltip',
  'Schaltfläche',
  'Schaltflache',
  'Farben',
  'Barrierefreiheit',
  'Karussell',
  'Kontrollkastchen',
  'the',
  'a',
  'color',
  'focus',
  'component',
  'props',
  // How readers ask: questions, two-typo words, joined and compound words, a
  // prefix in front, a synonym, and a term that finds nothing (suggestions).
  'how do I show an error under an input',
  'dialogue',
  'typografy',
  'Schriftgrösse',
  'radiobutton',
  'energie label',
  'focus ring css variable',
  'acordionnn zzqqxx',
];

/** Queries for a generated corpus, derived the same way every run from its documents. */
export function derivedQueries(documents: readonly SearchDocument[]): string[] {
  const queries: string[] = [];
  const common = [
    'button',
    'the',
    'tooltip',
    'colour',
    'focus',
    'spacing',
    'product',
    'Schaltfläche',
    'Farbwähler',
    'Warenkorb',
    'how do I show an error under an input',
    'typografy',
  ];
  for (let i = 0; queries.length < 60; i++) {
    const document = documents[(i * 7919) % documents.length]!;
    const [first = 'x', second = 'y'] = tokenize(document.title);
    const kind = i % 7;
    if (kind === 0) queries.push(document.title);
    else if (kind === 1) queries.push(document.terms[0] ?? first);
    else if (kind === 2) queries.push(first.length >= 5 ? first.slice(0, 1) + first.slice(2) : `${first}x`);
    else if (kind === 3) queries.push(first.slice(0, 3));
    else if (kind === 4) queries.push(`${first} ${second.slice(0, 4)}`);
    else if (kind === 5) queries.push(tokenize(document.text).slice(10, 12).join(' '));
    else queries.push(common[((i / 7) % common.length) | 0]!);
  }
  return queries;
}

/**
 * Searches a server answers before the HTTP search figures are taken
 * (bench/search-latency.ts), so that they are those of a server in service
 * rather than of a process seconds old: words of the index's own vocabulary,
 * in the forms readers type (whole, a three-letter prefix, one letter off,
 * two words), none of them a query of the measured set, so no measured
 * answer is in the server's answer cache before its first ask.
 *
 * @example
 * warmUpTerms(['button', 'tooltip', 'group'], ['button'], 4) // ['gro', 'tooltipe', 'button tooltip', 'group']
 */
export function warmUpTerms(vocabulary: readonly string[], measured: readonly string[], count: number): string[] {
  // Lower-cased: the answer cache is keyed by the sanitised term, and a term differing only in case must not warm it either.
  const excluded = new Set(measured.map((query) => query.toLowerCase()));
  const words = vocabulary.filter((word) => word.length >= 3);
  const terms: string[] = [];
  if (words.length === 0) return terms;
  for (let i = 0; terms.length < count && i < count * 4; i++) {
    const word = words[(i * 7919) % words.length]!;
    const other = words[(i * 104_729 + 1) % words.length]!;
    const forms = [word, word.slice(0, 3), `${word}e`, `${word} ${other}`];
    const term = forms[i % forms.length]!;
    if (excluded.has(term.toLowerCase())) continue;
    excluded.add(term.toLowerCase());
    terms.push(term);
  }
  return terms;
}
