/**
 * A disk cache of the TypeScript step of the content build (component-types.ts),
 * which costs seconds while the rest of the build costs a few: the result is
 * kept under node_modules/.cache/ by a hash of everything it depends on — the
 * pages that hold examples or props directives, the component package's
 * sources, and the TypeScript and React types versions. A changed input is a
 * new key, so a stale result is never used.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ContentFile } from './content-fs';
import type { ComponentSource } from '../core/components';
import type { CodeProblem, ComponentTypes } from './component-types';
import type { PropRow } from './props-directive';

// Bump when the analysis changes what it produces from the same inputs.
const ANALYSIS_VERSION = '2';

/** Whether a page may hold a live example or a props directive (cheap: before parsing). */
export const mayHoldLiveContent = (text: string) => /[`~]{3,}[ \t]*tsx[ \t]+example|::props/.test(text);

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
  readonly get: () => ComponentTypes | null;
  readonly set: (types: ComponentTypes) => void;
}

interface Stored {
  readonly exampleProblems: [string, CodeProblem[]][];
  readonly props: [string, PropRow[]][];
  readonly exports: string[];
  readonly components: ComponentSource[];
}

export function componentTypesCache(packageEntry: string, files: readonly ContentFile[]): ComponentTypesCache {
  const root = dirname(dirname(packageEntry));
  const hash = createHash('sha256').update(ANALYSIS_VERSION);
  hash.update(versionOf(join(root, 'node_modules/typescript/package.json')));
  hash.update(versionOf(join(root, 'node_modules/@types/react/package.json')));
  for (const file of sourcesUnder(dirname(packageEntry))) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  for (const file of files) if (mayHoldLiveContent(file.text)) hash.update(file.path).update('\0').update(file.text).update('\0');
  const dir = join(root, 'node_modules/.cache/harbor-component-types');
  const path = join(dir, `${hash.digest('hex').slice(0, 24)}.json`);
  return {
    get() {
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
    },
    set(types) {
      const stored: Stored = {
        exampleProblems: [...types.exampleProblems].map(([id, problems]) => [id, [...problems]]),
        props: [...types.props].map(([name, rows]) => [name, [...rows]]),
        exports: [...types.exports],
        components: [...types.components],
      };
      try {
        mkdirSync(dir, { recursive: true });
        // Results of older sources are never asked for again.
        for (const name of readdirSync(dir)) if (join(dir, name) !== path) rmSync(join(dir, name), { force: true });
        writeFileSync(`${path}.${process.pid}`, JSON.stringify(stored));
        renameSync(`${path}.${process.pid}`, path);
      } catch {
        // A cache that cannot be written only costs the next build time.
      }
    },
  };
}
