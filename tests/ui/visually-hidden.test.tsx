// @vitest-environment happy-dom
import { VisuallyHidden } from '@harbor/react';
import { describe, expect, it } from 'vitest';
import { render } from './support/dom';

describe('VisuallyHidden', () => {
  it('keeps its text in the DOM with the hiding class', () => {
    const { container } = render(<VisuallyHidden>statt</VisuallyHidden>);
    expect(container.firstElementChild?.className).toBe('hb-visually-hidden');
    const heading = render(
      <VisuallyHidden as="h2" focusable>
        Filter
      </VisuallyHidden>,
    );
    expect(heading.container.querySelector('h2')?.className).toContain('hb-visually-hidden--focusable');
    expect(container.textContent).toBe('statt');
  });
});
