// @vitest-environment happy-dom
import { CollapsibleOption, CollapsibleOptionGroup, InputField } from '@harbor/react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from './support/dom';

describe('CollapsibleOptionGroup', () => {
  it('is a fieldset of radios; the chosen option shows its panel', () => {
    const onChange = vi.fn();
    render(
      <CollapsibleOptionGroup label="Lieferart" defaultValue="post" onChange={onChange}>
        <CollapsibleOption value="post" label="Post" description="2–3 Werktage" meta="CHF 5.–" />
        <CollapsibleOption value="pickup" label="Abholung">
          <InputField label="Filiale" />
        </CollapsibleOption>
      </CollapsibleOptionGroup>,
    );
    expect(screen.getByRole('group', { name: 'Lieferart' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Post/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Filiale' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Abholung/ }));
    expect(onChange.mock.calls[0]?.[0]).toBe('pickup');
    expect(screen.getByRole('textbox', { name: 'Filiale' })).toBeTruthy();
  });

  it('multiple uses checkboxes and reports a list', () => {
    const onChange = vi.fn();
    render(
      <CollapsibleOptionGroup label="Extras" type="multiple" onChange={onChange}>
        <CollapsibleOption value="install" label="Montage" />
        <CollapsibleOption value="recycle" label="Altgerät entsorgen" />
      </CollapsibleOptionGroup>,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /Montage/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Altgerät/ }));
    expect(onChange.mock.calls[1]?.[0]).toEqual(['install', 'recycle']);
  });
});
