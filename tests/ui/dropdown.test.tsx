// @vitest-environment happy-dom
import { Dropdown } from '@harbor/react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from './support/dom';

const options = [
  { value: 'relevance', label: 'Relevanz' },
  { value: 'price-asc', label: 'Preis aufsteigend' },
  { value: 'price-desc', label: 'Preis absteigend', disabled: true },
];

describe('Dropdown', () => {
  it('is a combobox named by its label, showing the placeholder and described by its help text', () => {
    render(<Dropdown label="Sortieren nach" options={options} placeholder="Bitte wählen" helpText="Gilt für alle Seiten" native={false} />);
    const trigger = screen.getByRole('combobox', { name: 'Sortieren nach' });
    expect(trigger.textContent).toContain('Bitte wählen');
    expect(document.getElementById(trigger.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Gilt für alle Seiten');
  });

  it('opens a listbox from the keyboard and reports the chosen value', async () => {
    const onChange = vi.fn();
    render(<Dropdown label="Sortieren nach" options={options} defaultValue="relevance" onChange={onChange} native={false} />);
    const trigger = screen.getByRole('combobox');
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: 'Preis aufsteigend' }));
    expect(onChange).toHaveBeenCalledWith('price-asc');
  });

  it('native renders a labelled <select> with the options and marks it invalid', () => {
    render(<Dropdown label="Land" options={options} native invalid errorText="Bitte wählen" />);
    const select = screen.getByRole('combobox', { name: 'Land' });
    expect(select.tagName).toBe('SELECT');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain('Preis aufsteigend');
  });
});
