/**
 * The product data a tile shows, in the shape of the gateway's ProductTile_product fragment. Its lists are readonly,
 * as Relay's generated data is, so a fragment's data is passed as it is; a mutable array is accepted as well.
 */
import { groupThousands } from '../shared/swiss-number';

export interface ProductTileData {
  id: string;
  name: string;
  url: string;
  brand?: { name: string };
  /** Pictures, the first shown on the tile; `width` and `height` are the file's own size in pixels. */
  images: readonly { url: string; alt: string; width?: number; height?: number }[];
  price: { amount: number; previousAmount?: number; currency: 'CHF' };
  labels?: readonly {
    code: string;
    text: string;
    variant?: 'neutral' | 'promotion' | 'new' | 'info' | 'success';
    accessibleText?: string;
  }[];
  availability?: { state: 'in-stock' | 'low-stock' | 'out-of-stock' | 'preorder'; text: string };
  rating?: { average: number; count: number };
  energyLabel?: { rating: 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G'; scale?: 'A-G' | 'legacy'; imageUrl?: string; datasheetUrl?: string };
  deal?: { remaining: number; contingent: number; endsAt?: string };
}

/** Swiss price format: "CHF 1'299.–" for whole francs, "CHF 45.50" otherwise. */
export function formatPrice(amount: number, currency = 'CHF'): string {
  const rappen = Math.round(amount * 100);
  const francs = Math.trunc(rappen / 100);
  const grouped = groupThousands(francs);
  const cents = Math.abs(rappen % 100);
  const sign = rappen < 0 ? '-' : '';
  return `${currency} ${sign}${grouped}.${cents === 0 ? '–' : String(cents).padStart(2, '0')}`;
}
