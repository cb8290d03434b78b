// @vitest-environment happy-dom
import { SearchField } from '@harbor/react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from './support/dom';

const suggestions = [
  { id: '1', label: 'Kaffeemaschine' },
  { id: '2', label: 'Kaffeebohnen' },
];

describe('SearchField', () => {
  it('is a search landmark with a labelled search box and submit button', () => {
    const onSubmit = vi.fn((_value: string, event: { preventDefault: () => void }) => event.preventDefault());
    render(<SearchField label="Suche" defaultValue="kaffee" onSubmit={onSubmit} />);
    expect(screen.getByRole('search')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Suche' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(onSubmit.mock.calls[0]?.[0]).toBe('kaffee');
  });

  it('names its search landmark by its label, so two fields on a page are two distinct landmarks', () => {
    render(
      <>
        <SearchField label="Suche" />
        <SearchField label="Marken filtern" variant="filter" />
      </>,
    );
    expect(screen.getAllByRole('search').length).toBe(2);
    expect(screen.getByRole('search', { name: 'Suche' })).not.toBe(screen.getByRole('search', { name: 'Marken filtern' }));
  });

  it('clear empties the query and reports it', () => {
    const onChange = vi.fn();
    render(<SearchField label="Suche" defaultValue="kaffee" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Eingabe löschen' }));
    expect(onChange.mock.calls[0]?.[0]).toBe('');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it('with suggestions it is a combobox: Down highlights an option and Enter chooses it', () => {
    const onSelect = vi.fn();
    render(<SearchField label="Suche" suggestions={suggestions} onSuggestionSelect={onSelect} />);
    const box = screen.getByRole('combobox', { name: 'Suche' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent).toBe('Kaffeemaschine');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSelect.mock.calls[0]?.[0]).toEqual(suggestions[0]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('Up on the first suggestion wraps to the last, and Down on the last wraps to the first', () => {
    const onSelect = vi.fn();
    render(<SearchField label="Suche" suggestions={suggestions} onSuggestionSelect={onSelect} />);
    const box = screen.getByRole('combobox', { name: 'Suche' });
    const highlighted = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent;
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(highlighted()).toBe('Kaffeemaschine');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(highlighted()).toBe('Kaffeebohnen');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(highlighted()).toBe('Kaffeemaschine');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSelect.mock.calls[0]?.[0]).toEqual(suggestions[1]);
  });

  it('the filter variant announces its result count and has no submit button', () => {
    render(<SearchField label="Filtern" variant="filter" resultCount={3} />);
    expect(screen.getByRole('status').textContent).toBe('3 Treffer');
    expect(screen.queryByRole('button', { name: 'Suchen' })).toBeNull();
  });
});
