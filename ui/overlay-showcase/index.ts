export { OverlayShowcase, type OverlayShowcaseProps } from './OverlayShowcase';
