/**
 * @harbor/react: the Harbor design system's React components. Each one is
 * styled only with the --hb-* token variables, so it follows the brand and
 * shade around it; behaviour comes from Radix Primitives where a pattern
 * needs more than native HTML.
 */
import './shared/box-sizing.css';

export * from './accordion';
export * from './alert';
export * from './app-top-bar';
export * from './avatar';
export * from './badge';
export * from './button';
export * from './button-group';
export * from './carousel';
export * from './category-tile';
export * from './checkbox';
export * from './chip';
export * from './collapsible-option';
export * from './dialog';
export * from './divider';
export * from './dropdown';
export * from './energy-label';
export * from './expand-more';
export * from './help-text';
export * from './icon';
export * from './illustrations';
export * from './image';
export * from './image-lightbox';
export * from './image-stage';
export * from './input-field';
export * from './label';
export * from './lazy';
export * from './link';
export * from './overlay-showcase';
export * from './popover';
export * from './product-tile';
export * from './product-type-tile-grid';
export * from './radio-button';
export * from './remaining-gauge';
export * from './search-field';
export * from './section';
export * from './section-end';
export * from './selector';
export * from './skeleton';
export * from './spinner';
export * from './status';
export * from './table';
export * from './tabs';
export * from './thumbnail-gallery';
export * from './timeline';
export * from './toast';
export * from './toggle-switch';
export * from './tooltip';
export * from './upload';
export * from './visually-hidden';
