// @vitest-environment happy-dom
import { ImageLightbox } from '@harbor/react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from './support/dom';

const images = [
  { src: '/a.jpg', alt: 'Vorderseite', caption: 'Front' },
  { src: '/b.jpg', alt: 'Rückseite' },
];

describe('ImageLightbox', () => {
  it('is a dialog named by its label showing the current picture', async () => {
    render(<ImageLightbox label="Produktbilder" images={images} defaultOpen />);
    expect(await screen.findByRole('dialog', { name: 'Produktbilder' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Vorderseite' })).toBeTruthy();
    expect(screen.getByText('Front')).toBeTruthy();
  });

  it('next, arrow keys and zoom steps', async () => {
    const onChange = vi.fn();
    render(<ImageLightbox label="Bilder" images={images} defaultOpen onChange={onChange} maxZoom={2} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Nächstes Bild' }));
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(onChange.mock.calls.map((call) => call[0])).toEqual([1, 0]);
    fireEvent.click(screen.getByRole('button', { name: 'Vergrössern' }));
    expect((screen.getByRole('button', { name: 'Vergrössern' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
