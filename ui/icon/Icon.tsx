/**
 * The few stroke icons the components draw themselves (close, chevrons,
 * feedback marks). Decorative: aria-hidden, colour from the text.
 */
import './icon.css';

const PATHS = {
  close: 'M6 6l12 12M18 6L6 18',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  chevronDown: 'M6 9l6 6 6-6',
  chevronUp: 'M6 15l6-6 6 6',
  sort: 'M8 10l4-4 4 4M8 14l4 4 4-4',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  info: 'M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18zM12 11v6M12 7.5v.5',
  warning: 'M12 3l10 18H2zM12 10v5M12 18v.5',
  error: 'M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18zM12 7v6M12 16.5v.5',
  search: 'M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15zM16 16l5 5',
  upload: 'M12 16V4M6 10l6-6 6 6M4 20h16',
  minus: 'M5 12h14',
  plus: 'M12 5v14M5 12h14',
  cart: 'M3 4h2l2.5 11h11L21 7H6.5M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM18 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  heart: 'M12 20s-7-4.5-9-9a4.5 4.5 0 0 1 9-2 4.5 4.5 0 0 1 9 2c-2 4.5-9 9-9 9z',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z',
  play: 'M8 5v14l11-7z',
  pause: 'M8 5v14M16 5v14',
  rotate: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
} as const;

/** Name of a built-in icon. */
export type IconName = keyof typeof PATHS;

export interface IconProps {
  /** Which icon to draw. */
  name: IconName;
  /** Edge length in px. */
  size?: 16 | 20 | 24;
  /** Extra class names on the svg. */
  className?: string;
}

/** A decorative 24-grid stroke icon; give its control an accessible name instead. */
export function Icon({ name, size = 20, className }: IconProps) {
  return (
    <svg
      className={className ? `hb-icon ${className}` : 'hb-icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
