/**
 * The icon components, one export per icon (`IconChevronRight`, `IconCart`,
 * ...). Each call is pure, so a bundler drops every icon an app does not use.
 */
import { createIcon } from './create-icon';
import * as paths from './paths';

export const IconApple = /* @__PURE__ */ createIcon(paths.apple, 'IconApple');
export const IconCart = /* @__PURE__ */ createIcon(paths.cart, 'IconCart');
export const IconCheck = /* @__PURE__ */ createIcon(paths.check, 'IconCheck');
export const IconChevronDown = /* @__PURE__ */ createIcon(paths.chevronDown, 'IconChevronDown');
export const IconChevronLeft = /* @__PURE__ */ createIcon(paths.chevronLeft, 'IconChevronLeft');
export const IconChevronRight = /* @__PURE__ */ createIcon(paths.chevronRight, 'IconChevronRight');
export const IconChevronUp = /* @__PURE__ */ createIcon(paths.chevronUp, 'IconChevronUp');
export const IconClose = /* @__PURE__ */ createIcon(paths.close, 'IconClose');
export const IconCode = /* @__PURE__ */ createIcon(paths.code, 'IconCode');
export const IconCompare = /* @__PURE__ */ createIcon(paths.compare, 'IconCompare');
export const IconCopy = /* @__PURE__ */ createIcon(paths.copy, 'IconCopy');
export const IconDesign = /* @__PURE__ */ createIcon(paths.design, 'IconDesign');
export const IconDocument = /* @__PURE__ */ createIcon(paths.document, 'IconDocument');
export const IconError = /* @__PURE__ */ createIcon(paths.error, 'IconError');
export const IconExternal = /* @__PURE__ */ createIcon(paths.external, 'IconExternal');
export const IconHash = /* @__PURE__ */ createIcon(paths.hash, 'IconHash');
export const IconHeart = /* @__PURE__ */ createIcon(paths.heart, 'IconHeart');
export const IconInfo = /* @__PURE__ */ createIcon(paths.info, 'IconInfo');
export const IconInternal = /* @__PURE__ */ createIcon(paths.internal, 'IconInternal');
export const IconLeaf = /* @__PURE__ */ createIcon(paths.leaf, 'IconLeaf');
export const IconLock = /* @__PURE__ */ createIcon(paths.lock, 'IconLock');
export const IconMail = /* @__PURE__ */ createIcon(paths.mail, 'IconMail');
export const IconMenu = /* @__PURE__ */ createIcon(paths.menu, 'IconMenu');
export const IconMessage = /* @__PURE__ */ createIcon(paths.message, 'IconMessage');
export const IconMinus = /* @__PURE__ */ createIcon(paths.minus, 'IconMinus');
export const IconPause = /* @__PURE__ */ createIcon(paths.pause, 'IconPause');
export const IconPickupPoint = /* @__PURE__ */ createIcon(paths.pickupPoint, 'IconPickupPoint');
export const IconPlay = /* @__PURE__ */ createIcon(paths.play, 'IconPlay');
export const IconPlus = /* @__PURE__ */ createIcon(paths.plus, 'IconPlus');
export const IconRotate = /* @__PURE__ */ createIcon(paths.rotate, 'IconRotate');
export const IconSearch = /* @__PURE__ */ createIcon(paths.search, 'IconSearch');
export const IconShare = /* @__PURE__ */ createIcon(paths.share, 'IconShare');
export const IconSort = /* @__PURE__ */ createIcon(paths.sort, 'IconSort');
export const IconStar = /* @__PURE__ */ createIcon(paths.star, 'IconStar');
export const IconStore = /* @__PURE__ */ createIcon(paths.store, 'IconStore');
export const IconSun = /* @__PURE__ */ createIcon(paths.sun, 'IconSun');
export const IconTag = /* @__PURE__ */ createIcon(paths.tag, 'IconTag');
export const IconTruck = /* @__PURE__ */ createIcon(paths.truck, 'IconTruck');
export const IconUpload = /* @__PURE__ */ createIcon(paths.upload, 'IconUpload');
export const IconUser = /* @__PURE__ */ createIcon(paths.user, 'IconUser');
export const IconWarning = /* @__PURE__ */ createIcon(paths.warning, 'IconWarning');
