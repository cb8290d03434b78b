/**
 * Prop descriptions (docs/components.md, props tables; docs/playground.md):
 * `backticks` mark code, as in Markdown (core/components/description-parts.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { descriptionParts } from '../../../core/components/description-parts';

describe('prop description parts', () => {
  it('marks what backticks enclose as code', () => {
    expect(descriptionParts('Sets `aria-busy` while `loading`')).toEqual([
      { text: 'Sets ', isCode: false },
      { text: 'aria-busy', isCode: true },
      { text: ' while ', isCode: false },
      { text: 'loading', isCode: true },
    ]);
    expect(descriptionParts('')).toEqual([]);
    expect(descriptionParts('A lone ` opens code')).toEqual([
      { text: 'A lone ', isCode: false },
      { text: ' opens code', isCode: true },
    ]);
  });

  it('never throws, drops only the backticks, and leaves no empty part', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', ' ', '`', 'é', '😀') }), (description) => {
        const parts = descriptionParts(description);
        expect(parts.map((part) => part.text).join('')).toBe(description.replaceAll('`', ''));
        for (const part of parts) expect(part.text).not.toBe('');
        for (const part of parts) expect(part.text).not.toContain('`');
      }),
    );
  });
});
