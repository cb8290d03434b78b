/**
 * Reliability test 4 (docs/reliability.md), linearity (`npm run test:deep` only: it times things). Each
 * parser that reads text a visitor or an author controls is given inputs of
 * 1 KB and 100 KB of the shapes that hurt backtracking regexes and nested
 * loops (long runs of one character, many separators, many small segments,
 * random text), and must spend per kilobyte on the 100 KB input at most 50
 * times what it spends per kilobyte on the 1 KB input: a linear parser stays
 * near 1x, a quadratic one reaches 100x. Times are medians of several runs,
 * each run batching enough calls to last at least a few milliseconds. The
 * never-throws properties at 100,000 runs are the *.prop.test.ts files.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMarkdownPage } from '../../site-build/markdown-page';
import { parseAccessTokenInfo } from '../../core/atinfo';
import { hasAuthorizedCgid } from '../../core/auth';
import { validateFrontMatter } from '../../core/content/front-matter';
import { parseConsentCookieDetailed, parseConsentTimestamp } from '../../core/consent';
import { parseShorthandHref, parseShorthandText } from '../../core/content';
import { parseCookieHeader } from '../../core/cookies';
import { sanitizeSearchTerm } from '../../core/search';
import { readPageAddress } from '../../server/page-address';

const SMALL = 1024;
const LARGE = 100 * 1024;
/** Per-kilobyte time at 100 KB over per-kilobyte time at 1 KB (docs/reliability.md: within 50x). */
const MAX_PER_KB_RATIO = 50;
const RUNS = 7;
const MIN_BATCH_MS = 4;

/** Repeats a unit to exactly `size` characters. */
const fill = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
/** Random text of `size` characters, the same for a given seed. */
const randomText = (seed: number) => (size: number) =>
  fc
    .sample(fc.string({ unit: 'binary', minLength: 64, maxLength: 64 }), { numRuns: 1, seed })[0]
    ?.padEnd(64, 'x')
    .repeat(Math.ceil(size / 64))
    .slice(0, size) ?? '';
const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

interface Shape {
  readonly name: string;
  /** An input of about `size` characters. */
  readonly input: (size: number) => string;
}

interface ParserCase {
  readonly parser: string;
  readonly parse: (input: string) => unknown;
  readonly shapes: readonly Shape[];
}

const shape = (name: string, input: (size: number) => string): Shape => ({ name, input });
const atinfoPrefix = '1700000000;1700003600;normal;e;';

const cases: readonly ParserCase[] = [
  {
    parser: 'consent cookie (core/consent)',
    parse: parseConsentCookieDetailed,
    shapes: [
      shape('one long version', (size) => `pe${fill('1', size - 3)}e`),
      shape('leading zeros', (size) => `fu${fill('0', size - 4)}1e`),
      shape('letters without digits', (size) => `${fill('p', size - 1)}e`),
      shape('random', randomText(1)),
    ],
  },
  {
    parser: 'consent timestamp (core/consent)',
    parse: parseConsentTimestamp,
    shapes: [shape('hex digits', (size) => fill('f', size)), shape('random', randomText(2))],
  },
  {
    parser: 'access-token info (core/atinfo)',
    parse: (input) => parseAccessTokenInfo(input),
    shapes: [
      shape('long consent settings', (size) => `${atinfoPrefix}${fill('x', size - atinfoPrefix.length)}`),
      shape('percent-encoded', (size) => fill('%3B', size)),
      shape('separators', (size) => fill(';', size)),
      shape('long timestamp', (size) => fill('7', size)),
      shape('random', randomText(3)),
    ],
  },
  {
    parser: 'cookie header (core/cookies)',
    parse: parseCookieHeader,
    shapes: [
      shape('many pairs', (size) => fill('a=b; ', size)),
      shape('spaces then a pair', (size) => `${fill(' ', size - 3)}a=b`),
      shape('tabs around a value', (size) => `a=${fill('\t', size - 4)}b\t`),
      shape('no equals sign', (size) => fill('x', size)),
      shape('equals signs', (size) => fill('=', size)),
      shape('quotes', (size) => `a=${fill('"', size - 2)}`),
      shape('random', randomText(4)),
    ],
  },
  {
    parser: 'access-token JWT (core/auth)',
    parse: hasAuthorizedCgid,
    shapes: [
      shape(
        'a long payload',
        (size) => `${base64url('{"alg":"none"}')}.${base64url(`{"cgid":5,"p":"${fill('x', Math.floor((size * 3) / 4) - 30)}"}`)}.`,
      ),
      shape('dots', (size) => fill('.', size)),
      shape('one long part', (size) => fill('a', size)),
      shape('random', randomText(5)),
    ],
  },
  {
    parser: 'search term (core/search)',
    parse: sanitizeSearchTerm,
    shapes: [
      shape('words', (size) => fill('ab ', size)),
      shape('spaces then a word', (size) => `${fill(' ', size - 1)}a`),
      shape('disallowed characters', (size) => fill('<>', size)),
      shape('combining marks', (size) => fill('a\u0308', size)),
      shape('random', randomText(6)),
    ],
  },
  {
    parser: 'shorthand link (core/content)',
    parse: (input) => [parseShorthandHref(input), parseShorthandText(input)],
    shapes: [
      shape('many segments', (size) => fill('Ab/', size)),
      shape('percent-encoded spaces', (size) => `A/${fill('%20', size - 2)}`),
      shape('pluses', (size) => `A/${fill('+', size - 2)}`),
      shape('bars and slashes', (size) => fill('|/', size)),
      shape('random', randomText(7)),
    ],
  },
  {
    parser: 'front matter (core/build validateFrontMatter + YAML in site-build)',
    parse: (input) => parseMarkdownPage('components/x/design.md', input, () => []),
    shapes: [
      shape('many terms', (size) => `---\ntitle: X\nterms:\n${fill('  - term\n', size - 30)}\n---\n`),
      shape('a long description', (size) => `---\ntitle: X\ndescription: ${fill('word ', size - 40)}\n---\n`),
      shape(
        'many unknown fields',
        (size) => `---\ntitle: X\n${Array.from({ length: Math.floor(size / 12) }, (_, i) => `f${i}: 1`).join('\n')}\n---\n`,
      ),
      shape('a long flow sequence', (size) => `---\ntitle: X\nterms: [${fill('a, ', size - 30)}a]\n---\n`),
    ],
  },
  {
    parser: 'front matter object (core/build validateFrontMatter)',
    parse: (input) => validateFrontMatter({ title: input, terms: input.split(' '), description: input }),
    shapes: [shape('words', (size) => fill('ab ', size)), shape('random', randomText(8))],
  },
  {
    parser: 'request path (server/page-address)',
    parse: (input) => readPageAddress(`/designsystem/${input}`, () => true),
    shapes: [
      shape('slashes then a letter', (size) => `${fill('/', size - 1)}a`),
      shape('trailing slashes', (size) => `a${fill('/', size - 1)}`),
      shape('segments', (size) => fill('a/', size)),
      shape('random', randomText(9)),
    ],
  },
];

/** Median milliseconds of one call, from batches that each last at least MIN_BATCH_MS. */
function timePerCall(parse: (input: string) => unknown, input: string): number {
  let batch = 1;
  for (;;) {
    const started = performance.now();
    for (let i = 0; i < batch; i += 1) parse(input);
    if (performance.now() - started >= MIN_BATCH_MS || batch >= 1 << 20) break;
    batch *= 2;
  }
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    for (let i = 0; i < batch; i += 1) parse(input);
    samples.push((performance.now() - started) / batch);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(RUNS / 2)] ?? Number.NaN;
}

const rows: string[] = [];

describe('parsers stay linear in input size', () => {
  it.each(cases.flatMap((entry) => entry.shapes.map((input) => [`${entry.parser}: ${input.name}`, entry, input] as const)))(
    '%s',
    (_name, entry, input) => {
      const small = input.input(SMALL);
      const large = input.input(LARGE);
      // Warm up the JIT on both sizes first.
      for (let i = 0; i < 20; i += 1) entry.parse(small);
      entry.parse(large);
      const perKbSmall = timePerCall(entry.parse, small) / (small.length / 1024);
      const perKbLarge = timePerCall(entry.parse, large) / (large.length / 1024);
      const ratio = perKbLarge / perKbSmall;
      rows.push(
        `${entry.parser}, ${input.name}: ${(perKbSmall * 1000).toFixed(2)} µs/KB at 1 KB, ${(perKbLarge * 1000).toFixed(2)} µs/KB at 100 KB, ratio ${ratio.toFixed(2)}`,
      );
      expect(ratio).toBeLessThanOrEqual(MAX_PER_KB_RATIO);
    },
    120_000,
  );

  it('reports the measurements', () => {
    console.log(`parser linearity (per-KB time at 100 KB / at 1 KB, limit ${MAX_PER_KB_RATIO}):\n${rows.join('\n')}`);
    expect(rows.length).toBe(cases.reduce((sum, entry) => sum + entry.shapes.length, 0));
  });
});
