/**
 * The Design tab's pictures as the content build reads them (content/README.md, Anatomy pictures, Do and Don't,
 * Variants grids): the example fence's anatomy="…", do="…" and dont="…", the ordered list an anatomy picture
 * needs after it, and the ::variants directive's placeholder. Selectors go into a style sheet, so the parser
 * refuses anything a selector of classes, elements and attributes does not need.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { ContentNode } from '../../core/bundle';
import { anatomyListProblems } from '../../site-build/anatomy-list';
import { MAX_ANATOMY_PARTS, parseAnatomyParts, parseExampleMeta } from '../../site-build/example-fence';
import { parseMarkdownPage } from '../../site-build/markdown-page';
import { variantsPlaceholder } from '../../site-build/variants-directive';

const noColours = () => [];

describe('anatomy, do and dont on an example fence', () => {
  it('reads the parts in order, each with its placement (top-left when none is written)', () => {
    expect(parseExampleMeta('tsx', 'example anatomy=".hb-button@top-left; .hb-button .hb-button__label@bottom"')).toEqual({
      ok: true,
      value: {
        anatomy: [
          { selector: '.hb-button', at: 'top-left' },
          { selector: '.hb-button .hb-button__label', at: 'bottom' },
        ],
      },
    });
    expect(parseAnatomyParts('[data-part=icon]')).toEqual({ ok: true, value: [{ selector: '[data-part=icon]', at: 'top-left' }] });
  });

  it("reads a Do and a Don't with their one line of why", () => {
    expect(parseExampleMeta('tsx', 'example do="One primary per view."')).toEqual({
      ok: true,
      value: { verdict: { kind: 'do', why: 'One primary per view.' } },
    });
    expect(parseExampleMeta('tsx', 'example title="Two" dont="They compete."')).toEqual({
      ok: true,
      value: { title: 'Two', verdict: { kind: 'dont', why: 'They compete.' } },
    });
  });

  it.each([
    ['example anatomy=".a{color:red}"', 'is not a selector it can use'],
    ['example anatomy=".a; ; .b"', 'has an empty part'],
    ['example anatomy=".a@middle"', 'has @middle; allowed: top-left, top,'],
    ['example anatomy=".a</style>"', 'is not a selector it can use'],
    [`example anatomy="${Array.from({ length: MAX_ANATOMY_PARTS + 1 }, () => '.a').join(';')}"`, `at most ${MAX_ANATOMY_PARTS}`],
    ['example do="x" dont="y"', 'do and dont exclude each other'],
    ['example anatomy=".a" do="x"', 'anatomy and do exclude each other'],
    [`example do="${'x'.repeat(161)}"`, 'one line of why, at most 160'],
    ['example dont=""', 'dont="" is empty'],
  ])('refuses %s', (meta, message) => {
    const result = parseExampleMeta('tsx', meta);
    expect(result?.ok).toBe(false);
    expect(result?.ok === false ? result.message : '').toContain(message);
  });

  test.prop([fc.string({ maxLength: 200 })])('never throws, and every selector it keeps is safe for a style sheet', (text) => {
    const result = parseAnatomyParts(text);
    if (!result.ok) return;
    expect(result.value.length).toBeLessThanOrEqual(MAX_ANATOMY_PARTS);
    for (const part of result.value) expect(part.selector).not.toMatch(/[{};<@"'\\]/);
  });
});

const example = (parts: number): ContentNode => ({
  type: 'example',
  id: 'ex-1',
  code: '',
  lines: [],
  anatomy: Array.from({ length: parts }, () => ({ selector: '.a', at: 'top' as const })),
});
const list = (items: number): ContentNode => ({
  type: 'element',
  tag: 'ol',
  children: Array.from({ length: items }, () => ({ type: 'element', tag: 'li', children: [] })),
});

describe('the list after an anatomy picture', () => {
  it('is an ordered list with one item per numbered part', () => {
    expect(anatomyListProblems([example(2), { type: 'text', value: '\n' }, list(2)])).toEqual([]);
    expect(anatomyListProblems([example(3), list(2)])[0]?.message).toContain('its list has 2 items for 3 numbered parts');
    expect(anatomyListProblems([example(1), { type: 'element', tag: 'p', children: [] }])[0]?.message).toContain('not by a p');
    expect(anatomyListProblems([example(1)])[0]?.message).toContain('followed by nothing');
  });

  it('is reported at the fence of the page that lacks it', () => {
    const page = [
      '---',
      'title: Button',
      '---',
      '',
      '## Anatomy',
      '',
      '```tsx example anatomy=".a; .b"',
      'export default function Example() { return <b />; }',
      '```',
      '',
      '1. **Container**',
      '',
    ].join('\n');
    const issues = parseMarkdownPage('components/button/design.md', page, noColours).issues;
    expect(issues).toEqual([
      expect.objectContaining({
        line: 7,
        code: 'example.anatomy',
        message: expect.stringContaining('its list has 1 items for 2 numbered parts'),
      }),
    ]);
  });
});

describe('::variants', () => {
  it('becomes a placeholder the build fills from the manifest', () => {
    const page = ['---', 'title: Button', '---', '', '::variants{of="Button" states="disabled"}', ''].join('\n');
    const parsed = parseMarkdownPage('components/button/design.md', page, noColours);
    expect(parsed.issues).toEqual([]);
    expect(parsed.page?.body).toContainEqual(
      expect.objectContaining({ type: 'variants', of: 'Button', request: { states: 'disabled' }, at: { line: 5, column: 1 } }),
    );
  });

  it.each([
    [{}, "needs the component's name"],
    [{ of: 'button' }, "needs the component's name"],
    [{ of: 'Button', colour: 'red' }, '"colour" is none of them'],
  ])('refuses %j', (attributes, message) => {
    const placeholder = variantsPlaceholder(attributes, { line: 1, column: 1 });
    expect(placeholder.ok).toBe(false);
    expect(placeholder.ok === false ? placeholder.message : '').toContain(message);
  });
});
