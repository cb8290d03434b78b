/**
 * ui/evidence.json's parser and the reader of a test file's imports (core/components/evidence.ts): they never throw,
 * what they accept stays within the stated bounds, and a bad file gets an issue naming the field and what is allowed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importedNames, MAX_TEST_FILES, parseComponentEvidence, TEST_FILE_PATTERN } from '../../../core/components';

describe('component evidence file', () => {
  it('never throws, and what it accepts names components and at most MAX_TEST_FILES test files each', () => {
    const file = fc.oneof(fc.constantFrom('tests/ui/button.test.tsx', 'tests/ui/a/b.test.ts'), fc.string());
    const data = fc.oneof(
      fc.anything(),
      fc.record({ tests: fc.dictionary(fc.string(), fc.array(file, { maxLength: MAX_TEST_FILES + 2 })) }),
    );
    fc.assert(
      fc.property(data, (value) => {
        const parsed = parseComponentEvidence(value);
        if (!parsed.ok) return parsed.issues.every((issue) => issue.code === 'evidence.invalid' && issue.message.length > 0);
        return Object.entries(parsed.value.tests).every(
          ([name, files]) =>
            /^[A-Z]/.test(name) && files.length >= 1 && files.length <= MAX_TEST_FILES && files.every((f) => TEST_FILE_PATTERN.test(f)),
        );
      }),
    );
  });

  it.each([
    [{ tests: { Button: ['ui/button/Button.tsx'] } }, 'tests.Button.0: expected a test file from the repository root'],
    [{ tests: { button: ['tests/ui/button.test.tsx'] } }, 'expected a component name such as Button'],
    [{ tests: { Button: [] } }, 'tests.Button: expected at least one test file'],
    [{ tests: {}, extra: true }, 'extra'],
  ])('names what is wrong in %j', (data, message) => {
    const parsed = parseComponentEvidence(data);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.issues.map((issue) => issue.message).join('; ')).toContain(message);
  });

  it('reads the names a file imports from @harbor/react, never types, and never throws', () => {
    expect(importedNames("import { Button, type ButtonProps, Tabs as T } from '@harbor/react';\nimport { x } from 'y';")).toEqual([
      'Button',
      'Tabs',
    ]);
    fc.assert(fc.property(fc.string(), (source) => importedNames(source).every((name) => source.includes(name))));
  });
});
