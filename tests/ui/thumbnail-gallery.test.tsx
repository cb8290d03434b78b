// @vitest-environment happy-dom
import { ThumbnailGallery } from '@harbor/react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from './support/dom';

const items = [
  { src: '/a.jpg', alt: 'Vorderseite' },
  { src: '/b.jpg', alt: 'Rückseite' },
  { src: '/c.mp4', alt: 'Video', type: 'video' as const },
  { src: '/d.jpg', alt: 'Detail' },
];

describe('ThumbnailGallery', () => {
  it('is a named list of toggle buttons; the current one is pressed', () => {
    const onChange = vi.fn();
    render(<ThumbnailGallery label="Produktbilder" items={items} onChange={onChange} />);
    expect(screen.getByRole('list', { name: 'Produktbilder' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vorderseite' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Rückseite' }));
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it('arrow keys move focus; video thumbnails say so', () => {
    render(<ThumbnailGallery label="Bilder" items={items} />);
    const first = screen.getByRole('button', { name: 'Vorderseite' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rückseite' }));
    expect(screen.getByRole('button', { name: 'Video Video' })).toBeTruthy();
  });

  it('maxVisible replaces the rest with a named +N tile', () => {
    const onMoreClick = vi.fn();
    render(<ThumbnailGallery label="Bilder" items={items} maxVisible={3} onMoreClick={onMoreClick} />);
    fireEvent.click(screen.getByRole('button', { name: '2 weitere Bilder anzeigen' }));
    expect(onMoreClick).toHaveBeenCalledTimes(1);
  });
});
