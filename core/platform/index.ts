/** Public names of the platform rules: environments, monitoring settings and the iOS app. */
export { IOS_SETTINGS_MESSAGE_HANDLER, isIosApp } from './ios-app';
export type { IosAppSignals } from './ios-app';
export { parseEnvironment, environmentFromName } from './environment';
export type { Environment, EnvironmentName } from './environment';
export {
  monitoringEnvironment,
  monitoringConfig,
  trackingConsentFor,
  LOGS_SESSION_SAMPLE_RATE,
  RUM_SESSION_SAMPLE_RATE,
  PRODUCTION_HOST_PREFIX,
} from './monitoring';
export type {
  TrackingConsent,
  MonitoringEnvironment,
  MonitoringAccount,
  MonitoringConfig,
} from './monitoring';
