// @vitest-environment happy-dom
import { Chip, ChipGroup } from '@harbor/react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from './support/dom';

describe('Chip', () => {
  it('a filter chip is a toggle button with aria-pressed and its count', () => {
    const onChange = vi.fn();
    render(
      <Chip count={128} onChange={onChange}>
        Sale
      </Chip>,
    );
    const chip = screen.getByRole('button', { name: 'Sale (128)' });
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(chip);
    expect(onChange.mock.calls[0]?.[0]).toBe(true);
    expect(chip.getAttribute('aria-pressed')).toBe('true');
  });

  it('an input chip is removed by its named button or by Delete', () => {
    const onRemove = vi.fn();
    render(
      <Chip variant="input" onRemove={onRemove}>
        Bosch
      </Chip>,
    );
    const remove = screen.getByRole('button', { name: 'Bosch entfernen' });
    fireEvent.click(remove);
    fireEvent.keyDown(remove, { key: 'Delete' });
    expect(onRemove).toHaveBeenCalledTimes(2);
  });
});

describe('ChipGroup', () => {
  it('is a named group that owns the selection', () => {
    const onChange = vi.fn();
    render(
      <ChipGroup label="Schnellfilter" defaultValue={['sale']} onChange={onChange}>
        <Chip value="sale">Sale</Chip>
        <Chip value="new">Neu</Chip>
      </ChipGroup>,
    );
    expect(screen.getByRole('group', { name: 'Schnellfilter' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sale' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Neu' }));
    expect(onChange.mock.calls[0]?.[0]).toEqual(['sale', 'new']);
  });
});
