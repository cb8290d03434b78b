/**
 * SPEC §9 constants that only the viewer uses (timings, breakpoints, observer
 * margins, sizes), in one place so no number of the SPEC is retyped in a
 * component. Rules shared with the server or the CLI live in core/.
 */

/** §2, §4, §9: the copy button shows "OK" for this long. */
export const COPY_FEEDBACK_MS = 900;
/** §2, §4, §9: at this viewport width or more the hamburger menu closes by itself. */
export const DESKTOP_BREAKPOINT_PX = 1024;
/** §9 "Heading visibility margin: -120px top, -50px bottom" as an IntersectionObserver rootMargin. */
export const HEADING_ROOT_MARGIN = '-120px 0px -50px 0px';
/** §2, §9: internal links are prefetched when within 200px of the viewport. */
export const PREFETCH_ROOT_MARGIN = '200px';
/** §2, §9: result thumbnail image size. */
export const THUMBNAIL_WIDTH_PX = 256;
export const THUMBNAIL_HEIGHT_PX = 128;

/**
 * On <html> while the reader has chosen no theme: the shade follows the system's (prefers-color-scheme), in
 * the stylesheet from the first paint (scripts/system-shade-css.ts) and in the theme switcher once hydrated.
 */
export const SYSTEM_SHADE_ATTRIBUTE = 'data-shade-auto';
