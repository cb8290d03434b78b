/**
 * Reads the content folder from disk (the only file-system code of the build):
 * site.json, every Markdown page, and each page's last commit date (kept per
 * commit under node_modules/.cache/harbor-dates). Refuses
 * what must not become a page: symbolic links, binary files, huge files.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import type { LocatedIssue } from '../core/content/located-issue';
import { keepNewest, writeJsonWhole } from './json-file-cache';

export const MAX_PAGE_BYTES = 1024 * 1024;

export interface ContentFile {
  /** Content-relative, '/'-separated. */
  readonly path: string;
  readonly text: string;
}

export interface ContentTree {
  readonly siteJson: string | null;
  readonly files: ContentFile[];
  readonly issues: LocatedIssue[];
  /** Content-relative path -> YYYY-MM-DD of its last commit. */
  readonly commitDates: ReadonlyMap<string, string>;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

const wholeFile = (file: string, code: string, message: string): LocatedIssue => ({ file, line: 0, column: 0, code, message });

/** One page file checked and read: a file, or the issue that keeps it from being a page. */
function readPage(full: string, path: string): ContentFile | LocatedIssue {
  const stats = lstatSync(full);
  if (stats.isSymbolicLink())
    return wholeFile(path, 'content.symlink', 'is a symbolic link: pages must be real files inside the content folder');
  if (stats.size > MAX_PAGE_BYTES)
    return wholeFile(path, 'content.tooLarge', `is ${(stats.size / 1024 / 1024).toFixed(1)} MB; a page may be at most 1 MB`);
  const bytes = readFileSync(full);
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return wholeFile(path, 'content.binary', 'is not UTF-8 text: a page is a Markdown file');
  }
  if (text.includes('\u0000')) return wholeFile(path, 'content.binary', 'contains NUL bytes: a page is a Markdown text file');
  return { path, text };
}

const isIssue = (read: ContentFile | LocatedIssue): read is LocatedIssue => 'code' in read;

function walk(root: string, dir: string, files: ContentFile[], issues: LocatedIssue[]): void {
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('.')) continue;
    const full = join(dir, name);
    const path = relative(root, full).split(sep).join('/');
    const stats = lstatSync(full);
    if (stats.isDirectory() && !stats.isSymbolicLink()) {
      walk(root, full, files, issues);
    } else if (stats.isSymbolicLink() || (name.endsWith('.md') && !(dir === root && name === 'README.md'))) {
      const read = readPage(full, path);
      if (isIssue(read)) issues.push(read);
      else files.push(read);
    }
  }
}

/** Where the dates of each commit are kept (node_modules/.cache/harbor-dates), or null without installed packages. */
function datesFolder(): string | null {
  try {
    return join(dirname(dirname(createRequire(import.meta.url).resolve('shiki/package.json'))), '.cache', 'harbor-dates');
  } catch {
    return null;
  }
}

/** Dates kept: a few commits and content folders back (a branch switched back and forth, the bench's copies). */
const KEPT_DATES = 16;

/**
 * One `git log` pass gives every file's newest commit date; outside a repository there are none. The log walks the
 * whole history (a tenth to a quarter of a second of the dev server's start, for a copy outside git's files as much as
 * for content/), while its answer changes only with the commit checked out: it is kept per folder and commit.
 */
function readCommitDates(root: string): Map<string, string> {
  const dates = new Map<string, string>();
  let prefix: string;
  let head: string;
  try {
    [prefix = '', head = ''] = execFileSync('git', ['rev-parse', '--show-prefix', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).split('\n');
  } catch {
    // Not a git checkout, or git is missing: pages without front-matter dates get none.
    return dates;
  }
  const folder = datesFolder();
  const kept =
    folder === null
      ? null
      : join(
          folder,
          `${createHash('sha256')
            .update(`${realpathSync(root)}\0${head}`)
            .digest('hex')
            .slice(0, 32)}.json`,
        );
  if (kept !== null) {
    try {
      const stored = JSON.parse(readFileSync(kept, 'utf8')) as { head?: unknown; dates?: unknown };
      if (stored.head === head && Array.isArray(stored.dates)) return new Map(stored.dates as [string, string][]);
    } catch {
      // Not kept yet: read from the log below.
    }
  }
  try {
    const log = execFileSync('git', ['log', '--format=%x00%cs', '--name-only', '--', '.'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let date = '';
    for (const line of log.split('\n')) {
      if (line.startsWith('\u0000')) date = line.slice(1);
      else if (line !== '' && line.startsWith(prefix)) {
        const path = line.slice(prefix.length);
        if (!dates.has(path)) dates.set(path, date);
      }
    }
  } catch {
    // A repository without commits: no dates.
    return dates;
  }
  if (kept !== null && folder !== null) {
    try {
      writeJsonWhole(kept, { head, dates: [...dates] });
      keepNewest(folder, KEPT_DATES);
    } catch {
      // Not kept: the next start reads the log again.
    }
  }
  return dates;
}

/** `commitDates`: dates read earlier, which the dev server keeps rather than ask git again on every save. */
export function readContentTree(root: string, commitDates?: ReadonlyMap<string, string>): ContentTree {
  const files: ContentFile[] = [];
  const issues: LocatedIssue[] = [];
  let siteJson: string | null = null;
  try {
    siteJson = readFileSync(join(root, 'site.json'), 'utf8');
  } catch {
    issues.push(
      wholeFile('site.json', 'site.missing', `cannot read ${join(root, 'site.json')}: the content folder needs its site configuration`),
    );
  }
  try {
    walk(root, root, files, issues);
  } catch (error) {
    issues.push(wholeFile('.', 'content.unreadable', `cannot read the content folder ${root}: ${(error as Error).message}`));
  }
  return { siteJson, files, issues, commitDates: commitDates ?? readCommitDates(root) };
}

/**
 * The tree after saves of `paths` (content-relative): when each is a page the tree already holds and it still reads
 * as one, only those files are read again (the dev server's path on every save, which must not walk 10,000 pages);
 * anything else (a new, removed or refused file, site.json) reads the whole folder.
 */
export function rereadContentFiles(root: string, tree: ContentTree, paths: readonly string[]): ContentTree {
  const index = new Map(tree.files.map((file, at) => [file.path, at]));
  const files = [...tree.files];
  for (const path of new Set(paths)) {
    const at = index.get(path);
    let read: ContentFile | LocatedIssue | null = null;
    try {
      read = at === undefined ? null : readPage(join(root, path), path);
    } catch {
      // Removed or unreadable meanwhile: the whole walk says what became of it.
    }
    if (read === null || at === undefined || isIssue(read)) return readContentTree(root, tree.commitDates);
    files[at] = read;
  }
  return { ...tree, files };
}
