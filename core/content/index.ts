/** Public names of the article-content rules: heading anchors and shorthand links. */
export {
  slugifyHeading,
  headingAnchor,
  buildInPageNavigation,
  EMPTY_SLUG_FALLBACK,
  HEADING_ANCHOR_JOINER,
} from './heading-slug';
export type { ArticleHeading, HeadingLevel, InPageNavigationItem } from './heading-slug';
export {
  parseShorthandHref,
  parseShorthandText,
  isShorthandHref,
  resolveShorthandLink,
  shorthandTargetNavigation,
} from './shorthand-link';
export type {
  ShorthandHref,
  ShorthandText,
  SectionNavigation,
  ResolvedShorthandLink,
} from './shorthand-link';
