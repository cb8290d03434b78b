// @vitest-environment happy-dom
import { EnergyLabel } from '@harbor/react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from './support/dom';

describe('EnergyLabel', () => {
  it('is a button named by class and scale that opens the label image', async () => {
    render(<EnergyLabel rating="B" labelImage={{ src: '/l.png', alt: 'Energieetikette Kühlschrank' }} datasheetUrl="/d.pdf" />);
    fireEvent.click(screen.getByRole('button', { name: 'Energieeffizienzklasse B, Skala A bis G' }));
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
