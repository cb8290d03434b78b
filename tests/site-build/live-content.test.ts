/**
 * Live examples and props tables in the content build (content/README.md):
 * examples are type-checked against @harbor/react and may import only from it
 * and 'react'; a props directive must name one of its components; each
 * problem is reported at its line in the Markdown file. Valid ones become an
 * example node and a generated table in the bundle.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentNode } from '../../core/bundle';
import { buildContent } from '../../site-build/build-content';
import { guessLiveInputs } from '../../site-build/component-types-guess';
import { dsp } from '../cli/run-cli';
import { page, validPages, writeContent } from './fixture';

const fence = (code: string, meta = 'example') => `\`\`\`tsx ${meta}\n${code}\n\`\`\``;
const GOOD =
  'import { Button } from \'@harbor/react\';\n\nexport default function Example() {\n  return <Button variant="secondary">Save</Button>;\n}';

/** A code page whose body is `blocks` after a first line of prose; returns the file and the line each block starts on. */
function codePage(blocks: string[]): { text: string; lines: number[] } {
  const head = page({ title: 'Button', isPublic: true, category: 'Actions', terms: ['CTA'] }, 'Buttons start actions.\n\n## Usage\n');
  let text = head;
  const lines: number[] = [];
  for (const block of blocks) {
    text += '\n';
    lines.push(text.split('\n').length);
    text += `${block}\n`;
  }
  return { text, lines };
}

const textOf = (node: ContentNode): string =>
  node.type === 'text'
    ? node.value
    : node.type === 'element' || node.type === 'heading' || node.type === 'link'
      ? node.children.map(textOf).join('')
      : '';

describe('live examples in dsp content validate', () => {
  it('reports each broken example and unknown props directive at its file:line, and nothing for a good one', async () => {
    const { text, lines } = codePage([
      fence(GOOD, 'example title="Variants"'),
      fence("import { Buton } from '@harbor/react';\n\nexport default function Example() {\n  return <Buton>Save</Buton>;\n}"),
      fence(
        "import { Button } from '@harbor/react';\nimport { readFileSync } from 'node:fs';\n\nexport default function Example() {\n  return <Button>{String(readFileSync)}</Button>;\n}",
      ),
      fence(
        'import { Button } from \'@harbor/react\';\n\nexport default function Example() {\n  return <Button variant="huge">Save</Button>;\n}',
      ),
      fence("import { Button } from '@harbor/react';\n\nexport function Example() {\n  return <Button>Save</Button>;\n}"),
      fence('export default function Example() {\n  return <div>{</div>;\n}'),
      '::props{of="Buttn"}',
      '::props',
      fence(GOOD, 'example colour="red"'),
    ]);
    const dir = writeContent({ ...validPages(), 'components/button/code.md': text });
    const run = await dsp('content', 'validate', '--content', dir);
    expect(run.code).not.toBe(0);
    const file = `${dir}/components/button/code.md`;
    const at = (block: number, lineInCode: number) => `${file}:${(lines[block] ?? 0) + lineInCode}:`;
    const problems = run.stderr.split('\n');
    const find = (prefix: string, words: string) => problems.find((line) => line.startsWith(prefix) && line.includes(words));
    // The good example, lines 0 to 5 of its block, has no problem.
    expect(problems.filter((line) => [0, 1, 2, 3, 4, 5].some((offset) => line.startsWith(at(0, offset))))).toEqual([]);
    // Eight problems, the count, and the last newline.
    expect(problems).toHaveLength(8 + 2);
    expect(find(at(1, 1), "has no exported member named 'Buton'")).toBeDefined();
    expect(find(at(2, 2), "imports from 'node:fs'; examples import only from '@harbor/react' and 'react'")).toBeDefined();
    expect(find(at(3, 4), '"huge"')).toBeDefined();
    expect(find(at(4, 1), 'no default export')).toBeDefined();
    expect(find(at(5, 2), 'does not compile')).toBeDefined();
    expect(find(`${file}:${lines[6]}:1`, '::props{of="Buttn"} names no component of @harbor/react; it exports')).toBeDefined();
    expect(find(`${file}:${lines[7]}:1`, "::props needs the component's name")).toBeDefined();
    expect(find(`${file}:${lines[8]}:1`, 'unknown attribute "colour"; allowed: title')).toBeDefined();
  });

  it("builds a good example into an example node and a props directive into a table of the component's props", async () => {
    const { text } = codePage([
      fence(GOOD, 'example title="Variants"'),
      '## Props',
      '::props{of="Button"}',
      'Times like 10:30 and a:b stay text.',
    ]);
    const build = await buildContent(writeContent({ ...validPages(), 'components/button/code.md': text }));
    expect(build.issues).toEqual([]);
    const body = build.bundle?.pages['/components/button-code']?.body ?? [];
    const example = body.find((node) => node.type === 'example');
    expect(example).toMatchObject({ type: 'example', title: 'Variants', code: GOOD });
    expect(example?.type === 'example' ? example.id : '').toMatch(/^ex-[0-9a-f]{12}$/);
    // Coloured like any tsx block: the keyword 'export' is a token of its own.
    expect(example?.type === 'example' ? example.lines[2]?.[0]?.content : '').toBe('export');

    const table = body.find((node) => node.type === 'element' && node.tag === 'table');
    if (table?.type !== 'element') throw new Error('no props table');
    const [head, rows] = table.children;
    expect(head ? textOf(head) : '').toBe('NameTypeDefaultRequiredDescription');
    const cells = (rows?.type === 'element' ? rows.children : []).map((row) => (row.type === 'element' ? row.children.map(textOf) : []));
    const variant = cells.find((row) => row[0] === 'variant');
    // Read from ui/button/Button.tsx: the written union, the destructuring default, optional, the JSDoc text.
    // Each member keeps its '|' by a no-break space, so the type breaks only after a '|' (site-build/union-members.ts).
    expect(variant?.[1]).toMatch(/^'primary'\u00a0\| 'secondary'/);
    expect(variant?.[2]).toBe("'primary'");
    expect(variant?.[3]).toBe('No');
    expect(variant?.[4]).not.toBe('');
    // DOM attributes the component passes on are not its documented props.
    expect(cells.map((row) => row[0])).not.toContain('onMouseEnter');
    expect(body.some((node) => textOf(node) === 'Times like 10:30 and a:b stay text.')).toBe(true);
  });

  it('writes no example module and loads no TypeScript for content without examples', async () => {
    const build = await buildContent(writeContent(validPages()));
    expect(build.issues).toEqual([]);
    expect(JSON.stringify(build.bundle)).not.toContain('"example"');
  });
});

describe('live examples in the bundled CLI, whose TypeScript thread checks a guess while the pages are parsed', () => {
  it('reports a broken example the guess got wrong: in a list item, the line scan keeps the indent the parse removes', () => {
    const root = resolve(import.meta.dirname, '../..');
    const bin = resolve(root, 'dist/cli/dsp.js');
    if (!existsSync(bin)) execFileSync(process.execPath, ['scripts/bundle-cli.mjs'], { cwd: root });
    // New code on every run, so no cached check answers for the thread.
    const broken = `// ${randomUUID()}\nimport { Button } from '@harbor/react';\n\nexport default function Example() {\n  return <Button variant="huge">Save</Button>;\n}`;
    const listed = `- In a list:\n\n${fence(broken).replace(/^/gm, '  ')}`;
    const { text, lines } = codePage([fence(GOOD), listed]);
    const guessed = guessLiveInputs([{ path: 'components/button/code.md', text }]).examples.map((example) => example.code);
    expect(guessed).toContain(GOOD);
    expect(guessed).not.toContain(broken);
    const dir = writeContent({ ...validPages(), 'components/button/code.md': text });
    const run = spawnSync(process.execPath, [bin, 'content', 'validate', '--content', dir, '--json'], { encoding: 'utf8' });
    const problems = (JSON.parse(run.stdout) as { problems: { file: string; line: number; message: string }[] }).problems;
    expect(problems.filter((problem) => problem.message.includes('does not compile'))).toEqual([
      expect.objectContaining({ file: `${dir}/components/button/code.md`, line: (lines[1] ?? 0) + 7 }),
    ]);
  }, 60_000);
});

describe('dsp build --examples', () => {
  it('writes each example as a module, public and private apart', async () => {
    const { text } = codePage([fence(GOOD)]);
    const privateExample = GOOD.replace('Save', 'Internal');
    const dir = writeContent({
      ...validPages(),
      'components/button/code.md': text,
      'components/dialog/secret/index.md': page(
        { title: 'Secret', description: 'Internal only.' },
        `Internal.\n\n${fence(privateExample)}\n`,
      ),
    });
    const out = join(dir, 'out');
    const examples = join(dir, 'generated');
    const run = await dsp('build', '--content', dir, '--out', out, '--examples', examples);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain(`wrote 2 example modules in ${examples}`);
    const { readdirSync, readFileSync } = await import('node:fs');
    const [publicModule] = readdirSync(join(examples, 'public'));
    const [privateModule] = readdirSync(join(examples, 'private'));
    expect(readFileSync(join(examples, 'public', publicModule ?? ''), 'utf8')).toContain(GOOD);
    expect(readFileSync(join(examples, 'private', privateModule ?? ''), 'utf8')).toContain(privateExample);
  });
});
