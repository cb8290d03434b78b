/**
 * What the component manifest needs from the package beside its code (core/components): its version
 * (ui/package.json), its CHANGELOG.md and its evidence of tests (ui/evidence.json), all read from the package folder
 * alone. A missing or malformed evidence file is an issue at that file saying what is wrong and what is allowed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { LocatedIssue } from '../../core/content/located-issue';
import { parseComponentEvidence } from '../../core/components';

export const EVIDENCE_FILE = 'evidence.json';

export interface PackageEvidence {
  readonly version: string;
  readonly changelog: string;
  /** Component name -> the test files ui/evidence.json lists for it. */
  readonly tests: ReadonlyMap<string, readonly string[]>;
  /** Problems of the evidence file, at that file (from the working folder's parent, as the build prints them). */
  readonly issues: readonly LocatedIssue[];
}

/** `packageDir` is the package's folder (ui/). */
export function readPackageEvidence(packageDir: string): PackageEvidence {
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const changelogFile = join(packageDir, 'CHANGELOG.md');
  const changelog = existsSync(changelogFile) ? readFileSync(changelogFile, 'utf8') : '';
  const file = join(packageDir, EVIDENCE_FILE);
  const at = { file: relative(join(packageDir, '..'), file), line: 1, column: 1, code: 'component.evidence' };
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    const message = `cannot be read (${reason}); it lists, for each component, the test files that import it: { "tests": { "Button": ["tests/ui/button.test.tsx"] } }`;
    return { version, changelog, tests: new Map(), issues: [{ ...at, message }] };
  }
  const parsed = parseComponentEvidence(data);
  if (!parsed.ok)
    return { version, changelog, tests: new Map(), issues: parsed.issues.map((issue) => ({ ...at, message: issue.message })) };
  return { version, changelog, tests: new Map(Object.entries(parsed.value.tests)), issues: [] };
}
