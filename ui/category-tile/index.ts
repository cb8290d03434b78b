export { CategoryTile, type CategoryTileProps } from './CategoryTile';
