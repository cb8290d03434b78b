// @vitest-environment happy-dom
import { Button, Tooltip } from '@harbor/react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from './support/dom';

describe('Tooltip', () => {
  it('opens on keyboard focus at once and describes its trigger', async () => {
    render(
      <Tooltip content="Link kopieren">
        <Button variant="secondary">Teilen</Button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Teilen' });
    fireEvent.focus(trigger);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Link kopieren');
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);
  });

  it('Escape closes it and reports the change', async () => {
    const onOpenChange = vi.fn();
    render(
      <Tooltip content="Link kopieren" defaultOpen onOpenChange={onOpenChange}>
        <Button>Teilen</Button>
      </Tooltip>,
    );
    await screen.findByRole('tooltip');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('labelsTrigger makes the text the accessible name of an icon-only trigger', () => {
    render(
      <Tooltip content="Teilen" labelsTrigger>
        <Button icon={<svg />} />
      </Tooltip>,
    );
    expect(screen.getByRole('button', { name: 'Teilen' })).toBeTruthy();
  });

  it('disabled renders the trigger alone, with no tooltip on focus', () => {
    render(
      <Tooltip content="Teilen" disabled>
        <Button>Teilen</Button>
      </Tooltip>,
    );
    fireEvent.focus(screen.getByRole('button'));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByRole('button').getAttribute('data-state')).toBeNull();
  });
});
