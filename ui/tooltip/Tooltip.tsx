/**
 * Tooltip on Radix Tooltip: opens after a hover delay or at once on keyboard
 * focus, closes on Escape, pointer down, leave and blur. The text describes
 * the trigger, or names it with `labelsTrigger`.
 */
import * as RadixTooltip from '@radix-ui/react-tooltip';
import { type ReactElement, type Ref, cloneElement } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { ShowcaseAnchor, ShowcaseArrow, ShowcaseFrame, useOverlayShowcase } from '../overlay-showcase/OverlayShowcase';
import './tooltip.css';

export interface TooltipProps extends CommonProps {
  /** The tooltip text; plain text only. Required. */
  content: string;
  /** One focusable element that forwards its ref. Required. */
  children: ReactElement;
  /** Uses the tooltip text as the trigger's accessible name (`aria-label`) instead of a description (`aria-describedby`). */
  labelsTrigger?: boolean;
  /** Preferred side; flips when there is no room. */
  placement?: 'top' | 'bottom' | 'start' | 'end';
  /** Controlled visibility. */
  open?: boolean;
  /** Initial visibility when uncontrolled. */
  defaultOpen?: boolean;
  /** Called on hover, focus, leave, blur and Escape. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Hover delay in ms; focus shows immediately.
   *
   * @minimum 0
   * @maximum 10000
   */
  delay?: number;
  /** Turns the tooltip off without changing the trigger. */
  disabled?: boolean;
  /** Forwarded to the bubble. */
  ref?: Ref<HTMLDivElement>;
}

const SIDES = { top: 'top', bottom: 'bottom', start: 'left', end: 'right' } as const;

/**
 * A short text bubble for a control, on hover and on keyboard focus.
 *
 * @status stable
 * @since 0.1.0
 */
export function Tooltip({
  content,
  children,
  labelsTrigger = false,
  placement = 'top',
  open,
  defaultOpen = false,
  onOpenChange,
  delay = 500,
  disabled = false,
  className,
  ref,
  ...rest
}: TooltipProps) {
  const showcase = useOverlayShowcase();
  const trigger = labelsTrigger ? cloneElement(children as ReactElement<{ 'aria-label'?: string }>, { 'aria-label': content }) : children;
  if (disabled) return trigger;
  const state = open === undefined ? { defaultOpen } : { open };
  const live = (
    <RadixTooltip.Provider delayDuration={delay}>
      <RadixTooltip.Root {...state} {...(onOpenChange ? { onOpenChange } : {})}>
        <RadixTooltip.Trigger asChild>{trigger}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            ref={ref}
            {...rest}
            side={SIDES[placement]}
            sideOffset={6}
            collisionPadding={8}
            {...(labelsTrigger ? { 'aria-label': content } : {})}
            className={classNames('hb-tooltip', className)}
          >
            {content}
            <RadixTooltip.Arrow className="hb-tooltip__arrow" width={10} height={5} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
  if (!showcase) return live;
  // The same bubble drawn in place (OverlayShowcase), its pointer towards the trigger's side.
  return (
    <ShowcaseAnchor side={placement}>
      {live}
      <ShowcaseFrame kind="tooltip" side={placement}>
        <div className={classNames('hb-tooltip', className)}>
          {content}
          <ShowcaseArrow className="hb-tooltip__arrow" width={10} height={5} />
        </div>
      </ShowcaseFrame>
    </ShowcaseAnchor>
  );
}
