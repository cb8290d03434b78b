// @vitest-environment happy-dom
import { Selector } from '@harbor/react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from './support/dom';

const storage = [
  { value: '128', label: '128 GB' },
  { value: '256', label: '256 GB', priceDifference: '+ CHF 120.–' },
  { value: '512', label: '512 GB', unavailable: true },
  { value: '1tb', label: '1 TB', disabled: true },
];

describe('Selector', () => {
  it('is a group of radios whose legend shows the chosen option', () => {
    render(<Selector label="Speicher" options={storage} defaultValue="256" />);
    expect(screen.getByRole('group', { name: 'Speicher: 256 GB' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: /256 GB/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('selecting a tile reports its value and updates the legend', () => {
    const onChange = vi.fn();
    render(<Selector label="Speicher" options={storage} onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: /128 GB/ }));
    expect(onChange.mock.calls[0]?.[0]).toBe('128');
    expect(screen.getByRole('group', { name: 'Speicher: 128 GB' })).toBeTruthy();
  });

  it('describes unavailable tiles and disables impossible ones', () => {
    render(<Selector label="Speicher" options={storage} unavailableLabel="ausverkauft" />);
    const sold = screen.getByRole('radio', { name: /512 GB/ });
    expect(document.getElementById(sold.getAttribute('aria-describedby') ?? '')?.textContent).toBe('ausverkauft');
    expect((screen.getByRole('radio', { name: /1 TB/ }) as HTMLInputElement).disabled).toBe(true);
  });

  it('swatch tiles keep the colour name as the accessible name', () => {
    render(<Selector label="Farbe" variant="swatch" options={[{ value: 'blue', label: 'Blau', swatch: '#0a5c8c' }]} />);
    expect(screen.getByRole('radio', { name: 'Blau' })).toBeTruthy();
  });
});
