// @vitest-environment happy-dom
import { EnergyLabel } from '@harbor/react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from './support/dom';

describe('EnergyLabel', () => {
  it('is a button named by its content (class letter and scale) that opens the label image', async () => {
    render(<EnergyLabel rating="B" labelImage={{ src: '/l.png', alt: 'Energieetikette Kühlschrank' }} datasheetUrl="/d.pdf" />);
    // Named by its content, so the visible letter is part of the name (WCAG 2.2 SC 2.5.3); as Chromium computes it,
    // the visually hidden comma is positioned, so a space comes before it.
    const button = screen.getByRole('button', { name: 'Energieeffizienzklasse B , Skala A bis G' });
    expect(button.getAttribute('aria-label')).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByRole('img', { name: 'Energieetikette Kühlschrank' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Produktdatenblatt' }).getAttribute('href')).toBe('/d.pdf');
  });

  it('without a label image it is an image, and onMissingLabel is told once', () => {
    const onMissingLabel = vi.fn();
    render(<EnergyLabel rating="D" size="large" onMissingLabel={onMissingLabel} />);
    expect(screen.getByRole('img', { name: 'Energieeffizienzklasse D, Skala A bis G' })).toBeTruthy();
    expect(onMissingLabel).toHaveBeenCalledWith('D');
  });
});
