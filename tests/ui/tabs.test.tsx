// @vitest-environment happy-dom
import { Tab, TabList, TabPanel, Tabs } from '@harbor/react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from './support/dom';

function Orders(props: { onChange?: (value: string) => void; defaultValue?: string; activation?: 'automatic' | 'manual' }) {
  return (
    <Tabs {...props}>
      <TabList label="Bestellungen">
        <Tab value="open">Offen</Tab>
        <Tab value="returns" count={2}>
          Retouren
        </Tab>
        <Tab value="archive" disabled>
          Archiv
        </Tab>
      </TabList>
      <TabPanel value="open">Offene Bestellungen</TabPanel>
      <TabPanel value="returns">Zwei Retouren</TabPanel>
      <TabPanel value="archive">Archiv</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('renders a named tablist and selects the first tab when no defaultValue is given', () => {
    render(<Orders />);
    expect(screen.getByRole('tablist', { name: 'Bestellungen' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Offen' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Offene Bestellungen');
  });

  it('reads a count as part of the tab name, taken from its content so it holds the visible label and count', () => {
    render(<Orders />);
    // As Chromium computes it too: the visually hidden comma is positioned, so a space comes before it.
    const tab = screen.getByRole('tab', { name: 'Retouren , 2' });
    expect(tab.getAttribute('aria-label')).toBeNull();
  });

  it('selecting a tab shows its panel and calls onChange with its value', () => {
    const onChange = vi.fn();
    render(<Orders onChange={onChange} />);
    const returns = screen.getByRole('tab', { name: /Retouren/ });
    fireEvent.mouseDown(returns, { button: 0 });
    expect(onChange).toHaveBeenCalledWith('returns');
    expect(screen.getByRole('tabpanel').textContent).toBe('Zwei Retouren');
  });

  it('with activation="manual" the arrow keys move focus without selecting, and Enter or Space selects', async () => {
    const onChange = vi.fn();
    render(<Orders activation="manual" onChange={onChange} />);
    const open = screen.getByRole('tab', { name: 'Offen' });
    const returns = screen.getByRole('tab', { name: /Retouren/ });
    act(() => open.focus());
    fireEvent.keyDown(open, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(returns));
    expect(returns.getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel').textContent).toBe('Offene Bestellungen');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(returns, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('returns');
    expect(screen.getByRole('tabpanel').textContent).toBe('Zwei Retouren');
    fireEvent.keyDown(returns, { key: 'ArrowLeft' });
    await waitFor(() => expect(document.activeElement).toBe(open));
    expect(open.getAttribute('aria-selected')).toBe('false');
    fireEvent.keyDown(open, { key: ' ' });
    expect(onChange).toHaveBeenLastCalledWith('open');
    expect(open.getAttribute('aria-selected')).toBe('true');
  });

  it('a disabled tab cannot be selected', () => {
    render(<Orders defaultValue="returns" />);
    const archive = screen.getByRole('tab', { name: 'Archiv' }) as HTMLButtonElement;
    expect(archive.disabled).toBe(true);
    fireEvent.mouseDown(archive, { button: 0 });
    expect(screen.getByRole('tab', { name: /Retouren/ }).getAttribute('aria-selected')).toBe('true');
  });
});
