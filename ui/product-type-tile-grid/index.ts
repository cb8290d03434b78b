export { ProductTypeTileGrid, type ProductTypeItem, type ProductTypeTileGridProps } from './ProductTypeTileGrid';
