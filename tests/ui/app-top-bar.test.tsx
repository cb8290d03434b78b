// @vitest-environment happy-dom
import { AppTopBar, Button } from '@harbor/react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from './support/dom';

describe('AppTopBar', () => {
  it('is a banner with the title as h1, a named back button and actions', () => {
    const onBack = vi.fn();
    render(<AppTopBar title="Warenkorb" onBack={onBack} actions={<Button variant="tertiary">Bearbeiten</Button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Bearbeiten' })).toBeTruthy();
  });

  it('flow has a close button; progress shows a named progress bar', () => {
    render(<AppTopBar variant="flow" progress={0.5} />);
    expect(screen.getByRole('button', { name: 'Schliessen' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Fortschritt' }).getAttribute('value')).toBe('0.5');
  });
});
