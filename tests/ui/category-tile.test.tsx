// @vitest-environment happy-dom
import { CategoryTile } from '@harbor/react';
import { describe, expect, it } from 'vitest';
import { render, screen } from './support/dom';

describe('CategoryTile', () => {
  it('is one link named by the category and its count, with a decorative picture', () => {
    render(<CategoryTile title="Kaffeemaschinen" href="/de/kaffee" count={1234} image={{ src: '/k.jpg' }} size="large" />);
    const link = screen.getByRole('link', { name: /Kaffeemaschinen/ });
    expect(link.getAttribute('href')).toBe('/de/kaffee');
    expect(link.textContent).toContain("1'234 Produkte");
    expect(link.className).toContain('hb-category-tile--large');
    expect(link.querySelector('img')?.getAttribute('alt')).toBe('');
  });
});
