// @vitest-environment happy-dom
import { Button, Popover } from '@harbor/react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from './support/dom';

describe('Popover', () => {
  it('opens from its trigger as a dialog named by its title, with a close button', async () => {
    render(
      <Popover title="Lieferzeit" trigger={<Button variant="tertiary">Info</Button>} closeLabel="Schliessen">
        2–3 Werktage
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Info' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Lieferzeit' });
    expect(panel.textContent).toContain('2–3 Werktage');
    expect(screen.getByRole('button', { name: 'Schliessen' })).toBeTruthy();
  });

  it('without a title, the trigger names the panel', async () => {
    render(
      <Popover trigger={<Button>Energieetikette</Button>} defaultOpen>
        Klasse B
      </Popover>,
    );
    expect(await screen.findByRole('dialog', { name: 'Energieetikette' })).toBeTruthy();
  });

  it('Escape closes it and reports the change', async () => {
    const onOpenChange = vi.fn();
    render(
      <Popover trigger={<Button>Info</Button>} defaultOpen onOpenChange={onOpenChange}>
        Text
      </Popover>,
    );
    const panel = await screen.findByRole('dialog');
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('size sets the width class', async () => {
    render(
      <Popover trigger={<Button>Info</Button>} defaultOpen size="large">
        Text
      </Popover>,
    );
    expect((await screen.findByRole('dialog')).className).toContain('hb-popover--large');
  });
});
