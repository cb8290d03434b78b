// @vitest-environment happy-dom
import { Illustration, illustrationNames } from '@harbor/react';
import { describe, expect, it } from 'vitest';
import { render, screen } from './support/dom';

describe('Illustration', () => {
  it('with a title it is an image named by it, at the size asked for', () => {
    render(<Illustration name="return-parcel" size="small" title="Retoure erfasst" />);
    const svg = screen.getByRole('img', { name: 'Retoure erfasst' });
    expect(svg.getAttribute('width')).toBe('96');
  });

  it('without a title it is decorative', () => {
    const { container } = render(<Illustration name="empty-cart" />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('the library holds the names the content documents', () => {
    expect(illustrationNames).toEqual(expect.arrayContaining(['empty-cart', 'search-no-results', 'order-placed', 'page-not-found']));
  });
});
