// @vitest-environment happy-dom
import { Badge, Icon } from '@harbor/react';
import { describe, expect, it } from 'vitest';
import { render, screen } from './support/dom';

describe('Badge', () => {
  it('caps the count at max+ and reads its label instead', () => {
    const { container } = render(
      <Badge count={120} label="120 Artikel im Warenkorb">
        <Icon name="cart" />
      </Badge>,
    );
    expect(container.querySelector('.hb-badge')?.textContent).toBe('99+');
    expect(container.querySelector('.hb-badge')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('120 Artikel im Warenkorb')).toBeTruthy();
  });

  it('hides a zero count unless showZero, and a dot has no number', () => {
    const zero = render(<Badge count={0}>x</Badge>);
    expect(zero.container.querySelector('.hb-badge')).toBeNull();
    const shown = render(
      <Badge count={0} showZero>
        x
      </Badge>,
    );
    expect(shown.container.querySelector('.hb-badge')?.textContent).toBe('0');
    const dot = render(
      <Badge dot count={5} variant="neutral">
        x
      </Badge>,
    );
    expect(dot.container.querySelector('.hb-badge--dot.hb-badge--neutral')?.textContent).toBe('');
  });
});
