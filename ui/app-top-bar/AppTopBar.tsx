/**
 * AppTopBar: the top bar of the store's app web views: a back (or close)
 * button, the page title as the h1, up to two actions and an optional
 * progress bar for multi-step flows.
 */
import type { MouseEvent, ReactNode, Ref } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { Icon } from '../icon/Icon';
import '../shared/focus-ring.css';
import './app-top-bar.css';

export interface AppTopBarProps extends CommonProps {
  /** The page or step name. Required, except in the `flow` variant. */
  title?: ReactNode;
  /** Surface and leading action. */
  variant?: 'default' | 'transparent' | 'flow';
  /** Overrides the back behaviour (history back by default). */
  onBack?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Fallback target when there is no history entry. */
  backHref?: string;
  /** Accessible name of the back or close button. */
  backLabel?: string;
  /** Up to two trailing buttons. */
  actions?: ReactNode;
  /**
   * 0 to 1; shows the progress slot.
   *
   * @minimum 0
   * @maximum 1
   */
  progress?: number;
  /** Accessible name of the progress bar. */
  progressLabel?: string;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLElement>;
}

/**
 * The header of an app screen.
 *
 * @status stable
 * @since 0.1.0
 */
export function AppTopBar({
  title,
  variant = 'default',
  onBack,
  backHref,
  backLabel,
  actions,
  progress,
  progressLabel = 'Fortschritt',
  className,
  ref,
  ...rest
}: AppTopBarProps) {
  const flow = variant === 'flow';
  return (
    <header ref={ref} {...rest} className={classNames('hb-app-top-bar', `hb-app-top-bar--${variant}`, className)}>
      <div className="hb-app-top-bar__row">
        <button
          type="button"
          className="hb-app-top-bar__back hb-focusable"
          aria-label={backLabel ?? (flow ? 'Schliessen' : 'Zurück')}
          onClick={(event) => {
            if (onBack) return onBack(event);
            if (typeof window === 'undefined') return;
            if (window.history.length > 1) window.history.back();
            else if (backHref) window.location.assign(backHref);
          }}
        >
          <Icon name={flow ? 'close' : 'chevronLeft'} size={24} />
        </button>
        {title === undefined ? null : <h1 className="hb-app-top-bar__title">{title}</h1>}
        {actions ? <div className="hb-app-top-bar__actions">{actions}</div> : null}
      </div>
      {progress === undefined ? null : (
        <progress className="hb-app-top-bar__progress" max={1} value={Math.min(Math.max(progress, 0), 1)} aria-label={progressLabel} />
      )}
    </header>
  );
}
