/**
 * ProductTile: the standard product tile (picture, labels, name link, rating,
 * price, energy label, availability and watch list heart), with its parts as
 * static members for custom tiles (ProductTile.Root, ProductTile.Name, ...).
 */
import type { Ref } from 'react';
import type { CommonProps } from '../shared/common-props';
import type { ProductTileHeadingLevel } from './product-tile-context';
import type { ProductTileData } from './product-tile-data';
import {
  ProductTileActions,
  ProductTileAvailability,
  ProductTileEnergyLabel,
  ProductTileImage,
  ProductTileLabels,
  ProductTileLink,
  ProductTileName,
  ProductTilePrice,
  ProductTileRating,
  ProductTileRoot,
  ProductTileSkeleton,
  ProductTileWatchListButton,
} from './ProductTileParts';

export interface ProductTileProps extends CommonProps {
  /** Product object in the shape of the `ProductTile_product` fragment. Required. */
  product: ProductTileData;
  /** Layout. */
  variant?: 'grid' | 'row' | 'list' | 'compact';
  /** Type scale. */
  size?: 'small' | 'medium' | 'large';
  /** Name of the list for tracking, such as `search` or `recommendations-pdp`. Required. */
  listName: string;
  /**
   * One-based position in the list, for tracking.
   *
   * @minimum 1
   * @maximum 10000
   */
  position?: number;
  /** Loads the picture eagerly; set it for the first row above the fold only. */
  priority?: boolean;
  /** Controlled watch list state. */
  watched?: boolean;
  /** Called when the heart is toggled. */
  onWatchListChange?: (watched: boolean) => void;
  /** Hides rating in contexts where it adds noise. */
  showRating?: boolean;
  /** Overrides the PDP link (the product URL by default), for example to preselect a variant. */
  href?: string;
  /**
   * Level of the heading that holds the brand and name. Pick the level that continues the page's outline:
   * one below the heading of the list the tile is in, `2` for tiles right under the page's `h1`.
   */
  headingLevel?: ProductTileHeadingLevel;
  /** Forwarded to the root `article`. */
  ref?: Ref<HTMLElement>;
}

function StandardProductTile({ product, variant = 'grid', watched, onWatchListChange, showRating = true, ...root }: ProductTileProps) {
  const compact = variant === 'compact';
  return (
    <ProductTileRoot product={product} variant={variant} {...root}>
      <ProductTileImage />
      {compact ? null : <ProductTileLabels />}
      <ProductTileLink>
        <ProductTileName />
      </ProductTileLink>
      {showRating && !compact ? <ProductTileRating /> : null}
      <ProductTilePrice />
      {compact ? null : <ProductTileEnergyLabel />}
      {compact ? null : <ProductTileAvailability />}
      {compact ? null : (
        <ProductTileWatchListButton {...(watched === undefined ? {} : { watched })} {...(onWatchListChange ? { onWatchListChange } : {})} />
      )}
    </ProductTileRoot>
  );
}

/**
 * The standard product tile, with its parts attached for custom tiles.
 *
 * @status stable
 * @since 0.1.0
 */
export const ProductTile = Object.assign(StandardProductTile, {
  Root: ProductTileRoot,
  Link: ProductTileLink,
  Image: ProductTileImage,
  Labels: ProductTileLabels,
  Name: ProductTileName,
  Rating: ProductTileRating,
  Price: ProductTilePrice,
  EnergyLabel: ProductTileEnergyLabel,
  Availability: ProductTileAvailability,
  WatchListButton: ProductTileWatchListButton,
  Actions: ProductTileActions,
  Skeleton: ProductTileSkeleton,
});
