/**
 * The small tertiary icon button with a cross, used wherever a component closes, dismisses, clears or removes
 * something, so every cross in the system looks and behaves as one Button. Internal: not exported by the package.
 */
import { Icon } from '../icon/Icon';
import { Button, type ButtonProps } from './Button';

export interface CloseButtonProps extends Omit<ButtonProps, 'variant' | 'size' | 'icon' | 'children'> {
  /** What the button does, e.g. "Schliessen" or "Eingabe löschen": it has no visible label. */
  'aria-label': string;
  /** The cross's size: 16 beside small text, 20 in a larger surface. */
  iconSize?: 16 | 20;
}

export function CloseButton({ iconSize = 16, ...rest }: CloseButtonProps) {
  return <Button variant="tertiary" size="small" icon={<Icon name="close" size={iconSize} />} {...rest} />;
}
