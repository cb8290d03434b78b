// @vitest-environment happy-dom
import { Alert, Button } from '@harbor/react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from './support/dom';

describe('Alert', () => {
  it('reads a variant prefix before the message and shows title and action', () => {
    render(
      <Alert variant="error" title="Zahlung fehlgeschlagen" action={<Button variant="tertiary">Erneut versuchen</Button>}>
        Die Karte wurde abgelehnt.
      </Alert>,
    );
    expect(screen.getByText('Fehler:')).toBeTruthy();
    expect(screen.getByText('Zahlung fehlgeschlagen')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });

  it('once mounted, an error alert is an assertive alert and an info alert a polite status', () => {
    render(
      <>
        <Alert variant="error">A</Alert>
        <Alert variant="info">B</Alert>
        <Alert variant="info" announce="off">
          C
        </Alert>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain('A');
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toEqual(['Information: B']);
  });

  it('the close button hides it and calls onDismiss', () => {
    const onDismiss = vi.fn();
    render(
      <Alert dismissible onDismiss={onDismiss} closeLabel="Schliessen">
        Gespeichert
      </Alert>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Schliessen' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Gespeichert')).toBeNull();
  });
});
