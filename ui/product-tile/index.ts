export { ProductTile, type ProductTileProps } from './ProductTile';
export type { ProductTileHeadingLevel } from './product-tile-context';
export { formatPrice, type ProductTileData } from './product-tile-data';
export {
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
  type ProductTileRootProps,
  type ProductTileWatchListButtonProps,
} from './ProductTileParts';
export { RelayProductTile, unstable_RelayProductTile, type RelayProductTileFragment, type RelayProductTileProps } from './RelayProductTile';
