/**
 * The server-rendered HTML of a page's design figures (render-design-figures.tsx): each variants grid sample of the
 * grid in the page's theme, by its key (variantSampleKey). The "All themes" fold's samples have none: the browser
 * fills them when the reader opens the fold (fill-variant-fold.tsx). Empty in the browser: there the figures keep
 * the server's markup as it is.
 */
import { createContext } from 'react';
import type { ContentNode, VariantsNode } from '../../core/bundle';

export const DesignHtmlContext = createContext<ReadonlyMap<string, string>>(new Map());

/** A grid sample's key: the grid, the theme box ('page' for the grid in the page's theme), row, column and size. */
export const variantSampleKey = (grid: string, theme: string, row: number, column: number, size: number) =>
  `${grid}/${theme}/${row}/${column}/${size}`;

/** The sample a key (variantSampleKey: 'vg-button/alpine-dark/0/1/0') names in `grids`, or null for a key naming none. */
export function variantSampleOfKey(
  grids: readonly VariantsNode[],
  key: string,
): { readonly grid: VariantsNode; readonly props: Readonly<Record<string, unknown>> } | null {
  const parts = key.split('/');
  const place = parts.slice(-3);
  if (parts.length < 5 || !place.every((part) => /^(0|[1-9][0-9]{0,5})$/.test(part))) return null;
  const [row = 0, column = 0, size = 0] = place.map(Number);
  const id = parts.slice(0, -4).join('/');
  const grid = grids.find((candidate) => candidate.id === id);
  const sample = grid?.rows[row]?.cells[column]?.[size];
  return grid === undefined || sample === undefined ? null : { grid, props: sample.props };
}

/** A sample's React identifier prefix, the same on the server and in the browser, unique on the page. */
export const variantSampleIdentifierPrefix = (key: string) => `${key.replaceAll('/', '-')}-`;

/** Every variants grid among `nodes`, nested ones included, in document order. */
export function variantGridsIn(nodes: readonly ContentNode[], found: VariantsNode[] = []): VariantsNode[] {
  for (const node of nodes) {
    if (node.type === 'variants') found.push(node);
    else if (node.type === 'element' || node.type === 'heading' || node.type === 'link') variantGridsIn(node.children, found);
  }
  return found;
}
