/**
 * RelayProductTile (work in progress): the custom tile's parts fed from a
 * GraphQL fragment instead of a ready ProductTileData. Until the store's
 * Relay environment is wired in, it takes the fragment's resolved data and
 * maps it onto the same parts, so compositions written for it keep working.
 */
import type { ReactNode, Ref } from 'react';
import type { CommonProps } from '../shared/common-props';
import type { ProductTileHeadingLevel } from './product-tile-context';
import type { ProductTileData } from './product-tile-data';
import {
  ProductTileAvailability,
  ProductTileImage,
  ProductTileLink,
  ProductTileName,
  ProductTilePrice,
  ProductTileRoot,
} from './ProductTileParts';

/** The resolved data of the RelayProductTile_product fragment (the same fields as ProductTileData). */
export type RelayProductTileFragment = ProductTileData;

export interface RelayProductTileProps extends CommonProps {
  /** Resolved data of the list query's fragment. Required. */
  product: RelayProductTileFragment;
  /** List name for tracking. Required. */
  listName: string;
  /**
   * One-based position for tracking.
   *
   * @minimum 1
   * @maximum 10000
   */
  position?: number;
  /** Base layout. */
  variant?: 'grid' | 'row' | 'list' | 'compact';
  /**
   * Level of the heading that holds the brand and name. Pick the level that continues the page's outline:
   * one below the heading of the list the tile is in, `2` for tiles right under the page's `h1`.
   */
  headingLevel?: ProductTileHeadingLevel;
  /** Parts to compose; the standard set when omitted. */
  children?: ReactNode;
  /** Forwarded to the `article`. */
  ref?: Ref<HTMLElement>;
}

function RelayTileRoot({ children, ...props }: RelayProductTileProps) {
  return (
    <ProductTileRoot {...props}>
      {children ?? (
        <>
          <ProductTileImage />
          <ProductTileLink>
            <ProductTileName />
          </ProductTileLink>
          <ProductTilePrice />
          <ProductTileAvailability />
        </>
      )}
    </ProductTileRoot>
  );
}

/**
 * The Relay-fed product tile; unstable while the fragment contract settles.
 *
 * @status experimental
 * @since 0.1.0
 */
export const RelayProductTile = Object.assign(RelayTileRoot, {
  Root: RelayTileRoot,
  Link: ProductTileLink,
  Image: ProductTileImage,
  Name: ProductTileName,
  Price: ProductTilePrice,
  Availability: ProductTileAvailability,
});

/** The name the content uses while the API is unstable. */
export const unstable_RelayProductTile = RelayProductTile;
