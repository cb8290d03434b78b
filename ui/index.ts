/**
 * @harbor/react: the Harbor design system's React components. Each one is
 * styled only with the --hb-* token variables, so it follows the brand and
 * shade around it; behaviour comes from Radix Primitives.
 */
export * from './button';
export * from './button-group';
export * from './dialog';
export * from './icon';
export * from './spinner';
export * from './tabs';
export * from './toast';
export * from './tooltip';
