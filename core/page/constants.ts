/**
 * SPEC §9 business constants the viewer needs, in one place, so no number or
 * string of the SPEC is retyped in a component.
 */

export { DEFAULT_CATEGORY } from '../navigation/navigation-item';

/** §2, §4, §9: the copy button shows "OK" for this long. */
export const COPY_FEEDBACK_MS = 900;
/** §2, §4, §9: at this viewport width or more the hamburger menu closes by itself. */
export const DESKTOP_BREAKPOINT_PX = 1024;
/** §9 "Heading visibility margin: -120px top, -50px bottom" as an IntersectionObserver rootMargin. */
export const HEADING_ROOT_MARGIN = '-120px 0px -50px 0px';
/** §2, §9: internal links are prefetched when within 200px of the viewport. */
export const PREFETCH_ROOT_MARGIN = '200px';
/** §7, §9: search results shown. */
export const SEARCH_RESULTS_LIMIT = 100;
/** §7: one more than shown is requested, to tell whether the list was cut ('sliced'). */
export const SEARCH_REQUEST_LIMIT = SEARCH_RESULTS_LIMIT + 1;
/** §2, §9: result thumbnail image size. */
export const THUMBNAIL_WIDTH_PX = 256;
export const THUMBNAIL_HEIGHT_PX = 128;
/** §2, §9: between a result title and its terms, a dot with non-breaking spaces. */
export const TITLE_TERMS_SEPARATOR = '\u00a0·\u00a0';
/** §9: app locale and time zone. */
export const APP_LOCALE = 'en-CH';
export const APP_TIME_ZONE = 'Europe/Zurich';
