/** Shares a tile's product, layout and link with its parts (ProductTile.Name, .Price, ...). */
import { createContext, useContext } from 'react';
import type { ProductTileData } from './product-tile-data';

export interface ProductTileState {
  product: ProductTileData;
  href: string;
  priority: boolean;
  nameId: string;
}

export const ProductTileContext = createContext<ProductTileState | null>(null);

export function useProductTile(part: string): ProductTileState {
  const state = useContext(ProductTileContext);
  if (!state) throw new Error(`ProductTile.${part} must be inside ProductTile.Root.`);
  return state;
}
