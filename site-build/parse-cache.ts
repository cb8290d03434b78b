/**
 * A disk cache of parsed pages (markdown-page.ts), so that `dsp dev` and `dsp build` parse only the pages whose text
 * changed since the last run (docs/performance.md: the author's loop and build budgets). Each page's result is one
 * file under node_modules/.cache/harbor-pages/<code>/, named by a hash of the page's path and text; <code> is a hash
 * of the parser itself: in the bundled CLI the chunks holding the parser and this module, and the page thread's script (a chunk names
 * the chunks it imports by their content hashes, so any change below it changes it), from the sources the site-build
 * and core folders, and in both the installed packages (node_modules/.package-lock.json). A changed page is a new
 * name and a changed parser a new folder, so a stale parse is never used. A page's colours depend only on its own
 * text: every language it names with a grammar is loaded (parse-pages.ts), so a result does not depend on the others.
 * Never fails a build: an entry that cannot be read is parsed again, one that cannot be written costs the next run.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentFile } from './content-fs';
import type { ParsedPageResult } from './markdown-page';

/** Parser folders kept beside the current one: a colleague on another checkout of the same packages keeps theirs. */
const KEPT_PARSERS = 3;
/**
 * Entries of pages absent from the content are pruned once the folder holds this many times the current pages, and at least
 * PRUNE_FLOOR: the shipped content and a 10,000-page corpus (the bench) keep their entries side by side.
 */
const PRUNE_FACTOR = 3;
const PRUNE_FLOOR = 25_000;

export interface ParseCache {
  readonly read: (file: ContentFile) => ParsedPageResult | undefined;
  readonly write: (file: ContentFile, result: ParsedPageResult) => void;
  /** Removes the entries of pages other than `files`, when the folder has grown well beyond them. */
  readonly prune: (files: readonly ContentFile[]) => void;
}

function listFiles(dir: string, suffix: string, into: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listFiles(path, suffix, into);
    else if (entry.name.endsWith(suffix)) into.push(path);
  }
}

/** The files whose content names the parser: see the header. */
function parserFiles(code: readonly URL[]): string[] {
  const self = fileURLToPath(import.meta.url);
  const files = [self, ...code.map((url) => fileURLToPath(url))];
  if (!self.endsWith('.ts')) return files;
  const root = dirname(dirname(self));
  for (const folder of ['site-build', 'core']) listFiles(join(root, folder), '.ts', files);
  return files;
}

const keyOf = (file: ContentFile) => createHash('sha256').update(`${file.path}\0`).update(file.text).digest('base64url').slice(0, 32);

/** Structured cloning and JSON give objects a prototype; field lines have none, so a '__proto__' field stays a field. */
function revive(result: ParsedPageResult): ParsedPageResult {
  if (result.page === null) return result;
  const fieldLines = Object.assign(Object.create(null) as Record<string, number>, result.page.fieldLines);
  return { ...result, page: { ...result.page, fieldLines } };
}

/**
 * The cache for this parser, or null when there is no node_modules to hold it or the parser's files cannot be read.
 * `code` are the modules that parse (in the bundled CLI, their chunks and the page thread's script); `folder` is where
 * the parser folders go (node_modules/.cache/harbor-pages unless given); `pruneFloor` is PRUNE_FLOOR but in tests.
 */
export function openParseCache(code: readonly URL[], folder?: string, pruneFloor = PRUNE_FLOOR): ParseCache | null {
  let modules: string;
  const hash = createHash('sha256');
  try {
    modules = dirname(dirname(createRequire(import.meta.url).resolve('shiki/package.json')));
    hash.update(readFileSync(join(modules, '.package-lock.json')));
    for (const file of parserFiles(code)) hash.update(`\0${file.length}\0`).update(readFileSync(file));
  } catch {
    return null;
  }
  const root = folder ?? join(modules, '.cache', 'harbor-pages');
  const dir = join(root, hash.digest('hex').slice(0, 24));
  let made = false;
  const make = () => {
    if (made) return;
    made = true;
    mkdirSync(dir, { recursive: true });
    const others = readdirSync(root)
      .filter((name) => join(root, name) !== dir)
      .map((name) => ({ path: join(root, name), at: statSync(join(root, name)).mtimeMs }))
      .sort((a, b) => b.at - a.at);
    for (const other of others.slice(KEPT_PARSERS)) rmSync(other.path, { recursive: true, force: true });
  };
  return {
    read(file) {
      try {
        return revive(JSON.parse(readFileSync(join(dir, `${keyOf(file)}.json`), 'utf8')) as ParsedPageResult);
      } catch {
        return undefined;
      }
    },
    write(file, result) {
      try {
        make();
        const path = join(dir, `${keyOf(file)}.json`);
        writeFileSync(`${path}.${process.pid}`, JSON.stringify(result));
        renameSync(`${path}.${process.pid}`, path);
      } catch {
        // See the header.
      }
    },
    prune(files) {
      try {
        const names = readdirSync(dir);
        if (names.length <= Math.max(pruneFloor, PRUNE_FACTOR * files.length)) return;
        const current = new Set(files.map((file) => `${keyOf(file)}.json`));
        for (const name of names) if (!current.has(name)) rmSync(join(dir, name), { force: true });
      } catch {
        // See the header.
      }
    },
  };
}
