/** Public names of the page rules: title, footer version, dates and their locale, description. */
export { themeVariant, formatPageTitle, DESIGN_SYSTEM_TITLE } from './page-title';
export { displayBuildVersion, BUILD_VERSION_PREFIXES } from './build-version';
export {
  formatModifiedDate,
  lastUpdatedText,
  MODIFIED_DATE_LOCALE,
  APP_LOCALE,
  APP_TIME_ZONE,
} from './format-date';
export { metaDescription } from './page-description';
