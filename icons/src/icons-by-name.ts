/**
 * Every icon by its short name, for code that picks an icon at run time (the
 * Icon component of @harbor/react, the Iconography page). Importing this map
 * keeps every icon in the bundle; import the named components where you can.
 */
import type { IconComponent } from './create-icon';
import * as icons from './icons/index';

/** Short name -> component, in alphabetical order. */
export const iconsByName = {
  apple: icons.IconApple,
  cart: icons.IconCart,
  check: icons.IconCheck,
  chevronDown: icons.IconChevronDown,
  chevronLeft: icons.IconChevronLeft,
  chevronRight: icons.IconChevronRight,
  chevronUp: icons.IconChevronUp,
  close: icons.IconClose,
  code: icons.IconCode,
  compare: icons.IconCompare,
  copy: icons.IconCopy,
  design: icons.IconDesign,
  document: icons.IconDocument,
  error: icons.IconError,
  external: icons.IconExternal,
  hash: icons.IconHash,
  heart: icons.IconHeart,
  info: icons.IconInfo,
  internal: icons.IconInternal,
  leaf: icons.IconLeaf,
  lock: icons.IconLock,
  mail: icons.IconMail,
  menu: icons.IconMenu,
  message: icons.IconMessage,
  minus: icons.IconMinus,
  pause: icons.IconPause,
  pickupPoint: icons.IconPickupPoint,
  play: icons.IconPlay,
  plus: icons.IconPlus,
  rotate: icons.IconRotate,
  search: icons.IconSearch,
  share: icons.IconShare,
  sort: icons.IconSort,
  star: icons.IconStar,
  store: icons.IconStore,
  sun: icons.IconSun,
  tag: icons.IconTag,
  truck: icons.IconTruck,
  upload: icons.IconUpload,
  user: icons.IconUser,
  warning: icons.IconWarning,
} as const satisfies Record<string, IconComponent>;

/** Short name of an icon: `chevronRight` for `IconChevronRight`. */
export type IconName = keyof typeof iconsByName;
