/**
 * docs/performance.md, "Click to paint": an article opened by a link renders its first screen in the click's
 * frame and the rest after (viewer/article/first-screen.ts). The cut comes before a heading once the nodes before
 * it weigh enough to fill a screen, so a section or a Do and Don't pair never splits; without a later heading the
 * article renders whole.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContentNode } from '../../../core/bundle';
import { FIRST_SCREEN_WEIGHT, firstScreenCount } from '../../../viewer/article/first-screen';

const text = (value: string): ContentNode => ({ type: 'text', value });
const heading = (id: string): ContentNode => ({ type: 'heading', level: 2, id, children: [text(id)] });
const paragraph = (words: number): ContentNode => ({
  type: 'element',
  tag: 'p',
  children: Array.from({ length: words }, (_, index) => ({ type: 'element', tag: 'code', children: [text(`w${index}`)] }) as ContentNode),
});
const example = (id: string, verdict?: 'do' | 'dont'): ContentNode =>
  ({
    type: 'example',
    id,
    code: '<Button />',
    lines: [],
    ...(verdict === undefined ? {} : { verdict: { kind: verdict, why: id } }),
  }) as ContentNode;

describe('the first screen of an article opened by a link', () => {
  it('ends before the first heading once the nodes before it weigh a screen', () => {
    // Weights 20, 11, 1, 21, 11: the budget of 60 is reached in the second section, which ends before 'two'.
    const nodes = [
      example('a'),
      paragraph(10),
      heading('one'),
      paragraph(20),
      paragraph(10),
      heading('two'),
      paragraph(4),
      heading('three'),
    ];
    expect(firstScreenCount(nodes)).toBe(5);
  });

  it('keeps a Do and Don\u2019t pair together and renders an article with no later heading whole', () => {
    const pair = [heading('usage'), example('do', 'do'), text('\n'), example('dont', 'dont'), example('more', 'do'), paragraph(30)];
    expect(firstScreenCount(pair)).toBe(pair.length);
    expect(firstScreenCount([])).toBe(0);
    expect(firstScreenCount([paragraph(200)])).toBe(1);
  });

  it('for any article: at least one node, never more than there are, a cut only before a heading after a full screen', () => {
    const node: fc.Arbitrary<ContentNode> = fc.oneof(
      fc.string({ maxLength: 4 }).map(heading),
      fc.integer({ min: 0, max: 40 }).map(paragraph),
      fc.tuple(fc.string({ maxLength: 4 }), fc.constantFrom(undefined, 'do', 'dont')).map(([id, verdict]) => example(id, verdict)),
      fc.string({ maxLength: 3 }).map(text),
      fc
        .array(fc.array(fc.constant({ content: 'x' }), { maxLength: 3 }), { maxLength: 30 })
        .map((lines) => ({ type: 'code', lang: 'tsx', code: '', lines }) as ContentNode),
    );
    fc.assert(
      fc.property(fc.array(node, { maxLength: 60 }), (nodes) => {
        const count = firstScreenCount(nodes);
        expect(count).toBeGreaterThanOrEqual(Math.min(1, nodes.length));
        expect(count).toBeLessThanOrEqual(nodes.length);
        if (count < nodes.length) {
          expect(nodes[count]?.type).toBe('heading');
          // The nodes before the cut hold more than a budget's worth of content: at least as many elements.
          expect(JSON.stringify(nodes.slice(0, count)).length).toBeGreaterThan(FIRST_SCREEN_WEIGHT);
        }
      }),
    );
  });
});
