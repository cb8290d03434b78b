/**
 * The portal's icons by name, drawn by the components of @harbor/icons (no
 * path is kept here): decorative, aria-hidden, in the text colour. The map
 * names only the icons the portal's chrome uses, so its first load carries
 * those and no others.
 */
import {
  IconCheck,
  IconChevronDown,
  IconChevronLeft,
  IconChevronRight,
  IconClose,
  type IconComponent,
  IconCopy,
  IconExternal,
  IconInternal,
  IconLock,
  IconMenu,
  IconMessage,
  IconSearch,
  IconSun,
  IconCode,
  IconDesign,
  IconDocument,
  IconHash,
  IconInfo,
} from '@harbor/icons';

const ICONS = {
  menu: IconMenu,
  close: IconClose,
  search: IconSearch,
  chevronRight: IconChevronRight,
  chevronDown: IconChevronDown,
  chevronLeft: IconChevronLeft,
  lock: IconLock,
  external: IconExternal,
  internal: IconInternal,
  copy: IconCopy,
  check: IconCheck,
  design: IconDesign,
  code: IconCode,
  document: IconDocument,
  hash: IconHash,
  message: IconMessage,
  sun: IconSun,
  info: IconInfo,
} as const satisfies Record<string, IconComponent>;

export type IconName = keyof typeof ICONS;

export interface IconProps {
  readonly name: IconName;
  readonly size?: 16 | 20 | 24;
  readonly className?: string;
}

export function Icon({ name, size = 20, className }: IconProps) {
  const Drawn = ICONS[name];
  return <Drawn size={size} className={className === undefined ? 'icon' : `icon ${className}`} />;
}
