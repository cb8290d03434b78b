/**
 * Settings for the third-party monitoring service that receives error
 * reports, logs and real-user monitoring (SPEC §4 tracking consent, §7 "Other
 * traffic", §9 "Monitoring").
 */

/** SPEC §4: the tracking-consent state the monitoring service knows. */
export type TrackingConsent = 'granted' | 'not-granted';
/** SPEC §9: the environment reported to the monitoring service. */
export type MonitoringEnvironment = 'prod' | 'preview';

/** SPEC §3 "Account context (for monitoring)". */
export interface MonitoringAccount {
  readonly id: string;
  readonly name?: string;
}

export interface MonitoringConfig {
  readonly environment: MonitoringEnvironment;
  /** Percent of sessions whose logs are sent. */
  readonly logsSessionSampleRate: number;
  /** Percent of sessions recorded by real-user monitoring. */
  readonly rumSessionSampleRate: number;
  readonly trackingConsent: TrackingConsent;
}

/** SPEC §9: session sample rate 50% for logs. */
export const LOGS_SESSION_SAMPLE_RATE = 50;
/** SPEC §9: session sample rate 100% for real-user monitoring. */
export const RUM_SESSION_SAMPLE_RATE = 100;
/** SPEC §9: hosts starting with this report "prod". */
export const PRODUCTION_HOST_PREFIX = 'www.';

/**
 * "prod" when the host starts with "www.", otherwise "preview" (SPEC §9).
 * Host names are case-insensitive (RFC 4343), so 'WWW.' counts too.
 *
 * @example
 * monitoringEnvironment('www.example.ch') // 'prod'
 */
export function monitoringEnvironment(host: string): MonitoringEnvironment {
  return host.toLowerCase().startsWith(PRODUCTION_HOST_PREFIX) ? 'prod' : 'preview';
}

/**
 * The monitoring settings for a host. Tracking consent defaults to
 * 'not-granted' until the caller knows better (decision: the SPEC does not
 * say which consent category grants it, so the caller decides).
 *
 * @example
 * monitoringConfig('preview-42.example.ch')
 * // { environment: 'preview', logsSessionSampleRate: 50, rumSessionSampleRate: 100, trackingConsent: 'not-granted' }
 */
export function monitoringConfig(host: string, trackingConsent: TrackingConsent = 'not-granted'): MonitoringConfig {
  return {
    environment: monitoringEnvironment(host),
    logsSessionSampleRate: LOGS_SESSION_SAMPLE_RATE,
    rumSessionSampleRate: RUM_SESSION_SAMPLE_RATE,
    trackingConsent,
  };
}

/**
 * The tracking-consent state for a yes/no consent answer.
 *
 * @example
 * trackingConsentFor(true) // 'granted'
 */
export function trackingConsentFor(granted: boolean): TrackingConsent {
  return granted ? 'granted' : 'not-granted';
}
