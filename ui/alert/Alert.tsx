/**
 * Alert: an inline message with a variant colour, icon and hidden prefix
 * ("Fehler:") so the meaning never rests on colour alone. Alerts inserted
 * after the first render are announced (assertive for errors).
 */
import { type MouseEvent, type ReactNode, type Ref, useEffect, useState } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { CloseButton } from '../button/CloseButton';
import { Icon, type IconName } from '../icon/Icon';
import '../shared/visually-hidden.css';
import './alert.css';

type AlertVariant = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps extends CommonProps {
  /** Colour, icon and hidden prefix. */
  variant?: AlertVariant;
  /** `small` drops the title and uses a 20px icon. */
  size?: 'small' | 'medium';
  /** Bold first line; omit for one-sentence messages. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** One tertiary `Button` or a `Link`, rendered after the message. */
  action?: ReactNode;
  /** Shows the close button. */
  dismissible?: boolean;
  /** Called when the close button is pressed. The alert hides itself unless you control rendering. */
  onDismiss?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Live-region behaviour; `auto` is assertive for `error` and polite for the others, and only applies when the alert is inserted after the first render. */
  announce?: 'auto' | 'polite' | 'assertive' | 'off';
  /** Replaces the icon; keep the meaning of the variant. */
  icon?: ReactNode;
  /** Hidden words read before the message, per variant. */
  prefixes?: Partial<Record<AlertVariant, string>>;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

const ICONS: Record<AlertVariant, IconName> = { info: 'info', success: 'check', warning: 'warning', error: 'error' };
const PREFIXES: Record<AlertVariant, string> = { info: 'Information:', success: 'Erfolg:', warning: 'Warnung:', error: 'Fehler:' };

/**
 * A message about the page or a task, shown in place.
 *
 * @status stable
 * @since 0.1.0
 */
export function Alert({
  variant = 'info',
  size = 'medium',
  title,
  children,
  action,
  dismissible = false,
  onDismiss,
  closeLabel = 'Close',
  announce = 'auto',
  icon,
  prefixes,
  className,
  ref,
  ...rest
}: AlertProps) {
  const [visible, setVisible] = useState(true);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!visible) return null;
  const politeness = announce === 'auto' ? (variant === 'error' ? 'assertive' : 'polite') : announce;
  // Only alerts that appear after the page rendered are live regions; one present at load would be read twice.
  const live = mounted && politeness !== 'off' ? { role: politeness === 'assertive' ? 'alert' : 'status' } : {};
  return (
    <div ref={ref} {...rest} {...live} className={classNames('hb-alert', `hb-alert--${variant}`, `hb-alert--${size}`, className)}>
      <span className="hb-alert__icon" aria-hidden="true">
        {icon ?? <Icon name={ICONS[variant]} size={size === 'small' ? 20 : 24} />}
      </span>
      <div className="hb-alert__content">
        {title && size !== 'small' ? <p className="hb-alert__title">{title}</p> : null}
        <div className="hb-alert__message">
          <span className="hb-visually-hidden">{prefixes?.[variant] ?? PREFIXES[variant]} </span>
          {children}
        </div>
        {action ? <div className="hb-alert__action">{action}</div> : null}
      </div>
      {dismissible ? (
        <CloseButton
          className="hb-alert__close"
          iconSize={20}
          aria-label={closeLabel}
          onClick={(event) => {
            // Without href, Button renders a <button>.
            onDismiss?.(event as MouseEvent<HTMLButtonElement>);
            setVisible(false);
          }}
        />
      ) : null}
    </div>
  );
}
