// @vitest-environment happy-dom
import { RemainingGauge, gaugeLevel } from '@harbor/react';
import { describe, expect, it } from 'vitest';
import { render, screen } from './support/dom';

describe('RemainingGauge', () => {
  it('is a meter with its text as label and value text', () => {
    render(<RemainingGauge value={37} max={200} label={(value) => `Noch ${value} von 200 Stück`} />);
    const meter = screen.getByRole('meter', { name: 'Noch 37 von 200 Stück' });
    expect(meter.getAttribute('aria-valuetext')).toBe('Noch 37 von 200 Stück');
    expect(meter.getAttribute('value')).toBe('37');
  });

  it('levels follow the thresholds', () => {
    const thresholds = { low: 0.5, almostGone: 0.1 };
    expect(gaugeLevel(150, 200, thresholds)).toBe('plenty');
    expect(gaugeLevel(80, 200, thresholds)).toBe('low');
    expect(gaugeLevel(10, 200, thresholds)).toBe('almost-gone');
    expect(gaugeLevel(5, 0, thresholds)).toBe('almost-gone');
  });
});
