// @vitest-environment happy-dom
import { VisuallyHidden } from '@harbor/react';
import { describe, expect, it } from 'vitest';
import { render } from './support/dom';

describe('VisuallyHidden', () => {
  it('keeps its text in the DOM with the hiding class', () => {
    const { container } = render(<VisuallyHidden>statt</VisuallyHidden>);
    expect(container.firstElementChild?.className).toBe('hb-visually-hidden');
    expect(container.textContent).toBe('statt');
  });
});
