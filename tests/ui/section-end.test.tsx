// @vitest-environment happy-dom
import { SectionEnd } from '@harbor/react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from './support/dom';

describe('SectionEnd', () => {
  it('link variant is a link to the full list', () => {
    render(<SectionEnd label="Alle Angebote" href="/de/angebote" />);
    expect(screen.getByRole('link', { name: 'Alle Angebote' }).getAttribute('href')).toBe('/de/angebote');
  });

  it('load-more shows progress, is busy while the returned promise runs, and hides when all are shown', async () => {
    let finish: () => void = () => {};
    const onLoadMore = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { rerender } = render(<SectionEnd variant="load-more" label="Mehr laden" shown={24} total={120} onLoadMore={onLoadMore} />);
    expect(screen.getByText('24 von 120 Artikeln')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mehr laden' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mehr laden' }).getAttribute('aria-busy')).toBe('true'));
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mehr laden' }).getAttribute('aria-busy')).toBeNull());
    rerender(<SectionEnd variant="load-more" label="Mehr laden" shown={120} total={120} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('expand toggles aria-expanded and its label', () => {
    render(<SectionEnd variant="expand" label="Alle Daten" collapseLabel="Weniger Daten" controls="specs" />);
    const button = screen.getByRole('button', { name: 'Alle Daten' });
    expect(button.getAttribute('aria-controls')).toBe('specs');
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Weniger Daten' }).getAttribute('aria-expanded')).toBe('true');
  });
});
