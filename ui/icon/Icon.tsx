/**
 * The stroke icons the components draw themselves (close, chevrons, feedback
 * marks), by name, drawn by the components of @harbor/icons. Decorative: aria-hidden,
 * colour from the text.
 */
import { type IconName, iconsByName } from '@harbor/icons';
import './icon.css';

/** Name of an icon of @harbor/icons, in its short form (`chevronRight`). */
export type { IconName };

export interface IconProps {
  /** Which icon to draw. */
  name: IconName;
  /** Edge length in px. */
  size?: 16 | 20 | 24;
  /** Extra class names on the svg. */
  className?: string;
}

/**
 * A decorative 24-grid stroke icon; give its control an accessible name instead.
 *
 * @status beta
 * @since 0.1.0
 */
export function Icon({ name, size = 20, className }: IconProps) {
  const Drawn = iconsByName[name];
  return <Drawn size={size} className={className ? `hb-icon ${className}` : 'hb-icon'} />;
}
