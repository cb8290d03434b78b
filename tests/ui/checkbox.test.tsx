// @vitest-environment happy-dom
import { Checkbox, CheckboxGroup } from '@harbor/react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from './support/dom';

describe('Checkbox', () => {
  it('is a labelled native checkbox described by its description', () => {
    render(<Checkbox label="Newsletter abonnieren" description="Einmal pro Woche" />);
    const box = screen.getByRole('checkbox', { name: 'Newsletter abonnieren' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Einmal pro Woche');
  });

  it('toggles and reports the new state', () => {
    const onChange = vi.fn();
    render(<Checkbox label="AGB akzeptieren" onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(onChange.mock.calls[0]?.[0]).toBe(true);
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it('shows the mixed state until the next toggle', () => {
    render(<Checkbox label="Alle" indeterminate />);
    const box = screen.getByRole('checkbox') as HTMLInputElement;
    expect(box.indeterminate).toBe(true);
    fireEvent.click(box);
    expect(box.indeterminate).toBe(false);
  });
});

describe('CheckboxGroup', () => {
  it('is a fieldset named by its legend that owns the checked values', () => {
    const onChange = vi.fn();
    render(
      <CheckboxGroup label="Marke" name="brand" defaultValue={['bosch']} onChange={onChange}>
        <Checkbox value="bosch" label="Bosch" />
        <Checkbox value="miele" label="Miele" />
      </CheckboxGroup>,
    );
    expect(screen.getByRole('group', { name: 'Marke' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Bosch' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Miele' }));
    expect(onChange.mock.calls[0]?.[0]).toEqual(['bosch', 'miele']);
    expect(screen.getByRole('checkbox', { name: 'Miele' }).getAttribute('name')).toBe('brand');
  });
});
