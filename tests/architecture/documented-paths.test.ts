/**
 * Every repository path the README, CONTRIBUTING and docs/ name exists, so a newcomer following them never lands on a
 * file that was moved or deleted (every reference resolves inside the repository).
 * A path counts when it is written in backticks and starts with a top-level folder of the repository, or when it is
 * the target of a relative Markdown link; paths with a placeholder (`<name>`, `{theme}`, `…`, `*`) are patterns, not
 * files, and are skipped.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const FOLDERS = [
  'core',
  'cli',
  'server',
  'viewer',
  'ui',
  'tests',
  'scripts',
  'bench',
  'site-build',
  'dev-server',
  'deploy',
  'content',
  'tokens',
  'docs',
];
const PLACEHOLDER = /[<>{}*…]|\.\.\./;

/** Paths a Markdown text names: backticked repository paths (from the root) and relative link targets (from the file). */
export function namedPaths(markdown: string): { readonly fromRoot: string[]; readonly fromFile: string[] } {
  const fromRoot = [...markdown.matchAll(/`([^`\s]+)`/g)]
    .map((match) => (match[1] ?? '').replace(/[:#].*$/, '').replace(/[.,;)]+$/, ''))
    .filter((path) => FOLDERS.some((folder) => path.startsWith(`${folder}/`)) && !PLACEHOLDER.test(path));
  const fromFile = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => (match[1] ?? '').replace(/#.*$/, ''))
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target) && !PLACEHOLDER.test(target));
  return { fromRoot, fromFile };
}

const documents = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

describe('architecture: the paths the README, CONTRIBUTING and docs/ name exist', () => {
  it('reads the documents and finds paths in them', () => {
    const total = documents.reduce((sum, document) => {
      const named = namedPaths(readFileSync(join(root, document), 'utf8'));
      return sum + named.fromRoot.length + named.fromFile.length;
    }, 0);
    expect(documents).toContain('docs/architecture.md');
    expect(total).toBeGreaterThan(100);
  });

  it.each(documents)('%s names only paths that exist', (document) => {
    const named = namedPaths(readFileSync(join(root, document), 'utf8'));
    const missing = [
      ...named.fromRoot.filter((path) => !existsSync(join(root, path))),
      ...named.fromFile.filter((target) => !existsSync(resolve(dirname(join(root, document)), target))).map((target) => `(${target})`),
    ];
    expect(missing.map((path) => `${document}: ${path}`)).toEqual([]);
  });

  it('would report a deleted file, a moved link target, and skips patterns', () => {
    const named = namedPaths('See `server/render-cache.ts`, `ui/<name>/index.ts`, [guide](guide.md) and [site](https://example.com).');
    expect(named.fromRoot).toEqual(['server/render-cache.ts']);
    expect(named.fromFile).toEqual(['guide.md']);
    expect(relative(root, join(root, named.fromRoot[0] ?? ''))).toBe('server/render-cache.ts');
    expect(existsSync(join(root, 'server/render-cache.ts'))).toBe(false);
  });
});
