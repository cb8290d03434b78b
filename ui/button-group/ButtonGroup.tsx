/**
 * ButtonGroup: lays out two or three related Buttons with one gap, aligns
 * them, and stacks them full width on small screens with the primary on top.
 */
import type { ReactNode, Ref } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { type ButtonSize, ButtonSizeContext } from '../button/button-size-context';
import './button-group.css';

export interface ButtonGroupProps extends CommonProps {
  /** Row or column layout on all screen sizes. */
  orientation?: 'horizontal' | 'vertical';
  /** Alignment of the buttons inside the group; `stretch` gives every button the same share of the width. */
  align?: 'start' | 'center' | 'end' | 'stretch';
  /** Stacks the buttons vertically and full width below this breakpoint (`'sm'` means on `xs`, below 600px). */
  stackBelow?: 'sm' | 'md' | 'none';
  /** When stacked, shows the last child (the primary action) on top. */
  reverseWhenStacked?: boolean;
  /** Applied to every child Button that does not set its own `size`. */
  size?: ButtonSize;
  /** `--hb-space-2` (8px) or `--hb-space-3` (12px) between buttons. */
  gap?: 'small' | 'medium';
  /** Gives the group a name; when set, the group renders `role="group"`. */
  'aria-label'?: string;
  /** Two to three `Button` elements. */
  children?: ReactNode;
  /** Forwarded to the root `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A row (or column) of related buttons, primary action last.
 *
 * @status stable
 * @since 0.1.0
 */
export function ButtonGroup({
  orientation = 'horizontal',
  align = 'end',
  stackBelow = 'sm',
  reverseWhenStacked = true,
  size,
  gap = 'medium',
  children,
  className,
  ref,
  ...rest
}: ButtonGroupProps) {
  const named = rest['aria-label'] !== undefined;
  return (
    <div
      ref={ref}
      {...rest}
      role={named ? 'group' : undefined}
      className={classNames(
        'hb-button-group',
        `hb-button-group--${orientation}`,
        `hb-button-group--align-${align}`,
        `hb-button-group--gap-${gap}`,
        stackBelow !== 'none' && `hb-button-group--stack-${stackBelow}`,
        reverseWhenStacked && 'hb-button-group--reverse-stacked',
        className,
      )}
    >
      <ButtonSizeContext value={size}>{children}</ButtonSizeContext>
    </div>
  );
}
