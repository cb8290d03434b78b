/**
 * Every repository path the README, CONTRIBUTING, docs/ (decision records included) and the comments of the source
 * files name exists, so a newcomer following them never lands on a file that was moved or deleted (every reference
 * resolves inside the repository).
 * In Markdown a path counts when it is written in backticks and starts with a top-level folder of the repository, or
 * when it is the target of a relative Markdown link. In a comment a path counts when it starts with a top-level folder
 * and names a file (it ends in an extension) or a folder (it ends in '/'); a path output that Git ignores (a build's
 * `dist/`, generated examples) counts as named correctly. Paths with a placeholder (`<name>`, `{theme}`, `…`, `*`) are
 * patterns, not files, and are skipped.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commentedSourceFiles, commentsMatching } from './source-comments';

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
  'icons',
  'motion',
  'testing',
  'eslint-config',
];
const PLACEHOLDER = /[<>{}*…]|\.\.\./;
/** A repository path in a comment: a top-level folder not inside another path (a URL, `../core`, `node_modules/`). */
const COMMENT_PATH = new RegExp(`(?<![\\w./@~:-])(?:${FOLDERS.join('|')})/[\\w./@{}<>*…-]*`, 'g');

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

/**
 * Repository paths a comment names: a top-level folder, then a path that ends in a file extension or in '/'. A path
 * inside another (a URL, `../core/x.ts`, `node_modules/...`) is not one of the repository's own.
 */
export function pathsInComment(comment: string): string[] {
  // Example values are not references: single-quoted strings, code spans with a space in them, and @example lines.
  const references = comment
    .replace(/(?<!\w)'[^'\n]*'(?!\w)/g, '')
    .replace(/`[^`\n]*`/g, (span) => (/\s/.test(span) ? '' : span))
    .replace(/@example.*$/gm, '');
  return [...references.matchAll(COMMENT_PATH)]
    .map((match) => match[0].replace(/[.,;:)]+$/, ''))
    .filter((path) => (/\.[a-z0-9]+$/i.test(path) || path.endsWith('/')) && !PLACEHOLDER.test(path));
}

/** Of the paths given (repository-relative), those Git ignores: build output and generated files a comment may name. */
function ignoredByGit(paths: readonly string[]): Set<string> {
  if (paths.length === 0) return new Set();
  try {
    const out = execFileSync('git', ['check-ignore', '--no-index', '--stdin'], { cwd: root, input: paths.join('\n'), encoding: 'utf8' });
    return new Set(out.split('\n').filter(Boolean));
  } catch {
    // Exit status 1: none of them is ignored.
    return new Set();
  }
}

const documents = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`)
    .sort(),
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

  it('names only paths that exist in the comments of the source files', () => {
    const files = commentedSourceFiles(root);
    // Only a file whose text names such a path anywhere has its comments read.
    const prefilter = new RegExp(`${COMMENT_PATH.source}(?:\\.[a-z0-9]+\\b|/)`);
    const named = [...commentsMatching(root, files, prefilter)].flatMap(([file, comments]) =>
      comments.flatMap((comment) => pathsInComment(comment.text).map((path) => ({ file, line: comment.line, path }))),
    );
    expect(named.length).toBeGreaterThan(300);
    const absent = named.filter(({ path }) => !existsSync(join(root, path)));
    const ignored = ignoredByGit([...new Set(absent.map(({ path }) => path))]);
    const missing = absent.filter(({ path }) => !ignored.has(path)).map(({ file, line, path }) => `${file}:${line}: ${path}`);
    expect(missing).toEqual([]);
  });

  it('finds the paths a comment names, and skips URLs, relative imports and patterns', () => {
    expect(
      pathsInComment('// See server/answer-cache.ts, docs/performance.md: budgets, tests/e2e/ and core/search (a folder, unnamed as one).'),
    ).toEqual(['server/answer-cache.ts', 'docs/performance.md', 'tests/e2e/']);
    expect(
      pathsInComment(
        '/* https://example.com/core/x.ts, ../core/y.ts, node_modules/ui/z.js, ui/<name>/index.ts, tokens/themes/{theme}.json */',
      ),
    ).toEqual([]);
    expect(
      pathsInComment(
        "/** A name ('tokens/alpine-light.css'), `content/a.md:3:1 title: bad`, `site-build/x.ts`.\n * @example f('content/b.md') */",
      ),
    ).toEqual(['site-build/x.ts']);
  });

  it('would report a deleted file, a moved link target, and skips patterns', () => {
    const named = namedPaths('See `server/render-cache.ts`, `ui/<name>/index.ts`, [guide](guide.md) and [site](https://example.com).');
    expect(named.fromRoot).toEqual(['server/render-cache.ts']);
    expect(named.fromFile).toEqual(['guide.md']);
    expect(relative(root, join(root, named.fromRoot[0] ?? ''))).toBe('server/render-cache.ts');
    expect(existsSync(join(root, 'server/render-cache.ts'))).toBe(false);
  });
});
