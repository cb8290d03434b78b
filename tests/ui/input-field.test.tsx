// @vitest-environment happy-dom
import { Button, HelpText, InputField } from '@harbor/react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from './support/dom';

describe('InputField', () => {
  it('labels the input and describes it with its help text', () => {
    render(<InputField label="Postleitzahl" helpText="4 Ziffern" />);
    const input = screen.getByRole('textbox', { name: 'Postleitzahl' });
    expect(input).toHaveProperty('type', 'text');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('4 Ziffern');
  });

  it('while invalid, the error replaces the help text in aria-describedby and aria-invalid is set', () => {
    render(
      <InputField
        label="E-Mail"
        type="email"
        helpText="Für die Bestätigung"
        errorText="Bitte eine gültige E-Mail-Adresse eingeben"
        invalid
      />,
    );
    const input = screen.getByRole('textbox', { name: 'E-Mail' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Bitte eine gültige E-Mail-Adresse eingeben']);
    expect(screen.queryByText('Für die Bestätigung')).toBeNull();
  });

  it('reports every change with the new value, and shows a counter against maxLength', () => {
    const onChange = vi.fn();
    render(<InputField label="Nachricht" multiline maxLength={500} showCounter onChange={onChange} />);
    const area = screen.getByRole('textbox', { name: 'Nachricht' });
    expect(area.tagName).toBe('TEXTAREA');
    fireEvent.change(area, { target: { value: 'Hallo' } });
    expect(onChange.mock.calls[0]?.[0]).toBe('Hallo');
    expect(screen.getByText('5 / 500')).toBeTruthy();
  });

  it('marks optional fields in the label and renders prefix, suffix and action', () => {
    render(<InputField label="Firma" optional prefix="CHF" suffix="cm" action={<Button variant="tertiary">Prüfen</Button>} />);
    expect(screen.getByRole('textbox', { name: 'Firma (optional)' })).toBeTruthy();
    expect(screen.getByText('CHF')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prüfen' })).toBeTruthy();
  });
});

describe('HelpText', () => {
  it('carries the id a control references and its variant', () => {
    render(
      <HelpText id="hint" variant="error">
        Pflichtfeld
      </HelpText>,
    );
    const hint = document.getElementById('hint');
    expect(hint?.textContent).toBe('Pflichtfeld');
    expect(hint?.className).toContain('hb-help-text--error');
  });
});
