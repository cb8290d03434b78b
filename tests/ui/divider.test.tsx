// @vitest-environment happy-dom
import { Divider } from '@harbor/react';
import { describe, expect, it } from 'vitest';
import { render, screen } from './support/dom';

describe('Divider', () => {
  it('is a separator with its orientation, or nothing to assistive technology when decorative', () => {
    render(
      <>
        <Divider orientation="vertical" />
        <Divider decorative />
      </>,
    );
    expect(screen.getAllByRole('separator').map((node) => node.getAttribute('aria-orientation'))).toEqual(['vertical']);
  });

  it('shows a centred label and applies variant and spacing', () => {
    const { container } = render(<Divider label="oder" variant="strong" spacing="large" />);
    expect(screen.getByText('oder')).toBeTruthy();
    expect(container.firstElementChild?.className).toContain('hb-divider--strong');
    expect(container.firstElementChild?.className).toContain('hb-divider--spacing-large');
  });
});
