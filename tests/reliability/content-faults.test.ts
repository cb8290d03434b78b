/**
 * Reliability test 7 (docs/reliability.md): `dsp build` on broken content. Each fault (YAML that does
 * not parse, an unresolved alias, an alias bomb, a duplicate route, a 5 MB page, binary pages, symbolic links out
 * of the content folder) makes the build exit 1 with a `file:line:column`
 * message naming the file, and leaves the previous output folder exactly as
 * it was, byte for byte, with no staging folder left behind; a server started
 * on it afterwards serves the last good build. (A missing title is covered by
 * tests/site-build/build.test.ts.)
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page, validPages, writeContent } from '../site-build/fixture';
import { dsp } from '../cli/run-cli';
import { startRealServer } from '../support/real-portal';

let parent: string;
let out: string;
/** Relative path -> bytes of every file of the last good build. */
let goodBuild: Map<string, Buffer>;
let outside: string;
/** Every temporary folder made, removed afterwards (rmSync removes symbolic links, never what they point to). */
const made: string[] = [];

function snapshot(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (folder: string, prefix: string) => {
    for (const name of readdirSync(folder).sort()) {
      const full = join(folder, name);
      if (statSync(full).isDirectory()) walk(full, `${prefix}${name}/`);
      else files.set(`${prefix}${name}`, readFileSync(full));
    }
  };
  walk(dir, '');
  return files;
}

beforeAll(async () => {
  parent = mkdtempSync(join(tmpdir(), 'harbor-faults-'));
  made.push(parent);
  out = join(parent, 'data');
  const good = writeContent(validPages());
  made.push(good);
  const run = await dsp('build', '--content', good, '--out', out);
  expect(run.code, run.stderr).toBe(0);
  // Something of the operator's own in the folder must survive too.
  writeFileSync(join(out, 'NOTE.txt'), 'kept by the operator\n');
  goodBuild = snapshot(out);
  outside = join(parent, 'outside');
  mkdirSync(join(outside, 'pages'), { recursive: true });
  writeFileSync(join(outside, 'secret.md'), page({ title: 'Outside', isPublic: true, category: 'Overlays' }, 'Not part of the content.'));
  writeFileSync(
    join(outside, 'pages', 'design.md'),
    page({ title: 'Outside', isPublic: true, category: 'Overlays' }, 'Not part of the content.'),
  );
}, 60_000);

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Fault {
  readonly label: string;
  /** The file the message must name, content-relative. */
  readonly file: string;
  readonly files: Record<string, string | Buffer>;
  readonly links?: Record<string, () => string>;
  readonly message: string;
}

const faults: readonly Fault[] = [
  {
    label: 'front matter that is not YAML',
    file: 'components/dialog/design.md',
    files: { 'components/dialog/design.md': '---\ntitle: Dialog\nisPublic: [true\n---\n\nText.\n' },
    message: 'front matter is not valid YAML',
  },
  {
    label: 'front matter with a duplicate key',
    file: 'components/dialog/design.md',
    files: { 'components/dialog/design.md': '---\ntitle: Dialog\ntitle: Again\nisPublic: true\ncategory: Overlays\n---\n\nText.\n' },
    message: 'front matter is not valid YAML',
  },
  {
    label: 'front matter with an alias to no anchor',
    file: 'components/dialog/design.md',
    files: { 'components/dialog/design.md': '---\ntitle: *missing\nisPublic: true\ncategory: Overlays\n---\n\nText.\n' },
    message: 'front matter is not valid YAML: Unresolved alias',
  },
  {
    label: 'front matter with an alias bomb (billion laughs)',
    file: 'components/dialog/design.md',
    files: {
      'components/dialog/design.md': `---\n${['a: &a [x, x, x, x, x, x, x, x, x]', ...['b', 'c', 'd', 'e', 'f'].map((name, i) => `${name}: &${name} [${Array(9).fill(`*${'abcde'[i]}`).join(', ')}]`), 'title: [*f, *f]'].join('\n')}\n---\n\nText.\n`,
    },
    message: 'front matter is not valid YAML: Excessive alias count',
  },
  {
    label: 'a duplicate route',
    file: 'components/dialog/design.md',
    files: { 'components/dialog-design/index.md': page({ title: 'Dup', isPublic: true }, 'Text.') },
    message: 'route /components/dialog-design is already made by components/dialog-design/index.md',
  },
  {
    label: 'a 5 MB page',
    file: 'components/huge/design.md',
    files: {
      'components/huge/design.md': page(
        { title: 'Huge', isPublic: true, category: 'Overlays' },
        'Lorem ipsum dolor sit amet. '.repeat(190_000),
      ),
    },
    message: 'a page may be at most 1 MB',
  },
  {
    label: 'a binary page (a PNG named .md)',
    file: 'components/blob/design.md',
    files: {
      'components/blob/design.md': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0xff, 0xd8]),
    },
    message: 'is not UTF-8 text',
  },
  {
    label: 'a page of valid UTF-8 with NUL bytes',
    file: 'components/nul/design.md',
    files: { 'components/nul/design.md': `${page({ title: 'Nul', isPublic: true, category: 'Overlays' }, 'Text.')}\u0000\u0000` },
    message: 'contains NUL bytes',
  },
  {
    label: 'a symbolic link to a page outside the content folder',
    file: 'components/dialog/code.md',
    files: {},
    links: { 'components/dialog/code.md': () => join(outside, 'secret.md') },
    message: 'is a symbolic link',
  },
  {
    label: 'a symbolic link to a folder outside the content folder',
    file: 'components/elsewhere',
    files: {},
    links: { 'components/elsewhere': () => join(outside, 'pages') },
    message: 'is a symbolic link',
  },
  {
    label: 'a symbolic link to /etc/passwd',
    file: 'components/passwd/design.md',
    files: {},
    links: { 'components/passwd/design.md': () => '/etc/passwd' },
    message: 'is a symbolic link',
  },
];

describe('dsp build on broken content', () => {
  it.each(faults.map((fault) => [fault.label, fault] as const))(
    '%s: exits 1 with file:line:column and leaves the last good build',
    async (_label, fault) => {
      const content = writeContent({ ...validPages(), ...fault.files });
      made.push(content);
      for (const [path, target] of Object.entries(fault.links ?? {})) {
        mkdirSync(join(content, path, '..'), { recursive: true });
        symlinkSync(target(), join(content, path));
      }
      const run = await dsp('build', '--content', content, '--out', out);
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(
        new RegExp(`^${escapeRegExp(`${content}/${fault.file}`)}:\\d+:\\d+ .*${escapeRegExp(fault.message)}`, 'm'),
      );
      expect(run.stderr).toContain(`nothing written: ${out} keeps the last good build`);
      expect(snapshot(out)).toEqual(goodBuild);
      expect(readdirSync(parent).sort()).toEqual(['data', 'outside']);
      // Nothing of the file outside made it anywhere.
      expect(run.stderr).not.toContain('Not part of the content');
    },
  );

  it('leaves a build a server still starts on and serves', async () => {
    const server = await startRealServer({ dataDir: out, clientDir: join(parent, 'no-client') });
    try {
      const response = await fetch(`${server.url}/components/button-design`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Button - Design System - Alpine</title>');
    } finally {
      await server.close();
    }
  });
});
