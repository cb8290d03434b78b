/**
 * The package's evidence that its components are tested (ui/evidence.json, docs/components.md): for each component,
 * the test files that import it from @harbor/react. The package's build reads it instead of scanning the tests, so
 * `npm pack` needs ui/ alone; tests/ui/evidence.test.ts holds each listed file to importing what it is listed for.
 */
import * as v from 'valibot';
import { fail, ok, type Issue, type Result } from '../result';

/** A test file from the repository root, such as tests/ui/button.test.tsx. */
export const TEST_FILE_PATTERN = /^tests\/(?:[a-z0-9-]+\/)*[a-z0-9.-]+\.test\.tsx?$/;

/** The most files one component may list: evidence names the tests of that component, not every file touching it. */
export const MAX_TEST_FILES = 8;

const testFile = v.pipe(
  v.string(),
  v.regex(TEST_FILE_PATTERN, 'expected a test file from the repository root, such as tests/ui/button.test.tsx'),
);

const EvidenceSchema = v.strictObject({
  tests: v.record(
    v.pipe(v.string(), v.regex(/^[A-Z][A-Za-z0-9]*$/, 'expected a component name such as Button')),
    v.pipe(
      v.array(testFile),
      v.minLength(1, 'expected at least one test file'),
      v.maxLength(MAX_TEST_FILES, `expected at most ${MAX_TEST_FILES} test files`),
    ),
  ),
});

export type ComponentEvidenceFile = v.InferOutput<typeof EvidenceSchema>;

/**
 * Checks ui/evidence.json as read; each issue names the path of what is wrong.
 *
 * @example parseComponentEvidence({ tests: { Button: ['tests/ui/button.test.tsx'] } }).ok // true
 */
export function parseComponentEvidence(data: unknown): Result<ComponentEvidenceFile> {
  const result = v.safeParse(EvidenceSchema, data);
  if (result.success) return ok(result.output);
  return fail(
    ...result.issues.map((issue): Issue => {
      const path = (issue.path ?? []).map((item) => item.key as string | number);
      return { code: 'evidence.invalid', message: `${path.join('.') || 'evidence'}: ${issue.message}`, path };
    }),
  );
}

const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@harbor\/react'/g;

/**
 * The names a test file imports from the package (`import { Button, type ButtonProps } …` gives Button).
 *
 * @example importedNames("import { Button, type ButtonProps as P } from '@harbor/react';") // ['Button']
 */
export function importedNames(source: string): string[] {
  return [...source.matchAll(NAMED_IMPORT)].flatMap((match) =>
    (match[1] as string)
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0] as string),
  );
}
