/**
 * @harbor/react: the Harbor design system's React components. Each one is
 * styled only with the --hb-* token variables, so it follows the brand and
 * shade around it; behaviour comes from Radix Primitives.
 */
export * from './accordion';
export * from './button';
export * from './button-group';
export * from './checkbox';
export * from './dialog';
export * from './dropdown';
export * from './help-text';
export * from './icon';
export * from './input-field';
export * from './popover';
export * from './radio-button';
export * from './selector';
export * from './spinner';
export * from './tabs';
export * from './toast';
export * from './toggle-switch';
export * from './tooltip';
export * from './upload';
