/**
 * The cache of the example type-check (the requirement: the check is keyed on the examples' code and
 * the components they use, not on the whole text of the pages, so a prose edit on a page with examples does not run
 * TypeScript again, and a code edit does).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fc, test } from '@fast-check/vitest';
import { afterAll, describe, expect, it } from 'vitest';
import { componentPackageEntry, readComponentTypes } from '../../site-build/component-types';
import { componentTypesCache } from '../../site-build/component-types-cache';
import { exampleCodesOf, guessLiveInputs } from '../../site-build/component-types-guess';
import { parseMarkdownPage } from '../../site-build/markdown-page';
import { page } from './fixture';

const dir = mkdtempSync(join(tmpdir(), 'harbor-types-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const BROKEN =
  'import { Button } from \'@harbor/react\';\n\nexport default function Example() {\n  return <Button size="huge">Save</Button>;\n}';
const PATH = 'components/button/design.md';
const withExample = (prose: string, code: string) =>
  page(
    { title: 'Button', isPublic: true, category: 'Actions', terms: ['CTA'] },
    `${prose}\n\n## Usage\n\n\`\`\`tsx example title="Sizes"\n${code}\n\`\`\`\n\n## Props\n\n::props{of="Button"}\n`,
  );
const plain = (code: string) => code.split('\n').map((line) => (line === '' ? [] : [{ content: line }]));

/** What the build asks the cache with: the parsed page's examples and the components its props tables name. */
function askedOf(text: string) {
  const parsed = parseMarkdownPage(PATH, text, plain).page;
  if (parsed === null) throw new Error('the fixture page does not parse');
  return { examples: parsed.examples.map(({ id, code }) => ({ id, code })), components: parsed.propsTables.map((table) => table.of) };
}

describe('the example type-check cache', () => {
  it('answers a prose edit on a page with examples from the cache, and not a code edit', async () => {
    const cache = componentTypesCache(componentPackageEntry(), dir);
    const first = withExample('Buttons start actions.', BROKEN);
    const asked = askedOf(first);
    expect(cache.get(asked.examples, asked.components)).toBeNull();
    const types = await readComponentTypes(asked.examples, asked.components);
    cache.set(asked.examples, asked.components, types);

    const prose = withExample('Buttons start actions, such as adding a product to the cart.\n\nA new paragraph.', BROKEN);
    const proseAsked = askedOf(prose);
    expect(cache.get(proseAsked.examples, proseAsked.components)?.exampleProblems).toEqual(types.exampleProblems);
    expect(cache.probablyHas(guessLiveInputs([{ path: PATH, text: prose }]))).toBe(true);

    const code = withExample('Buttons start actions.', BROKEN.replace('huge', 'large'));
    const codeAsked = askedOf(code);
    expect(cache.get(codeAsked.examples, codeAsked.components)).toBeNull();
    expect(cache.probablyHas(guessLiveInputs([{ path: PATH, text: code }]))).toBe(false);

    const renamed = withExample('Buttons start actions.', BROKEN).replace('::props{of="Button"}', '::props{of="Dialog"}');
    const renamedAsked = askedOf(renamed);
    expect(cache.get(renamedAsked.examples, renamedAsked.components)).toBeNull();
  }, 120_000);

  it('reads the same example code from the text as the Markdown parser does', () => {
    const text = `${withExample('Intro.', BROKEN)}\n~~~~tsx example\nconst a = 1;\n~~~\nstill code\n~~~~\n`;
    const parsed = askedOf(text).examples.map((example) => example.code);
    expect(exampleCodesOf(text).examples).toEqual(parsed);
    expect(exampleCodesOf(text).components).toEqual(['Button']);
  });

  test.prop([fc.string({ unit: 'grapheme-ascii' })])('never throws, and finds no more examples than fences', (text) => {
    const found = exampleCodesOf(text);
    expect(found.examples.length).toBeLessThanOrEqual((text.match(/[`~]{3,}/g) ?? []).length);
  });

  test.prop([
    fc.array(fc.stringMatching(/^[A-Za-z ,.]{0,40}$/), { maxLength: 4 }),
    fc.array(fc.stringMatching(/^[A-Za-z0-9 ;=(){}<>'"/]{0,40}$/), { maxLength: 6 }),
  ])('gives back the code of an example between any prose', (prose, codeLines) => {
    const code = codeLines.join('\n');
    const text = `${prose.join('\n\n')}\n\n\`\`\`tsx example\n${code}\n\`\`\`\n\n${prose.join('\n')}\n`;
    expect(exampleCodesOf(text).examples).toEqual([code]);
  });
});
