/** Public names of the SPEC §8 error messages thrown by code. */
export {
  ANCHOR_HEADING_OUTSIDE_CONTEXT,
  AUTHORIZATION_CONTEXT_MISSING,
  DEV_MODE_CONTEXT_MISSING,
  THEME_PROVIDER_MISSING,
  PAGE_META_PROVIDER_MISSING,
  apiError,
  apiErrorMessage,
  unknownEnvironmentMessage,
  exhaustivenessError,
} from './developer-errors';
