// @vitest-environment happy-dom
import { ProductTypeTileGrid } from '@harbor/react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from './support/dom';

const items = Array.from({ length: 14 }, (_, index) => ({ id: String(index), title: `Typ ${index + 1}`, href: `/t/${index}` }));

describe('ProductTypeTileGrid', () => {
  it('is a section named by its heading with one link per type', () => {
    render(<ProductTypeTileGrid items={items} heading="Kaffeemaschinen-Typen" headingLevel={3} />);
    expect(screen.getByRole('region', { name: 'Kaffeemaschinen-Typen' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3 })).toBeTruthy();
    expect(screen.getAllByRole('link').length).toBe(14);
  });

  it('the show-more toggle controls the list and reports the change', () => {
    const onExpandedChange = vi.fn();
    render(<ProductTypeTileGrid items={items} onExpandedChange={onExpandedChange} />);
    const toggle = screen.getByRole('button', { name: 'Alle anzeigen' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(onExpandedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Weniger anzeigen' }).getAttribute('aria-controls')).toBe(screen.getByRole('list').id);
  });
});
