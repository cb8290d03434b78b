/**
 * The guess of what the TypeScript step will be asked (component-types-guess.ts, docs/performance.md Builds): a
 * guess that asks the same lets the check start before the parse, so two requests must compare as the check sees
 * them, and an answer to the guess must read as an answer to the request.
 */
import { describe, expect, it } from 'vitest';
import type { ComponentTypes } from '../../site-build/component-types';
import { guessLiveInputs, sameLiveInputs, typesInRequestOrder } from '../../site-build/component-types-guess';
import { exampleId } from '../../site-build/example-fence';

const example = (code: string) => ({ id: exampleId(code), code });

describe('the guessed TypeScript request', () => {
  it('names each example as the parse names it, by a hash of its code, in the order written', () => {
    const text = 'Intro.\n\n```tsx example\nconst b = 2;\n```\n\n::props{of="Button"}\n\n```tsx example title="A"\nconst a = 1;\n```\n';
    expect(
      guessLiveInputs([
        { path: 'components/button/code.md', text },
        { path: 'a.md', text: 'No examples.' },
      ]),
    ).toEqual({
      examples: [example('const b = 2;'), example('const a = 1;')],
      components: ['Button'],
    });
  });

  it('asks the same whatever the order and repeats of its examples and components, and not when any code or name differs', () => {
    const asked = { examples: [example('a'), example('b')], components: ['Button', 'Dialog'] };
    expect(
      sameLiveInputs(asked, { examples: [example('b'), example('a'), example('b')], components: ['Dialog', 'Button', 'Button'] }),
    ).toBe(true);
    expect(sameLiveInputs(asked, { examples: [example('a'), example('b ')], components: ['Button', 'Dialog'] })).toBe(false);
    expect(sameLiveInputs(asked, { examples: [example('a'), example('b'), example('c')], components: ['Button', 'Dialog'] })).toBe(false);
    expect(sameLiveInputs(asked, { examples: [example('a'), example('b')], components: ['Button'] })).toBe(false);
  });

  it('gives the answer to the guess in the order of the request, so the output does not depend on the guess', () => {
    const problem = { line: 1, column: 1, message: 'x' };
    const types: ComponentTypes = {
      exampleProblems: new Map([
        ['ex-b', [problem]],
        ['ex-a', []],
      ]),
      props: new Map([
        ['Dialog', []],
        ['Button', []],
      ]),
      exports: ['Button', 'Dialog'],
      components: [],
    };
    const ordered = typesInRequestOrder(types, {
      examples: [
        { id: 'ex-a', code: 'a' },
        { id: 'ex-b', code: 'b' },
      ],
      components: ['Button', 'Dialog', 'Button'],
    });
    expect([...ordered.exampleProblems]).toEqual([
      ['ex-a', []],
      ['ex-b', [problem]],
    ]);
    expect([...ordered.props.keys()]).toEqual(['Button', 'Dialog']);
    expect(ordered.exports).toEqual(['Button', 'Dialog']);
  });
});
