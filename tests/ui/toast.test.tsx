// @vitest-environment happy-dom
import { Button, Toast, ToastProvider, useToast } from '@harbor/react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from './support/dom';

function AddToCart() {
  const toast = useToast();
  return (
    <Button onClick={() => toast.show({ id: 'cart', message: 'Zum Warenkorb hinzugefügt', variant: 'success' })}>In den Warenkorb</Button>
  );
}

describe('Toast', () => {
  it('useToast().show puts the message in the labelled notifications region', async () => {
    render(
      <ToastProvider label="Benachrichtigungen">
        <AddToCart />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    const region = screen.getByRole('region', { name: /Benachrichtigungen/ });
    expect((await within(region).findByText('Zum Warenkorb hinzugefügt')).closest('.hb-toast')?.className).toContain('hb-toast--success');
  });

  it('is announced through a live region', async () => {
    render(
      <ToastProvider>
        <AddToCart />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => {
      const live = screen.getAllByRole('status').filter((node) => node.getAttribute('aria-live') === 'polite');
      expect(live.map((node) => node.textContent)).toContain('Notifications Zum Warenkorb hinzugefügt');
    });
  });

  it('the same id merges into one toast with a counter', async () => {
    render(
      <ToastProvider>
        <AddToCart />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button'));
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    const toasts = document.querySelectorAll('.hb-toast');
    expect(toasts.length).toBe(1);
    expect(toasts[0]?.textContent).toContain('×2');
  });

  it('a controlled Toast shows its action and closes through onOpenChange', () => {
    const onOpenChange = vi.fn();
    const undo = vi.fn();
    render(
      <ToastProvider>
        <Toast
          open
          onOpenChange={onOpenChange}
          message="Artikel entfernt"
          action={{ label: 'Rückgängig', onClick: undo }}
          closeLabel="Schliessen"
        />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rückgängig' }));
    expect(undo).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Schliessen' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('useToast outside a provider fails with a clear message', () => {
    expect(() => render(<AddToCart />)).toThrow(/needs a <ToastProvider>/);
  });
});
