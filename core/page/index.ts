/** Public names of the page rules: title, footer version, dates, description, constants. */
export { themeVariant, formatPageTitle, DESIGN_SYSTEM_TITLE } from './page-title';
export { displayBuildVersion, BUILD_VERSION_PREFIXES } from './build-version';
export {
  formatModifiedDate,
  lastUpdatedText,
  MODIFIED_DATE_LOCALE,
} from './format-date';
export { metaDescription } from './page-description';
export {
  COPY_FEEDBACK_MS,
  DESKTOP_BREAKPOINT_PX,
  HEADING_ROOT_MARGIN,
  PREFETCH_ROOT_MARGIN,
  SEARCH_RESULTS_LIMIT,
  SEARCH_REQUEST_LIMIT,
  THUMBNAIL_WIDTH_PX,
  THUMBNAIL_HEIGHT_PX,
  TITLE_TERMS_SEPARATOR,
  DEFAULT_CATEGORY,
  APP_LOCALE,
  APP_TIME_ZONE,
} from './constants';
