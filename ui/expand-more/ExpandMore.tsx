/**
 * ExpandMore: long text clipped to a number of lines (or a list to a number
 * of items) with a show more/less toggle that carries aria-expanded and
 * aria-controls. Hidden content stays in the DOM for search and find-in-page.
 */
import { Children, type CSSProperties, type ReactNode, type Ref, useId, useState } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { Button } from '../button/Button';
import { Icon } from '../icon/Icon';
import './expand-more.css';

export interface ExpandMoreProps extends CommonProps {
  /** Clip by lines with fade, or by item count. */
  variant?: 'text' | 'list';
  /**
   * Visible lines when collapsed (`text`).
   *
   * @minimum 1
   * @maximum 50
   */
  lines?: number;
  /**
   * Visible children when collapsed (`list`).
   *
   * @minimum 1
   * @maximum 100
   */
  items?: number;
  /** Controlled expanded state. */
  open?: boolean;
  /** Initial state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the toggle is pressed. */
  onOpenChange?: (open: boolean) => void;
  /** Toggle label when collapsed. */
  moreLabel?: string;
  /** Toggle label when expanded. */
  lessLabel?: string;
  /** Size of the toggle button. */
  size?: 'small' | 'medium' | 'large';
  /** Content; for `list`, each child is one item. */
  children?: ReactNode;
  /** Forwarded to the root. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Shows the start of long content and the rest on request.
 *
 * @status stable
 * @since 0.1.0
 */
export function ExpandMore({
  variant = 'text',
  lines = 6,
  items = 6,
  open,
  defaultOpen = false,
  onOpenChange,
  moreLabel = 'Mehr anzeigen',
  lessLabel = 'Weniger anzeigen',
  size = 'medium',
  children,
  className,
  ref,
  ...rest
}: ExpandMoreProps) {
  const [own, setOwn] = useState(defaultOpen);
  const expanded = open ?? own;
  const contentId = useId();
  const list = Children.toArray(children);
  const needsToggle = variant === 'text' || list.length > items;
  return (
    <div
      ref={ref}
      {...rest}
      className={classNames('hb-expand-more', `hb-expand-more--${variant}`, expanded && 'hb-expand-more--open', className)}
    >
      <div id={contentId} className="hb-expand-more__content" style={{ '--hb-expand-lines': lines } as CSSProperties}>
        {variant === 'list'
          ? list.map((child, index) => (
              <div key={(child as { key?: string }).key ?? index} hidden={!expanded && index >= items} className="hb-expand-more__item">
                {child}
              </div>
            ))
          : children}
      </div>
      {needsToggle ? (
        <Button
          variant="tertiary"
          size={size}
          aria-expanded={expanded}
          aria-controls={contentId}
          icon={<Icon name={expanded ? 'chevronUp' : 'chevronDown'} size={20} />}
          iconPosition="end"
          onClick={() => {
            if (open === undefined) setOwn(!expanded);
            onOpenChange?.(!expanded);
          }}
        >
          {expanded ? lessLabel : moreLabel}
        </Button>
      ) : null}
    </div>
  );
}
