/**
 * Reads what the component manifest needs beside the code and the pages (core/components): the package's
 * version and CHANGELOG.md, and which components the unit tests in tests/ui/ import from @harbor/react, the
 * evidence a stable component needs a test file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface ComponentEvidence {
  readonly version: string;
  readonly changelog: string;
  readonly testedNames: ReadonlySet<string>;
}

const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@harbor\/react'/g;

/** The names a test file imports from the package (`import { Button, type ButtonProps } …` gives Button). */
export function importedNames(source: string): string[] {
  return [...source.matchAll(NAMED_IMPORT)].flatMap((match) =>
    (match[1] as string)
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0] as string),
  );
}

function testFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `packageEntry` is the package's source entry (ui/index.ts); the tests sit in tests/ui/ of the same repository. */
export function readComponentEvidence(packageEntry: string): ComponentEvidence {
  const packageDir = dirname(packageEntry);
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const changelogFile = join(packageDir, 'CHANGELOG.md');
  const changelog = existsSync(changelogFile) ? readFileSync(changelogFile, 'utf8') : '';
  const testedNames = new Set(
    testFiles(join(dirname(packageDir), 'tests', 'ui')).flatMap((file) => importedNames(readFileSync(file, 'utf8'))),
  );
  return { version, changelog, testedNames };
}
