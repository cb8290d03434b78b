// @vitest-environment happy-dom
import { ImageStage } from '@harbor/react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from './support/dom';

const media = [
  { type: 'image' as const, src: '/a.jpg', alt: 'Vorderseite' },
  { type: 'image' as const, src: '/b.jpg', alt: 'Rückseite' },
];

describe('ImageStage', () => {
  it('is a named region with the current picture, navigation and thumbnails', () => {
    const onChange = vi.fn();
    render(<ImageStage label="Produktbilder" media={media} onChange={onChange} />);
    expect(screen.getByRole('region', { name: 'Produktbilder' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vorderseite, vergrössern' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nächstes Bild' }));
    expect(onChange).toHaveBeenCalledWith(1);
    expect(screen.getByRole('list', { name: 'Produktbilder: Vorschaubilder' })).toBeTruthy();
  });

  it('opens the lightbox from the picture', async () => {
    render(<ImageStage label="Produktbilder" media={media} />);
    fireEvent.click(screen.getByRole('button', { name: 'Vorderseite, vergrössern' }));
    expect(await screen.findByRole('dialog', { name: 'Produktbilder' })).toBeTruthy();
  });

  it('compact has no thumbnails', () => {
    render(<ImageStage label="Bilder" media={media} variant="compact" />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
