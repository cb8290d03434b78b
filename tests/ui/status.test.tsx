// @vitest-environment happy-dom
import { Status } from '@harbor/react';
import { describe, expect, it } from 'vitest';
import { render, screen } from './support/dom';

describe('Status', () => {
  it('shows text and description with the variant colour', () => {
    const { container } = render(
      <Status variant="success" description="Morgen geliefert">
        An Lager
      </Status>,
    );
    expect(container.textContent).toBe('An LagerMorgen geliefert');
    expect(container.firstElementChild?.className).toContain('hb-status--success');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('live makes it a polite status region', () => {
    render(<Status live>Wird verpackt</Status>);
    expect(screen.getByRole('status').textContent).toBe('Wird verpackt');
  });
});
