// @vitest-environment happy-dom
import { Button, Dialog } from '@harbor/react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from './support/dom';

describe('Dialog', () => {
  it('its trigger announces a dialog popup and opens a dialog named by its title and described by its description', async () => {
    render(
      <Dialog title="Preisalarm einrichten" description="Wir melden uns per E-Mail." trigger={<Button>Preisalarm</Button>}>
        <p>Body</p>
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Preisalarm' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Preisalarm einrichten' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Wir melden uns per E-Mail.');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });

  it('closes with its close button named by closeLabel and reports it through onOpenChange', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog title="Grössentabelle" defaultOpen onOpenChange={onOpenChange} closeLabel="Schliessen">
        Tabelle
      </Dialog>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Schliessen' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('variant="alert" is an alertdialog without a close button', async () => {
    render(
      <Dialog title="Bestellung stornieren?" variant="alert" defaultOpen footer={<Button variant="danger">Stornieren</Button>}>
        Das kann nicht rückgängig gemacht werden.
      </Dialog>,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Bestellung stornieren?' });
    expect(dialog.querySelector('.hb-dialog__close')).toBeNull();
    expect(screen.getByRole('button', { name: 'Stornieren' })).toBeTruthy();
  });

  it('size sets the width class', async () => {
    render(
      <Dialog title="Details" size="large" open>
        x
      </Dialog>,
    );
    expect((await screen.findByRole('dialog')).className).toContain('hb-dialog--large');
  });
});
