// @vitest-environment happy-dom
import { Label } from '@harbor/react';
import { describe, expect, it } from 'vitest';
import { render } from './support/dom';

describe('Label', () => {
  it('shows its text with the variant and size classes', () => {
    const { container } = render(
      <Label variant="new" size="medium">
        Neu
      </Label>,
    );
    const label = container.querySelector('.hb-label');
    expect(label?.textContent).toBe('Neu');
    expect(label?.className).toContain('hb-label--new');
    expect(label?.className).toContain('hb-label--medium');
  });

  it('accessibleText replaces the visible symbol for screen readers', () => {
    const { container } = render(<Label accessibleText="20 Prozent Rabatt">-20%</Label>);
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('-20%');
    expect(container.querySelector('.hb-visually-hidden')?.textContent).toBe('20 Prozent Rabatt');
  });
});
