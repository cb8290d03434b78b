/**
 * The server-rendered HTML of a page's design figures (render-design-figures.tsx): each variants grid sample by
 * its key (variantSampleKey). Empty in the browser: there the figures keep the server's markup as it is.
 */
import { createContext } from 'react';

export const DesignHtmlContext = createContext<ReadonlyMap<string, string>>(new Map());

/** A grid sample's key: the grid, the theme box ('page' for the grid in the page's theme), row, column and size. */
export const variantSampleKey = (grid: string, theme: string, row: number, column: number, size: number) =>
  `${grid}/${theme}/${row}/${column}/${size}`;
