/**
 * The props directive's remark plugin leaves ordinary prose alone: colons
 * that remark-directive reads as text directives (`a:b`, `10:30`) come back
 * as the text they were written as. And the generated table's shape.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { ContentNode } from '../../core/bundle';
import { parseMarkdownPage } from '../../site-build/markdown-page';
import { propsTable } from '../../site-build/props-directive';

const textOf = (node: ContentNode): string =>
  node.type === 'text'
    ? node.value
    : node.type === 'element' || node.type === 'heading' || node.type === 'link'
      ? node.children.map(textOf).join('')
      : '';

const page = (body: string) => `---\ntitle: T\nisPublic: true\n---\n\n${body}\n`;

describe('props directive plugin', () => {
  test.prop([fc.stringMatching(/^[a-z][a-z0-9 :]{0,40}[a-z0-9]$/)])('gives prose with colons back unchanged, as one text node', (prose) => {
    const parsed = parseMarkdownPage('p.md', page(prose), () => []);
    const paragraph = parsed.page?.body[0];
    expect(paragraph?.type === 'element' ? paragraph.children : []).toEqual([{ type: 'text', value: prose }]);
  });

  it('records a props directive with its line, and no table for a directive inside a code block', () => {
    const parsed = parseMarkdownPage('p.md', page('Intro.\n\n::props{of="Button"}\n\n```md\n::props{of="Dialog"}\n```'), () => []);
    expect(parsed.page?.propsTables).toEqual([{ line: 8, column: 1, of: 'Button' }]);
  });

  it('tabulates name, type, default, required and description, with `code` in descriptions', () => {
    const table = propsTable([
      { name: 'size', type: "'small' | 'large'", defaultValue: "'small'", required: false, description: 'Height; see `size`.' },
      { name: 'label', type: 'string', defaultValue: null, required: true, description: '' },
    ]);
    const rows = table.type === 'element' ? table.children.flatMap((part) => (part.type === 'element' ? part.children : [])) : [];
    const cells = rows.map((row) => (row.type === 'element' ? row.children.map(textOf) : []));
    expect(cells).toEqual([
      ['Name', 'Type', 'Default', 'Required', 'Description'],
      ['size', "'small'\u00a0| 'large'", "'small'", 'No', 'Height; see size.'],
      ['label', 'string', '—', 'Yes', ''],
    ]);
  });

  it('writes a union type as one code span per member, each `|` glued to the member before it, and a signature word by word', () => {
    const table = propsTable([
      { name: 'variant', type: "'primary' | 'secondary' | (() => 'a' | 'b')", defaultValue: null, required: false, description: '' },
    ]);
    const typeCell = table.type === 'element' ? JSON.stringify(table.children[1]) : '';
    const cell = JSON.parse(typeCell).children[0].children[1] as ContentNode;
    expect(cell.type === 'element' ? cell.children : []).toEqual([
      { type: 'element', tag: 'code', children: [{ type: 'text', value: "'primary'" }] },
      { type: 'text', value: '\u00a0| ' },
      { type: 'element', tag: 'code', children: [{ type: 'text', value: "'secondary'" }] },
      { type: 'text', value: '\u00a0| ' },
      { type: 'element', tag: 'code', children: [{ type: 'text', value: '(()\u00a0=>' }] },
      { type: 'text', value: ' ' },
      { type: 'element', tag: 'code', children: [{ type: 'text', value: "'a'\u00a0|" }] },
      { type: 'text', value: ' ' },
      { type: 'element', tag: 'code', children: [{ type: 'text', value: "'b')" }] },
    ]);
  });

  it('strikes a deprecated prop through and leads its description with the replacement', () => {
    const table = propsTable([
      {
        name: 'kind',
        type: "'a' | 'b'",
        defaultValue: null,
        required: false,
        description: 'The old name.',
        deprecated: 'Use `variant` instead.',
      },
      { name: 'tone', type: 'string', defaultValue: null, required: false, description: '', deprecated: '' },
    ]);
    const body = table.type === 'element' ? table.children[1] : undefined;
    const rows = body?.type === 'element' ? body.children : [];
    const [kind, tone] = rows.map((row) => (row.type === 'element' ? row.children : []));
    expect(kind?.[0]).toMatchObject({
      children: [{ type: 'element', tag: 'del', children: [{ tag: 'code', children: [{ value: 'kind' }] }] }],
    });
    expect(kind?.[4] ? textOf(kind[4]) : '').toBe('Deprecated: use variant instead. The old name.');
    expect(tone?.[4] ? textOf(tone[4]) : '').toBe('Deprecated.');
  });
});
