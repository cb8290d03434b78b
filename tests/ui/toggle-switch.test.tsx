// @vitest-environment happy-dom
import { ToggleSwitch } from '@harbor/react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from './support/dom';

describe('ToggleSwitch', () => {
  it('is a switch named by its label and described by its description', () => {
    render(<ToggleSwitch label="Preisalarm" description="Per E-Mail, wenn der Preis sinkt" />);
    const control = screen.getByRole('switch', { name: 'Preisalarm' });
    expect(control.getAttribute('aria-checked')).toBe('false');
    expect(document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Per E-Mail, wenn der Preis sinkt');
  });

  it('flips and reports the new state', () => {
    const onChange = vi.fn();
    render(<ToggleSwitch label="Newsletter" onChange={onChange} />);
    fireEvent.click(screen.getByRole('switch'));
    expect(onChange.mock.calls[0]?.[0]).toBe(true);
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
  });

  it('while pending is busy and ignores input', () => {
    const onChange = vi.fn();
    render(<ToggleSwitch label="Newsletter" pending onChange={onChange} />);
    const control = screen.getByRole('switch');
    expect(control.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(control);
    expect(onChange).not.toHaveBeenCalled();
  });
});
