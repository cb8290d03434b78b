/**
 * SectionEnd: the control at the end of a list section: a link to the full
 * list, a "load more" button with progress text, or a show more/less toggle
 * with aria-expanded and aria-controls.
 */
import { type ReactNode, type Ref, useState } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { Button } from '../button/Button';
import { Link } from '../link/Link';
import { Icon } from '../icon/Icon';
import './section-end.css';

export interface SectionEndProps extends CommonProps {
  /** Kind of action. */
  variant?: 'link' | 'load-more' | 'expand';
  /** Text of the link or button. Required. */
  label: string;
  /** Target of the `link` variant. Required for `link`. */
  href?: string;
  /** Button and text size. */
  size?: 'small' | 'medium';
  /** Draws a divider above the control. */
  divider?: boolean;
  /**
   * `load-more`: items currently shown; used for the progress text.
   *
   * @minimum 0
   * @maximum 1000000
   */
  shown?: number;
  /**
   * `load-more`: total items; the button hides when `shown >= total`.
   *
   * @minimum 0
   * @maximum 1000000
   */
  total?: number;
  /** `load-more`: shows the button's loading state. */
  loading?: boolean;
  /** `load-more`: called on click; a returned promise drives `loading` when `loading` is not set. */
  onLoadMore?: () => void | Promise<void>;
  /** `load-more` and `expand`: the element to focus after new items appear. */
  focusTarget?: () => HTMLElement | null;
  /** `expand`: controlled state. */
  expanded?: boolean;
  /** `expand`: initial state when uncontrolled. */
  defaultExpanded?: boolean;
  /** `expand`: called on toggle. */
  onExpandedChange?: (expanded: boolean) => void;
  /** `expand`: label when expanded. */
  collapseLabel?: string;
  /** `expand`: id of the region it shows and hides, for `aria-controls`. */
  controls?: string;
  /** `load-more`: error text with retry, replaces the progress text. */
  error?: ReactNode;
  /** `load-more`: the progress text; by default "24 von 120 Artikeln". */
  progressLabel?: (shown: number, total: number) => string;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * How a list section ends: link on, load more, or expand.
 *
 * @status stable
 * @since 0.1.0
 */
export function SectionEnd({
  variant = 'link',
  label,
  href,
  size = 'medium',
  divider = false,
  shown,
  total,
  loading,
  onLoadMore,
  focusTarget,
  expanded,
  defaultExpanded = false,
  onExpandedChange,
  collapseLabel = 'Weniger anzeigen',
  controls,
  error,
  progressLabel = (count, all) => `${count} von ${all} Artikeln`,
  className,
  ref,
  ...rest
}: SectionEndProps) {
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  const [busy, setBusy] = useState(false);
  const isExpanded = expanded ?? ownExpanded;
  const buttonSize = size === 'small' ? 'small' : 'medium';
  let body: ReactNode = null;
  if (variant === 'link') {
    body = (
      <Link href={href ?? '#'} variant="standalone" size={size} icon={<Icon name="chevronRight" size={20} />}>
        {label}
      </Link>
    );
  } else if (variant === 'load-more') {
    const done = shown !== undefined && total !== undefined && shown >= total;
    body = (
      <>
        {error ? (
          <p className="hb-section-end__error" role="alert">
            {error}
          </p>
        ) : shown !== undefined && total !== undefined ? (
          <p className="hb-section-end__progress">{progressLabel(shown, total)}</p>
        ) : null}
        {done ? null : (
          <Button
            variant="secondary"
            size={buttonSize}
            loading={loading ?? busy}
            onClick={async () => {
              const result = onLoadMore?.();
              if (result instanceof Promise && loading === undefined) {
                setBusy(true);
                try {
                  await result;
                } finally {
                  setBusy(false);
                }
              }
              focusTarget?.()?.focus();
            }}
          >
            {label}
          </Button>
        )}
      </>
    );
  } else {
    body = (
      <Button
        variant="tertiary"
        size={buttonSize}
        aria-expanded={isExpanded}
        {...(controls ? { 'aria-controls': controls } : {})}
        icon={<Icon name={isExpanded ? 'chevronUp' : 'chevronDown'} size={20} />}
        iconPosition="end"
        onClick={() => {
          if (expanded === undefined) setOwnExpanded(!isExpanded);
          onExpandedChange?.(!isExpanded);
          if (!isExpanded) focusTarget?.()?.focus();
        }}
      >
        {isExpanded ? collapseLabel : label}
      </Button>
    );
  }
  return (
    <div
      ref={ref}
      {...rest}
      className={classNames(
        'hb-section-end',
        `hb-section-end--${variant}`,
        `hb-section-end--${size}`,
        divider && 'hb-section-end--divider',
        className,
      )}
    >
      {body}
    </div>
  );
}
