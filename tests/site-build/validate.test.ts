import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dsp } from '../cli/run-cli';
import { page, validPages, writeContent } from './fixture';

async function validate(files: Record<string, string | Buffer>) {
  const dir = writeContent(files);
  return { dir, ...(await dsp('content', 'validate', '--content', dir)) };
}

describe('dsp content validate', () => {
  it('accepts valid content and exits 0', async () => {
    const run = await validate(validPages());
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^4 pages and \d+ tokens in 4 themes valid\n$/);
  });

  it.each([
    [
      'a missing title',
      { 'components/dialog/design.md': page({ isPublic: true, category: 'Overlays' }, 'Text.') },
      'components/dialog/design.md:1:1 title: expected a non-empty string',
    ],
    [
      'an unknown front-matter field, on its line',
      { 'components/dialog/design.md': page({ title: 'Dialog', isPublic: true, category: 'Overlays', ispublic: true }, 'Text.') },
      "components/dialog/design.md:5:1 ispublic: unknown field 'ispublic'",
    ],
    [
      'a wrong type, on its line',
      { 'components/dialog/design.md': page({ title: 'Dialog', isPublic: 'yes', category: 'Overlays' }, 'Text.') },
      'components/dialog/design.md:3:1 isPublic: expected true or false',
    ],
    [
      'YAML that does not parse',
      { 'components/dialog/design.md': '---\ntitle: Dialog\nterms: [a, b\n---\n\nText.\n' },
      'components/dialog/design.md:3:',
    ],
    [
      'an unknown category',
      { 'components/dialog/design.md': page({ title: 'Dialog', isPublic: true, category: 'Popups' }, 'Text.') },
      "components/dialog/design.md:4:1 category: 'Popups' is not a category of /components; allowed: Actions,",
    ],
    [
      'tab siblings that disagree',
      { 'components/button/code.md': page({ title: 'Button', isPublic: false, category: 'Actions' }, 'Text.') },
      'components/button/code.md:3:1 isPublic false differs from components/button/design.md',
    ],
    [
      'a duplicate route',
      { 'components/dialog-design/index.md': page({ title: 'Dup', isPublic: true }, 'Text.') },
      'route /components/dialog-design is already made by components/dialog-design/index.md',
    ],
    [
      'a broken shorthand link',
      { 'components/dialog/design.md': page({ title: 'Dialog', isPublic: true, category: 'Overlays' }, 'See [Nope](Components/Nope).') },
      'components/dialog/design.md:7:5 shorthand link [Nope](Components/Nope) resolves to no page',
    ],
    [
      'an internal link that leads nowhere',
      {
        'components/dialog/design.md': page({ title: 'Dialog', isPublic: true, category: 'Overlays' }, 'See [x](/components/nope-design).'),
      },
      'components/dialog/design.md:7:5 link /components/nope-design leads nowhere',
    ],
    [
      'an anchor that does not exist',
      {
        'components/dialog/design.md': page(
          { title: 'Dialog', isPublic: true, category: 'Overlays' },
          'See [x](/components/button-design#nope).',
        ),
      },
      'has no heading with the anchor #nope',
    ],
    [
      'a heading level that skips',
      { 'components/dialog/design.md': page({ title: 'Dialog', isPublic: true, category: 'Overlays' }, '## Usage\n\n#### Deep') },
      "components/dialog/design.md:9:1 heading 'Deep' skips from h2 to h4; use h3",
    ],
    [
      'a relative link',
      { 'components/dialog/design.md': page({ title: 'Dialog', isPublic: true, category: 'Overlays' }, 'See [x](../button/design.md).') },
      "relative link '../button/design.md'",
    ],
    [
      'a page file with another name',
      { 'components/dialog/desing.md': page({ title: 'Dialog' }, 'Text.') },
      "unexpected page file name 'desing.md'",
    ],
    [
      'a date that is not a calendar date',
      {
        'components/dialog/design.md': page({ title: 'Dialog', isPublic: true, category: 'Overlays', modifiedDate: '2026-02-30' }, 'Text.'),
      },
      'modifiedDate: expected a real calendar date',
    ],
  ])('reports %s with file:line:column and exits 1', async (_what, change, expected) => {
    const run = await validate({ ...validPages(), ...change });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${run.dir}/`);
    expect(run.stderr.replaceAll(`${run.dir}/`, '')).toContain(expected);
  });

  it.each([
    [
      'a code block without a language',
      { 'components/dialog/design.md': page({ title: 'Dialog', isPublic: true, category: 'Overlays' }, '```\ncode\n```') },
      'components/dialog/design.md:7:1 warning: code block without a language, shown as plain text',
    ],
    [
      'a code block in a language without a grammar',
      { 'components/dialog/design.md': page({ title: 'Dialog', isPublic: true, category: 'Overlays' }, '```njk\n{{ x }}\n```') },
      "components/dialog/design.md:7:1 warning: code block language 'njk' has no grammar, shown as plain text",
    ],
    [
      'a category on a child page',
      { 'components/dialog/secret/index.md': page({ title: 'Secret', category: 'Overlays' }, 'Text.') },
      "components/dialog/secret/index.md:3:1 warning: category 'Overlays' is ignored: a child page sits under its parent (/components/dialog); remove category",
    ],
  ])('reports %s as a warning with file:line:column and exits 0; --strict makes it an error', async (_what, change, expected) => {
    const run = await validate({ ...validPages(), ...change });
    expect(run.code).toBe(0);
    const lines = run.stderr.replaceAll(`${run.dir}/`, '').split('\n');
    expect(lines[0]?.startsWith(expected), lines[0]).toBe(true);
    expect(lines.slice(1)).toEqual(['0 errors, 1 warning in 4 pages', '']);
    expect(run.stdout).toMatch(/^4 pages and \d+ tokens in 4 themes valid, 1 warning\n$/);
    const strict = await dsp('content', 'validate', '--content', run.dir, '--strict');
    expect(strict.code).toBe(1);
    expect(strict.stderr.replaceAll(`${run.dir}/`, '')).toContain(expected.replace(' warning: ', ' '));
    expect(strict.stderr).toContain('1 error, 0 warnings in 4 pages');
  });

  it('refuses binary files, huge pages and symbolic links out of the folder', async () => {
    const dir = writeContent({
      ...validPages(),
      'components/blob/design.md': Buffer.from([0xff, 0xfe, 0x00, 0x01]),
      'components/huge/design.md': page({ title: 'Huge' }, 'x'.repeat(5 * 1024 * 1024)),
    });
    symlinkSync('/etc/hostname', join(dir, 'components', 'dialog', 'code.md'));
    const run = await dsp('content', 'validate', '--content', dir);
    expect(run.code).toBe(1);
    const out = run.stderr.replaceAll(`${dir}/`, '');
    expect(out).toContain('components/blob/design.md:1:1 is not UTF-8 text');
    expect(out).toContain('components/huge/design.md:1:1 is 5.0 MB; a page may be at most 1 MB');
    expect(out).toContain('components/dialog/code.md:1:1 is a symbolic link');
  });
});
