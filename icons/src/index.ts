/**
 * @harbor/icons: Harbor's stroke icons as React components in sizes 16, 20
 * and 24. Decorative unless given a `title`.
 */
export { createIcon, type IconComponent, type IconProps, type IconSize } from './create-icon';
export * from './icons/index';
export { type IconName, iconsByName } from './icons-by-name';
