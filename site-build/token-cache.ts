/**
 * The token folder's build (tokens/build/load-tokens.ts) kept on disk for the content build: resolving the tokens of
 * every theme through Style Dictionary held the dev server's start for most of a second before any page was read,
 * while the token files seldom change between starts. One file per answer under node_modules/.cache/harbor-tokens/,
 * named by a hash of the token files (paths and text), of the code that builds them and of the installed packages:
 * a changed file or a new Style Dictionary is a new name, so a stale answer is never used. What is kept is what the
 * content build reads (the problems and the catalogue); the package's files (`outputs`) are formatted by a real build,
 * made when first asked for. A file that cannot be read or holds another key is a miss.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LocatedIssue } from '../core/content/located-issue';
import type { TokenCatalogue } from '../core/tokens';
import { loadTokens, type LoadedTokens } from '../tokens/build/load-tokens';
import type { TokenBuild } from '../tokens/build/token-build';
import { readTokenFiles } from '../tokens/build/tokens-fs';
import { keepNewest, writeJsonWhole } from './json-file-cache';

/** Bump when the stored shape changes. */
const FORMAT = '1';
/** Answers kept: an undone token edit, or another checkout's tokens, find theirs. */
const KEPT = 16;

interface Stored {
  readonly key: string;
  readonly issues: LocatedIssue[];
  readonly catalogue: TokenCatalogue | null;
  readonly formattable: boolean;
}

function sourcesUnder(dir: string, into: string[]): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (entry.isDirectory()) sourcesUnder(join(dir, entry.name), into);
    else if (entry.name.endsWith('.ts')) into.push(join(dir, entry.name));
  }
  return into;
}

/**
 * The code the answer depends on: in the bundled CLI this module's chunk, which names the chunks it imports (the token
 * build among them) by their content hashes; from the sources, the token build's and core's token folders. Null when
 * they cannot be read, and then nothing is cached.
 */
function codeKey(modules: string): string | null {
  try {
    const self = fileURLToPath(import.meta.url);
    const hash = createHash('sha256').update(`${FORMAT}\0`);
    hash.update(readFileSync(join(modules, '.package-lock.json')));
    const root = dirname(dirname(self));
    const files = self.endsWith('.ts')
      ? [self, ...sourcesUnder(join(root, 'tokens', 'build'), []), ...sourcesUnder(join(root, 'core', 'tokens'), [])]
      : [self];
    for (const file of files) hash.update(`\0${file.length}\0`).update(readFileSync(file));
    return hash.digest('hex');
  } catch {
    return null;
  }
}

/** The node_modules folder Style Dictionary is installed in (its package.json is not exported), or null. */
function installedModules(): string | null {
  try {
    const entry = createRequire(import.meta.url).resolve('style-dictionary');
    const at = entry.lastIndexOf(`${sep}node_modules${sep}`);
    return at === -1 ? null : entry.slice(0, at + `${sep}node_modules`.length);
  } catch {
    return null;
  }
}

/**
 * The tokens of `dir` as loadTokens builds them, from the cache when their files and the code are unchanged. The
 * answer's `outputs` builds the tokens for real on its first call. `folder`: node_modules/.cache/harbor-tokens unless
 * given (tests).
 */
export async function loadTokensCached(dir: string, folder?: string): Promise<LoadedTokens> {
  const files = readTokenFiles(dir);
  const modules = installedModules();
  const code = files === null || modules === null ? null : codeKey(modules);
  if (files === null || modules === null || code === null) return loadTokens(dir);
  const into = folder ?? join(modules, '.cache', 'harbor-tokens');
  const hash = createHash('sha256').update(`${code}\0`);
  for (const file of files) hash.update(`${file.path}\0${file.text.length}\0`).update(file.text);
  const key = hash.digest('hex');
  const path = join(into, `${key.slice(0, 32)}.json`);
  let stored: Stored | null = null;
  try {
    const read = JSON.parse(readFileSync(path, 'utf8')) as Partial<Stored> | null;
    if (read !== null && read.key === key && Array.isArray(read.issues) && typeof read.formattable === 'boolean') stored = read as Stored;
  } catch {
    // A miss: built below.
  }
  if (stored === null) {
    const built = await loadTokens(dir);
    try {
      writeJsonWhole(path, { key, issues: built.issues, catalogue: built.catalogue, formattable: built.formattable } satisfies Stored);
      keepNewest(into, KEPT);
    } catch {
      // Not cached: the next start builds them again.
    }
    return built;
  }
  let real: Promise<TokenBuild> | null = null;
  return {
    files,
    issues: stored.issues,
    catalogue: stored.catalogue,
    formattable: stored.formattable,
    outputs: (platforms) => {
      // The same files the catalogue came from, even when the folder changed since.
      real ??= import('../tokens/build/token-build').then(({ buildTokens }) => buildTokens(files));
      return real.then((build) => build.outputs(platforms));
    },
  };
}
