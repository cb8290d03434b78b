/**
 * A disk cache of the TypeScript step of the content build (component-types.ts),
 * which costs seconds while the rest of the build costs a few: the result is
 * kept under node_modules/.cache/ by a hash of everything it depends on — the
 * code of every live example and the components the props tables name, the
 * component package's sources, and the TypeScript and React types versions.
 * Prose around the examples is not part of it: a problem's line is kept
 * relative to its example's code (live-content.ts places it in the page), so
 * a prose edit on a page with examples reuses the check. A changed input is a
 * new key, so a stale result is never used.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ComponentSource } from '../core/components';
import type { CodeProblem, ComponentTypes, ExampleSource } from './component-types';
import type { PropRow } from '../ui/build/props-reader';
import { keepNewest, writeJsonWhole } from './json-file-cache';
import type { LiveInputs } from './component-types-guess';

// Bump when the analysis changes what it produces from the same inputs.
const ANALYSIS_VERSION = '4';

function sourcesUnder(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (name === 'node_modules') continue;
    if (statSync(path).isDirectory()) sourcesUnder(path, found);
    else if (/\.(ts|tsx)$/.test(name)) found.push(path);
  }
  return found;
}

const versionOf = (file: string) => {
  try {
    return String((JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }).version);
  } catch {
    return 'none';
  }
};

export interface ComponentTypesCache {
  readonly get: (examples: readonly ExampleSource[], components: readonly string[]) => ComponentTypes | null;
  readonly set: (examples: readonly ExampleSource[], components: readonly string[], types: ComponentTypes) => void;
  /**
   * Whether the check of the pages is probably cached, by what their text suggests before parsing
   * (component-types-guess.ts): the build then starts no TypeScript thread ahead of the parse. Only a hint; `get` decides.
   */
  readonly probablyHas: (guess: LiveInputs) => boolean;
}

/** How many checks are kept: a few, so undoing an edit to an example finds the check from before it. */
const KEPT = 8;

interface Stored {
  readonly exampleProblems: [string, CodeProblem[]][];
  readonly props: [string, PropRow[]][];
  readonly exports: string[];
  readonly components: ComponentSource[];
}

/** The cache of the check of `examples` and `components` against the package at `packageEntry`; `dir` for tests. */
export function componentTypesCache(packageEntry: string, dir?: string): ComponentTypesCache {
  const root = dirname(dirname(packageEntry));
  const base = createHash('sha256').update(ANALYSIS_VERSION);
  base.update(versionOf(join(root, 'node_modules/typescript/package.json')));
  base.update(versionOf(join(root, 'node_modules/@types/react/package.json')));
  for (const file of sourcesUnder(dirname(packageEntry))) base.update(file).update('\0').update(readFileSync(file)).update('\0');
  const folder = dir ?? join(root, 'node_modules/.cache/harbor-component-types');
  /** Order and repeats do not change the answer, so they do not change the key. */
  const pathOf = (codes: readonly string[], components: readonly string[]) => {
    const hash = base.copy();
    for (const code of [...new Set(codes)].sort()) hash.update('example\0').update(code).update('\0');
    for (const name of [...new Set(components)].sort()) hash.update('props\0').update(name).update('\0');
    return join(folder, `${hash.digest('hex').slice(0, 24)}.json`);
  };
  const read = (path: string): ComponentTypes | null => {
    try {
      const stored = JSON.parse(readFileSync(path, 'utf8')) as Stored;
      return {
        exampleProblems: new Map(stored.exampleProblems),
        props: new Map(stored.props),
        exports: stored.exports,
        components: stored.components,
      };
    } catch {
      return null;
    }
  };
  return {
    get: (examples, components) =>
      read(
        pathOf(
          examples.map((example) => example.code),
          components,
        ),
      ),
    probablyHas: (guess) =>
      existsSync(
        pathOf(
          guess.examples.map((example) => example.code),
          guess.components,
        ),
      ),
    set(examples, components, types) {
      const path = pathOf(
        examples.map((example) => example.code),
        components,
      );
      const stored: Stored = {
        exampleProblems: [...types.exampleProblems].map(([id, problems]) => [id, [...problems]]),
        props: [...types.props].map(([name, rows]) => [name, [...rows]]),
        exports: [...types.exports],
        components: [...types.components],
      };
      try {
        writeJsonWhole(path, stored);
        // Checks of older sources are never asked for again; the newest few stay for edits that are undone.
        keepNewest(folder, KEPT);
      } catch {
        // A cache that cannot be written only costs the next build time.
      }
    },
  };
}
