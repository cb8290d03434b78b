/**
 * The dev server's path guard (core/dev/dev-request-path.ts): every spelling Vite reads as the same file (percent
 * encodings up to MAX_PATH_DECODINGS layers, dot segments, doubled slashes, backslashes, `/@fs/`, `/@id/`, with or
 * without the base path, with a query) is classified by the file, so a private page's example module (SPEC §6) or a
 * content source never passes as an open path.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createDevRequestClassifier,
  MAX_PATH_DECODINGS,
  normaliseRequestPath,
  type DevPathRules,
  type DevRequestKind,
} from '../../../core/dev/dev-request-path';

const root = '/work/repo';
const rules: DevPathRules = {
  base: '/designsystem',
  root,
  neverServed: ['content', '.data', 'dist/client', `${root}/.bench/copy/content`],
  privateExamples: ['viewer/examples/generated/private'],
};
const classify = createDevRequestClassifier(rules);
const KINDS: readonly DevRequestKind[] = ['open', 'private-example', 'never-served', 'unreadable'];

/** Characters paths are made of, the awkward ones among them. */
const pathText = fc.string({
  unit: fc.oneof(
    fc.constantFrom('/', '\\', '.', '%', '2', '5', 'e', 'E', 'f', 'F', '?', '#', '@', ':', '~', ' ', '\u0000', 'é'),
    fc.string({ unit: 'grapheme', maxLength: 1 }),
  ),
  maxLength: 80,
});
const anyTarget = fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), pathText);

/** Percent-encodes one character's UTF-8 bytes. */
function escaped(character: string): string {
  return [...new TextEncoder().encode(character)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}

/** One more layer of percent-encoding: every `%` (so the layers below survive) and the characters `picks` chooses. */
function encodeLayer(path: string, picks: readonly boolean[]): string {
  return [...path].map((character, index) => (character === '%' || picks[index % picks.length] ? escaped(character) : character)).join('');
}

/** Segments that resolve away or say nothing about the file: './', a doubled '/', 'x/../', '../' at the start. */
function noiseBefore(noise: string, index: number): string {
  if (noise === 'up') return index === 0 ? '../' : '';
  return noise === 'dot' ? './' : noise === 'slash' ? '/' : noise === 'none' ? '' : `${noise}/../`;
}

/**
 * Every way of spelling one repository file the guard must see through: its segments with noise before each, `/` or
 * `\` between them, under a Vite prefix, behind the base path or not, encoded up to MAX_PATH_DECODINGS times, with a
 * query that changes how Vite serves it but not which file, in any letter case when `anyCase`.
 */
function spellingsOf(file: string, siblings: readonly string[], anyCase: boolean) {
  const segments = file.split('/');
  return fc
    .record({
      prefix: fc.constantFrom('', '/@fs', '/@id', '/@id/', '/@vite/..'),
      base: fc.boolean(),
      noise: fc.array(fc.constantFrom('none', 'none', 'dot', 'slash', 'up', ...siblings), {
        minLength: segments.length + 3,
        maxLength: segments.length + 3,
      }),
      separators: fc.array(fc.constantFrom('/', '\\'), { minLength: segments.length + 3, maxLength: segments.length + 3 }),
      upper: fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
      layers: fc.array(fc.array(fc.boolean(), { minLength: 1, maxLength: 9 }), { maxLength: MAX_PATH_DECODINGS }),
      query: fc.constantFrom('', '?raw', '?import', '?url', '?inline', '?t=1700000000000', '?import&raw', '#top', '?raw#x'),
    })
    .map(({ prefix, base, noise, separators, upper, layers, query }) => {
      // The file from the repository root, or from the file system's root where the prefix reads an absolute path.
      const absolute = prefix === '/@fs' || prefix === '/@id/';
      const named = absolute ? [...root.split('/').filter(Boolean), ...segments] : segments;
      let path = named
        .map((segment, index) => `${noiseBefore(noise[index] ?? 'none', index)}${segment}`)
        .reduce((joined, segment, index) => `${joined}${separators[index] ?? '/'}${segment}`, '');
      if (anyCase) path = [...path].map((character, index) => (upper[index % upper.length] ? character.toUpperCase() : character)).join('');
      path = `${base ? '/designsystem' : ''}${prefix}${path}`;
      for (const picks of layers) path = encodeLayer(path, picks);
      return `${path}${query}`;
    });
}

const PRIVATE_MODULE = 'viewer/examples/generated/private/ex-0123456789ab.tsx';
const PRIVATE_PREVIEW = 'viewer/examples/generated/private/playground/RelayProductTile.tsx';
const PUBLIC_MODULE = 'viewer/examples/generated/public/ex-0123456789ab.tsx';
const CONTENT_PAGE = 'content/develop/owner-product/index.md';
const COPIED_CONTENT_PAGE = '.bench/copy/content/develop/owner-product/index.md';

describe('normaliseRequestPath', () => {
  it('never throws, and gives null or one rooted path without empty, `.` or `..` segments, no longer than the input', () => {
    fc.assert(
      fc.property(anyTarget, (target) => {
        const path = normaliseRequestPath(target);
        if (path === null) return;
        expect(path.startsWith('/')).toBe(true);
        expect(
          path === '/' ||
            !path
              .split('/')
              .slice(1)
              .some((segment) => ['', '.', '..'].includes(segment)),
        ).toBe(true);
        expect(path).not.toMatch(/[\\?#%]/);
        expect(path.length).toBeLessThanOrEqual(target.length + 1);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyTarget, (target) => {
        const path = normaliseRequestPath(target);
        if (path !== null) expect(normaliseRequestPath(path)).toBe(path);
      }),
    );
  });

  it('reads the issue’s spellings as the one file, and refuses what it cannot read', () => {
    const file = `/${PRIVATE_MODULE}`;
    for (const target of [
      '//viewer/examples/generated/private/ex-0123456789ab.tsx',
      '/./viewer/examples/generated/private/ex-0123456789ab.tsx',
      '/viewer/examples/generated/public/../private/ex-0123456789ab.tsx',
      '/viewer/examples/generated/%70rivate/ex-0123456789ab.tsx',
      '/%76iewer/examples/generated/private/ex-0123456789ab.tsx',
      '/viewer/examples/generated/%2570rivate/ex-0123456789ab.tsx',
      '/viewer\\examples%5Cgenerated/private/ex-0123456789ab.tsx?raw',
    ])
      expect(normaliseRequestPath(target), target).toBe(file);
    const tooDeep = `/${[...Array(MAX_PATH_DECODINGS)].reduce<string>((text) => text.replaceAll('%', '%25'), '%70')}`;
    for (const target of ['/a%zz', '/a%E0%A4', '/a%00b', '/a%3Fraw', '/a%23b', tooDeep])
      expect(normaliseRequestPath(target), target).toBeNull();
  });
});

describe('§6 the dev server classifies a request by the file it reaches', () => {
  it('never throws, and gives one of its four kinds', () => {
    fc.assert(
      fc.property(anyTarget, (target) => {
        expect(KINDS).toContain(classify(target));
      }),
    );
  });

  it('a private example module or preview is private however it is spelled', () => {
    const spelling = fc.oneof(
      spellingsOf(PRIVATE_MODULE, ['zz', 'public', 'private', '@fs'], true),
      spellingsOf(PRIVATE_PREVIEW, ['zz', 'public', 'private'], true),
    );
    fc.assert(
      fc.property(spelling, (target) => {
        expect(classify(target), target).toBe('private-example');
      }),
    );
  });

  it('a content source, in the repository or the served copy, is never served however it is spelled', () => {
    const spelling = fc.oneof(
      spellingsOf(CONTENT_PAGE, ['zz', 'viewer', 'content'], true),
      spellingsOf(COPIED_CONTENT_PAGE, ['zz', 'content'], true),
    );
    fc.assert(
      fc.property(spelling, (target) => {
        expect(classify(target), target).toBe('never-served');
      }),
    );
  });

  it('a public example module stays open however it is spelled, so readers without access keep public examples', () => {
    fc.assert(
      fc.property(spellingsOf(PUBLIC_MODULE, ['zz', 'public'], false), (target) => {
        expect(classify(target), target).toBe('open');
      }),
    );
  });

  it('leaves open what every page loads, and the portal’s own routes', () => {
    for (const target of [
      '/designsystem/@vite/client',
      '/designsystem/viewer/dev/entry-dev.ts',
      '/designsystem/@react-refresh',
      '/designsystem/@id/__x00__vite/modulepreload-polyfill.js',
      `/designsystem/@fs${root}/node_modules/vite/dist/client/env.mjs`,
      '/designsystem/node_modules/.vite/deps/react.js?v=1a2b3c4d',
      '/designsystem/core/content/parse-front-matter.ts?t=1700000000000',
      '/designsystem/ui/button/Button.tsx',
      '/designsystem/components/button-design',
      '/designsystem/develop/owner-product.md',
      '/designsystem/api/search?term=content%2F..',
      '/designsystem/tokens/alpine-light.css',
    ])
      expect(classify(target), target).toBe('open');
  });

  it('reads a Windows root and its drive, which Vite takes off `/@fs/` paths there', () => {
    const windows = createDevRequestClassifier({ ...rules, root: 'C:\\work\\repo' });
    expect(windows(`/@fs/C:/work/repo/${CONTENT_PAGE}`)).toBe('never-served');
    expect(windows(`/@fs/work/repo/${CONTENT_PAGE}`)).toBe('never-served');
    expect(windows(`/designsystem/@fs/c:/work/repo/${PRIVATE_MODULE}`)).toBe('private-example');
  });
});
