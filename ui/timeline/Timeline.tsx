/** Timeline and TimelineItem: an ordered list of steps (order tracking) with a marker and hidden state text per step. */
import { type ReactNode, type Ref, createContext, useContext } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import '../shared/visually-hidden.css';
import './timeline.css';

type StepState = 'complete' | 'current' | 'upcoming' | 'error';

const DensityContext = createContext<'default' | 'compact'>('default');

export interface TimelineProps extends CommonProps {
  /** Accessible name of the list. Required. */
  label: string;
  /** Oldest first with upcoming steps, or newest first without. */
  variant?: 'progress' | 'history';
  /** `horizontal` from `md` only, at most five items, descriptions hidden. */
  orientation?: 'vertical' | 'horizontal';
  /** `compact` uses `--hb-space-4` between items and hides descriptions. */
  density?: 'default' | 'compact';
  /** TimelineItem elements in display order. */
  children?: ReactNode;
  /** Forwarded to the `ol`. */
  ref?: Ref<HTMLOListElement>;
}

/**
 * The steps of a process, such as an order's delivery.
 *
 * @status stable
 * @since 0.1.0
 */
export function Timeline({
  label,
  variant = 'progress',
  orientation = 'vertical',
  density = 'default',
  children,
  className,
  ref,
  ...rest
}: TimelineProps) {
  return (
    <ol
      ref={ref}
      {...rest}
      aria-label={label}
      className={classNames('hb-timeline', `hb-timeline--${variant}`, `hb-timeline--${orientation}`, `hb-timeline--${density}`, className)}
    >
      <DensityContext value={density}>{children}</DensityContext>
    </ol>
  );
}

export interface TimelineItemProps extends CommonProps {
  /** Marker, connector style and hidden state text. */
  state?: StepState;
  /** Step name. Required. */
  title: ReactNode;
  /** ISO date-time or a Date; rendered as a `time` element in the Swiss German format "Di., 14.04.2026, 09:12". */
  timestamp?: string | Date;
  /** Free text for upcoming steps, for example "voraussichtlich Do, 16.04.". */
  estimate?: string;
  /** Words read before the title for each state. */
  stateLabels?: Partial<Record<StepState, string>>;
  /** Description, one or two lines, may contain a Link. */
  children?: ReactNode;
  /** Forwarded to the `li`. */
  ref?: Ref<HTMLLIElement>;
}

const STATE_TEXT: Record<StepState, string> = {
  complete: 'Erledigt:',
  current: 'Aktueller Schritt:',
  upcoming: 'Ausstehend:',
  error: 'Problem:',
};
const FORMAT = new Intl.DateTimeFormat('de-CH', {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Zurich',
});

/**
 * One step of a Timeline.
 *
 * @status stable
 * @since 0.1.0
 */
export function TimelineItem({
  state = 'upcoming',
  title,
  timestamp,
  estimate,
  stateLabels,
  children,
  className,
  ref,
  ...rest
}: TimelineItemProps) {
  const density = useContext(DensityContext);
  const date = timestamp === undefined ? undefined : typeof timestamp === 'string' ? new Date(timestamp) : timestamp;
  return (
    <li
      ref={ref}
      {...rest}
      aria-current={state === 'current' ? 'step' : undefined}
      className={classNames('hb-timeline__item', `hb-timeline__item--${state}`, className)}
    >
      <span className="hb-timeline__marker" aria-hidden="true" />
      <div className="hb-timeline__content">
        <p className="hb-timeline__title">
          <span className="hb-visually-hidden">{stateLabels?.[state] ?? STATE_TEXT[state]} </span>
          {title}
        </p>
        {date && !Number.isNaN(date.getTime()) ? (
          <time className="hb-timeline__time" dateTime={date.toISOString()}>
            {FORMAT.format(date)}
          </time>
        ) : null}
        {estimate ? <span className="hb-timeline__time">{estimate}</span> : null}
        {children && density === 'default' ? <div className="hb-timeline__description">{children}</div> : null}
      </div>
    </li>
  );
}
