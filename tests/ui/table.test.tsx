// @vitest-environment happy-dom
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@harbor/react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from './support/dom';

describe('Table', () => {
  it('is named by its caption; a scrolling table sits in a named, focusable region', () => {
    render(
      <Table caption="Grössentabelle" scrollLabel="Grössentabelle, horizontal scrollbar">
        <TableBody>
          <TableRow>
            <TableCell>42</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    expect(screen.getByRole('table', { name: 'Grössentabelle' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Grössentabelle, horizontal scrollbar' }).getAttribute('tabindex')).toBe('0');
  });

  it('a sortable header has aria-sort and asks for the other direction', () => {
    const onSort = vi.fn();
    render(
      <Table caption="Preise">
        <TableHead>
          <TableRow>
            <TableHeaderCell sortDirection="ascending" onSort={onSort} align="end">
              Preis
            </TableHeaderCell>
          </TableRow>
        </TableHead>
      </Table>,
    );
    const header = screen.getByRole('columnheader');
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Preis' }));
    expect(onSort.mock.calls[0]?.[0]).toBe('descending');
  });
});
