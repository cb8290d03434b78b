/**
 * Popover on Radix Popover: a non-modal panel anchored to its trigger. Escape
 * and a click outside close it and focus returns to the trigger; the panel
 * flips to stay in view.
 */
import * as RadixPopover from '@radix-ui/react-popover';
import { type ReactElement, type ReactNode, type Ref, type RefObject, useId } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { CloseButton } from '../button/CloseButton';
import { ShowcaseAnchor, ShowcaseArrow, ShowcaseFrame, useOverlayShowcase } from '../overlay-showcase/OverlayShowcase';
import './popover.css';

type Side = 'top' | 'bottom' | 'start' | 'end';

export interface PopoverProps extends CommonProps {
  /** The element that toggles the popover; must be a button. Required. */
  trigger: ReactElement;
  /** Panel content. */
  children?: ReactNode;
  /** Optional heading; names the panel. Without it the trigger names it. */
  title?: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called on trigger activation, Escape, outside click and close button. */
  onOpenChange?: (open: boolean) => void;
  /** Preferred side and alignment; flips when needed. */
  placement?: Side | `${Side}-start` | `${Side}-end`;
  /** Width 240, 320 or 400px. */
  size?: 'small' | 'medium' | 'large';
  /** Draws the pointer to the trigger. */
  arrow?: boolean;
  /** Shows a close button; `auto` shows it when the panel has a title. */
  closeButton?: boolean | 'auto';
  /** Name of the close button. */
  closeLabel?: string;
  /** Where focus goes on open: the first focusable element (`auto`), the panel, the trigger, or an element. */
  initialFocus?: 'auto' | 'panel' | 'trigger' | RefObject<HTMLElement | null>;
  /** Forwarded to the panel. */
  ref?: Ref<HTMLDivElement>;
}

const SIDES = { top: 'top', bottom: 'bottom', start: 'left', end: 'right' } as const;

/**
 * A small panel of extra information or controls next to its trigger.
 *
 * @status stable
 * @since 0.1.0
 */
export function Popover({
  trigger,
  children,
  title,
  open,
  defaultOpen = false,
  onOpenChange,
  placement = 'bottom',
  size = 'medium',
  arrow = true,
  closeButton = 'auto',
  closeLabel = 'Close',
  initialFocus = 'auto',
  className,
  ref,
  ...rest
}: PopoverProps) {
  const titleId = useId();
  const triggerId = useId();
  const [side, align] = placement.split('-') as [Side, 'start' | 'end' | undefined];
  const state = open === undefined ? { defaultOpen } : { open };
  const showClose = closeButton === 'auto' ? title !== undefined : closeButton;
  const showcase = useOverlayShowcase();
  const live = (
    <RadixPopover.Root {...state} {...(onOpenChange ? { onOpenChange } : {})}>
      <RadixPopover.Trigger asChild id={triggerId}>
        {trigger}
      </RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          ref={ref}
          {...rest}
          side={SIDES[side]}
          align={align ?? 'center'}
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby={title === undefined ? triggerId : titleId}
          className={classNames('hb-popover', `hb-popover--${size}`, className)}
          onOpenAutoFocus={(event) => {
            if (initialFocus === 'auto') return;
            event.preventDefault();
            if (initialFocus === 'panel') (event.currentTarget as HTMLElement).focus();
            else if (initialFocus !== 'trigger') initialFocus.current?.focus();
          }}
        >
          {title !== undefined || showClose ? (
            <div className="hb-popover__header">
              {title === undefined ? null : (
                <p id={titleId} className="hb-popover__title">
                  {title}
                </p>
              )}
              {showClose ? (
                <RadixPopover.Close asChild>
                  <CloseButton className="hb-popover__close" aria-label={closeLabel} />
                </RadixPopover.Close>
              ) : null}
            </div>
          ) : null}
          <div className="hb-popover__body">{children}</div>
          {arrow ? <RadixPopover.Arrow className="hb-popover__arrow" width={14} height={7} /> : null}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
  if (!showcase) return live;
  // The same panel drawn in place (OverlayShowcase), its pointer towards the trigger's side.
  return (
    <ShowcaseAnchor side={side}>
      {live}
      <ShowcaseFrame kind="popover" side={side}>
        <div className={classNames('hb-popover', `hb-popover--${size}`, className)}>
          {title !== undefined || showClose ? (
            <div className="hb-popover__header">
              {title === undefined ? null : <p className="hb-popover__title">{title}</p>}
              {showClose ? <CloseButton className="hb-popover__close" aria-label={closeLabel} /> : null}
            </div>
          ) : null}
          <div className="hb-popover__body">{children}</div>
          {arrow ? <ShowcaseArrow className="hb-popover__arrow" width={14} height={7} /> : null}
        </div>
      </ShowcaseFrame>
    </ShowcaseAnchor>
  );
}
