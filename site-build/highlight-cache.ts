/**
 * A disk cache of Shiki's colouring (highlighter.ts), the largest share of a
 * content build's CPU time after the Markdown parser (docs/performance.md:
 * build budgets). One file under node_modules/.cache/harbor-highlight/ maps a
 * hash of each code block (language and code) to its coloured lines. The file
 * is named by a hash of everything else the colours depend on: the
 * highlighter's own code, the Shiki packages' versions, the themes and the
 * time limit. A changed block is a new key and a changed highlighter a new
 * file, so a stale colouring is never used; each build rewrites the file with
 * exactly the blocks it holds, so it does not grow with old content.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CodeToken, ContentNode } from '../core/bundle';

export type ColouredLines = CodeToken[][];

/** The key of one code block inside the cache file. */
export function blockKey(code: string, lang: string): string {
  return createHash('sha256').update(`${lang.length}:${lang}`).update(code).digest('base64url').slice(0, 32);
}

const versionOf = (file: string) => {
  try {
    return String((JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }).version);
  } catch {
    return 'none';
  }
};

// Per settings and code: the key hashes files, once per process.
const paths = new Map<string, string | null>();

/**
 * The cache file for a highlighter: `settings` are its options (themes, limits),
 * `code` the URLs of the modules that turn Shiki's tokens into lines. Null when
 * there is no node_modules to hold it.
 */
export function highlightCachePath(settings: string, code: readonly string[]): string | null {
  const memo = JSON.stringify([settings, code]);
  if (!paths.has(memo)) paths.set(memo, pathFor(settings, code));
  return paths.get(memo) ?? null;
}

function pathFor(settings: string, code: readonly string[]): string | null {
  let shikiDir: string;
  try {
    shikiDir = dirname(createRequire(import.meta.url).resolve('shiki/package.json'));
  } catch {
    return null;
  }
  const modules = dirname(shikiDir);
  const hash = createHash('sha256').update(settings).update('\0');
  // In the bundled CLI the chunks holding the highlighter, in tests its sources.
  try {
    for (const url of new Set(code)) hash.update(readFileSync(fileURLToPath(url))).update('\0');
  } catch {
    return null;
  }
  hash.update(versionOf(join(shikiDir, 'package.json')));
  let scoped: string[] = [];
  try {
    scoped = readdirSync(join(modules, '@shikijs')).sort();
  } catch {
    // No scoped packages: Shiki's version alone names them.
  }
  for (const name of scoped) hash.update(`\0${name}@${versionOf(join(modules, '@shikijs', name, 'package.json'))}`);
  return join(modules, '.cache', 'harbor-highlight', `${hash.digest('hex').slice(0, 24)}.json`);
}

/** The stored colourings, or an empty map when there are none (or the file is unreadable). */
export function readHighlightCache(path: string | null): Map<string, ColouredLines> {
  if (path === null) return new Map();
  try {
    const stored = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ColouredLines>;
    return new Map(Object.entries(stored));
  } catch {
    return new Map();
  }
}

function collectBlocks(nodes: readonly ContentNode[], into: Map<string, readonly (readonly CodeToken[])[]>): void {
  for (const node of nodes) {
    if (node.type === 'element' || node.type === 'heading' || node.type === 'link') collectBlocks(node.children, into);
    else if (node.type === 'code') into.set(blockKey(node.code, node.lang), node.lines);
    else if (node.type === 'example') into.set(blockKey(node.code, 'tsx'), node.lines);
  }
}

/**
 * Stores the colourings of every code block of `bodies` (and only those),
 * unless the file already holds exactly them. Never fails the build: a cache
 * that cannot be written only costs the next build time.
 */
export function writeHighlightCache(path: string | null, bodies: Iterable<readonly ContentNode[]>): void {
  if (path === null) return;
  const blocks = new Map<string, readonly (readonly CodeToken[])[]>();
  for (const body of bodies) collectBlocks(body, blocks);
  const text = JSON.stringify(Object.fromEntries([...blocks].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
  try {
    if (readFileSync(path, 'utf8') === text) return;
  } catch {
    // Not there yet.
  }
  try {
    const dir = dirname(path);
    mkdirSync(dir, { recursive: true });
    // Files of an older highlighter are never asked for again.
    for (const name of readdirSync(dir)) if (name.endsWith('.json') && join(dir, name) !== path) rmSync(join(dir, name), { force: true });
    writeFileSync(`${path}.${process.pid}`, text);
    renameSync(`${path}.${process.pid}`, path);
  } catch {
    // See above.
  }
}
