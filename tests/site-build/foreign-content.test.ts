/**
 * Content written for other docs tools (tests/fixtures/foreign-content): code
 * blocks without a language or in one without a grammar, a grammar the
 * shipped content never loads, a redundant category on a child page, and a
 * page whose front matter does not parse, linked to by other pages. It
 * validates with warnings and exactly one error; fixed, it builds with the
 * warnings and exits 0; with --strict the warnings fail it.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentBundle, ContentNode } from '../../core/bundle';
import { dsp, dspJson } from '../cli/run-cli';

const FIXTURE = resolve(import.meta.dirname, '../fixtures/foreign-content');

interface Problem {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly severity: string;
  readonly code: string;
  readonly message: string;
}

/** A copy of the fixture, optionally with the broken page's front matter fixed. */
function copyFixture(fixBrokenPage: boolean): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'harbor-foreign-')), 'content');
  cpSync(FIXTURE, dir, { recursive: true });
  if (fixBrokenPage) {
    const card = join(dir, 'components/card/design.md');
    writeFileSync(card, readFileSync(card, 'utf8').replace('terms: [tile, box\n', 'terms: [tile, box]\n'));
  }
  return dir;
}

const WARNINGS = [
  ['components/button/design.md', 14, 'content.codeLanguage'],
  ['components/button/design.md', 20, 'content.codeLanguage'],
  ['components/button/variants/index.md', 4, 'content.childCategory'],
] as const;

const shortPath = (dir: string) => (problem: Problem) => ({ ...problem, file: problem.file.replace(`${dir}/`, '') });

describe('content from other docs tools', () => {
  it('validates with three warnings and the single error of the broken page; links to it are not reported again', async () => {
    const dir = copyFixture(false);
    const { code, json } = await dspJson('content', 'validate', '--content', dir);
    const result = json as { problems: Problem[]; pages: number; errors: number; warnings: number; valid: boolean };
    expect(code).toBe(1);
    expect(result).toMatchObject({ pages: 5, errors: 1, warnings: 3, valid: false });
    const problems = result.problems.map(shortPath(dir));
    expect(problems.filter((p) => p.severity === 'warning').map((p) => [p.file, p.line, p.code])).toEqual(WARNINGS);
    const errors = problems.filter((p) => p.severity === 'error');
    expect(errors).toEqual([
      {
        file: 'components/card/design.md',
        line: 5,
        column: 18,
        severity: 'error',
        code: 'frontMatter.yaml',
        message: expect.stringMatching(/^front matter is not valid YAML: /),
      },
    ]);
    // The dialog page links to the card page by shorthand and by route: neither is reported.
    expect(problems.some((p) => p.file === 'components/dialog/design.md')).toBe(false);
  });

  it('prints warnings as file:line:column with "warning:" and the error as before', async () => {
    const dir = copyFixture(false);
    const run = await dsp('content', 'validate', '--content', dir);
    const lines = run.stderr.replaceAll(`${dir}/`, '').trimEnd().split('\n');
    expect(lines.map((line) => line.split(' ').slice(0, 2).join(' '))).toEqual([
      'components/button/design.md:14:1 warning:',
      'components/button/design.md:20:1 warning:',
      'components/button/variants/index.md:4:1 warning:',
      'components/card/design.md:5:18 front',
      '1 error,',
    ]);
    expect(lines.at(-1)).toBe('1 error, 3 warnings in 5 pages');
  });

  it('builds once the broken page is fixed: exit 0, the warnings printed, unknown languages as plain text, rust coloured on demand', async () => {
    const dir = copyFixture(true);
    const out = join(dir, '..', 'data');
    const run = await dsp('build', '--content', dir, '--out', out);
    expect(run.code).toBe(0);
    expect(run.stderr.replaceAll(`${dir}/`, '')).toContain('0 errors, 3 warnings in 5 pages');
    const bundle = JSON.parse(readFileSync(join(out, 'content.json'), 'utf8')) as ContentBundle;
    const blocks = (bundle.pages['/components/button-design']?.body ?? []).filter(
      (node): node is Extract<ContentNode, { type: 'code' }> => node.type === 'code',
    );
    expect(blocks.map((block) => block.lang)).toEqual(['', 'njk', 'rust']);
    const [unlabelled, njk, rust] = blocks;
    // Plain text: one uncoloured token per line.
    expect(unlabelled?.lines).toEqual([[{ content: '{{ button(label="Add to cart") }}' }]]);
    expect(njk?.lines).toEqual([[{ content: '{% include "button.njk" %}' }]]);
    expect(rust?.lines[0]?.length).toBeGreaterThan(3);
    expect(rust?.lines[0]?.every((token) => token.color !== undefined)).toBe(true);
    // The child keeps its parent's category, not its own.
    expect(bundle.pages['/components/button/variants']?.category).toBe('Actions');
  });

  it('--strict turns every warning into an error: exit 1 and nothing written', async () => {
    const dir = copyFixture(true);
    const out = join(dir, '..', 'strict-data');
    const { code, json } = await dspJson('build', '--content', dir, '--out', out, '--strict');
    expect(code).toBe(1);
    const result = json as { problems: Problem[]; errors: number; warnings: number; written: boolean };
    expect(result).toMatchObject({ errors: 3, warnings: 0, written: false });
    expect(result.problems.map(shortPath(dir)).map((p) => [p.file, p.line, p.code, p.severity])).toEqual(
      WARNINGS.map(([file, line, problemCode]) => [file, line, problemCode, 'error']),
    );
    expect(existsSync(out)).toBe(false);
    // The same folder validates with exit 0 and the warnings printed; --strict fails it.
    const lenient = await dsp('content', 'validate', '--content', dir);
    expect(lenient.code).toBe(0);
    expect(lenient.stderr.replaceAll(`${dir}/`, '')).toContain('components/button/variants/index.md:4:1 warning:');
    const validate = await dsp('content', 'validate', '--content', dir, '--strict');
    expect(validate.code).toBe(1);
    expect(validate.stderr.replaceAll(`${dir}/`, '')).toContain('3 errors, 0 warnings in 5 pages');
  });

  it('--json on build prints one document with problems, pages and what was written', async () => {
    const dir = copyFixture(true);
    const { code, json } = await dspJson('build', '--content', dir, '--out', join(dir, '..', 'json-data'));
    expect(code).toBe(0);
    expect(json).toMatchObject({ pages: 5, errors: 0, warnings: 3, written: true, searchRecords: 5 });
    expect(Object.keys((json as { problems: Problem[] }).problems[0] ?? {})).toEqual([
      'file',
      'line',
      'column',
      'severity',
      'code',
      'message',
    ]);
  });
});
