export { Button, type ButtonProps } from './Button';
export type { ButtonSize } from './button-size-context';
