/** Shares a tile's product, layout and link with its parts (ProductTile.Name, .Price, ...). */
import { createContext, useContext } from 'react';
import type { ProductTileData } from './product-tile-data';

export interface ProductTileState {
  product: ProductTileData;
  href: string;
  priority: boolean;
  nameId: string;
  /** The level of the name's heading (ProductTile.Name). */
  headingLevel: ProductTileHeadingLevel;
}

/** Heading levels a tile's name can take: a tile is never the page's title (h1). */
export type ProductTileHeadingLevel = 2 | 3 | 4 | 5 | 6;

export const ProductTileContext = createContext<ProductTileState | null>(null);

export function useProductTile(part: string): ProductTileState {
  const state = useContext(ProductTileContext);
  if (!state) throw new Error(`ProductTile.${part} must be inside ProductTile.Root.`);
  return state;
}
