/**
 * The package's evidence of tests is true (docs/components.md, Status): every test file ui/evidence.json lists for a
 * component exists and imports that component from @harbor/react. The package's build trusts the list, so that
 * `npm pack` reads ui/ alone; this test is where the list meets the tests it names.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedNames, parseComponentEvidence } from '../../core/components';

const root = resolve(import.meta.dirname, '../..');

/** Each listed file that is missing or does not import what it is listed for, as `Component: file reason`. */
export function evidenceProblems(tests: Readonly<Record<string, readonly string[]>>, read: (file: string) => string | null): string[] {
  return Object.entries(tests).flatMap(([name, files]) =>
    files.flatMap((file) => {
      const source = read(file);
      if (source === null) return [`${name}: ${file} does not exist`];
      return importedNames(source).includes(name) ? [] : [`${name}: ${file} does not import ${name} from @harbor/react`];
    }),
  );
}

const readFromRoot = (file: string) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : null);

describe('ui/evidence.json names real tests', () => {
  const parsed = parseComponentEvidence(JSON.parse(readFileSync(join(root, 'ui/evidence.json'), 'utf8')));

  it('is a valid evidence file listing the tested components', () => {
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(Object.keys(parsed.value.tests).length).toBeGreaterThan(40);
  });

  it('lists for each component only test files that import it from @harbor/react', () => {
    expect(parsed.ok && evidenceProblems(parsed.value.tests, readFromRoot)).toEqual([]);
  });

  it('would name a listed file that is missing or imports something else', () => {
    const files: Record<string, string> = { 'tests/ui/button.test.tsx': "import { Button, type ButtonProps } from '@harbor/react';" };
    const read = (file: string) => files[file] ?? null;
    expect(
      evidenceProblems({ Button: ['tests/ui/button.test.tsx'], Badge: ['tests/ui/button.test.tsx', 'tests/ui/gone.test.tsx'] }, read),
    ).toEqual(['Badge: tests/ui/button.test.tsx does not import Badge from @harbor/react', 'Badge: tests/ui/gone.test.tsx does not exist']);
  });
});
