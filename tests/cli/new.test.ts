/**
 * `dsp new` (the requirement: the scaffolds CONTRIBUTING describes pass the checks as generated).
 * A new page is validated with the whole shipped content, as CI does; a new component's files are checked for the
 * house shape, its export lands in ui/index.ts in order, and nothing is ever overwritten.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dsp, dspJson } from './run-cli';

const root = resolve(import.meta.dirname, '../..');
let dir = '';

afterEach(() => rmSync(dir, { recursive: true, force: true }));

function copyOf(...paths: string[]): string {
  dir = mkdtempSync(join(tmpdir(), 'dsp-new-'));
  for (const path of paths) cpSync(join(root, path), join(dir, path), { recursive: true });
  return dir;
}

describe('dsp new', () => {
  it('creates a page that validates with the shipped content as generated', async () => {
    const copy = copyOf('content');
    const created = await dsp('new', 'page', 'patterns/scaffold-check', '--root', copy);
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('created content/patterns/scaffold-check/index.md');
    const { code, json } = await dspJson('content', 'validate', '--content', join(copy, 'content'));
    const problems = (json as { problems: { file: string; severity: string; message: string }[] }).problems;
    expect(problems.filter((problem) => problem.file.includes('scaffold-check'))).toEqual([]);
    expect(code).toBe(0);
  }, 600_000);

  it('creates a component folder, its test and pages, and exports it from ui/index.ts in order', async () => {
    const copy = copyOf('content/site.json', 'ui/index.ts');
    const created = await dsp('new', 'component', 'ProductBadge', '--root', copy, '--category', 'Indicators and status');
    expect(created.code).toBe(0);
    for (const file of [
      'ui/product-badge/ProductBadge.tsx',
      'ui/product-badge/product-badge.css',
      'ui/product-badge/index.ts',
      'tests/ui/product-badge.test.tsx',
      'content/components/product-badge/design.md',
      'content/components/product-badge/code.md',
    ])
      expect(created.stdout).toContain(`created ${file}`);
    const index = readFileSync(join(copy, 'ui/index.ts'), 'utf8').split('\n');
    const line = index.indexOf("export * from './product-badge';");
    expect(line).toBeGreaterThan(0);
    expect(index[line - 1]! < index[line]!).toBe(true);
    expect(readFileSync(join(copy, 'content/components/product-badge/code.md'), 'utf8')).toContain('::props{of="ProductBadge"}');
    expect(readFileSync(join(copy, 'ui/product-badge/product-badge.css'), 'utf8')).not.toMatch(/#[0-9a-f]{3,6}\b|\d+px/i);

    const again = await dsp('new', 'component', 'ProductBadge', '--root', copy, '--category', 'Indicators and status');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exist');
    expect(readFileSync(join(copy, 'ui/index.ts'), 'utf8').split('\n')).toEqual(index);
  });

  it.each([
    [['component', 'product-badge'], "'product-badge' is not a component name: expected PascalCase"],
    [['page', 'nowhere/topic'], "'nowhere' is no section of content/site.json"],
    [['page', 'patterns/Bad_Topic'], "'Bad_Topic' is not a topic name"],
  ])('refuses %j with a usage error that says what is allowed', async (args, message) => {
    const copy = copyOf('content/site.json');
    mkdirSync(join(copy, 'ui'), { recursive: true });
    const run = await dsp('new', ...args, '--root', copy);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
  });
});
