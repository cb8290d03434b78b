/**
 * Which client log messages are noise and dropped before they reach the
 * monitoring service (SPEC §8 "Client logger suppression").
 */

/** Why a message was dropped; null from {@link suppressionReason} means keep it. */
export type SuppressionReason =
  | 'empty'
  | 'console-error'
  | 'http-status-0'
  | 'script-error'
  | 'request-timed-out'
  | 'empty-reason'
  | 'payment-app-serialiser';

/** §8: messages forwarded from the console by the monitoring agent. */
export const CONSOLE_ERROR_MARKER = 'console error: ';
/** §8 "script errors": browsers report cross-origin script errors as exactly this. */
export const SCRIPT_ERROR_MARKER = 'Script error.';
export const REQUEST_TIMED_OUT_MARKER = 'Request timed out';
export const EMPTY_REASON_MARKER = 'Empty reason';
/**
 * §8 names "one payment app" without naming it: the user-agent token of its
 * in-app web view (decision; a neutral placeholder until the real token is
 * configured).
 */
export const PAYMENT_APP_USER_AGENT_MARKER = 'PayAppWebView';
/**
 * Serialiser failures that app's web view raises, compared lower-cased
 * (decision): JSON cycles and structured-clone failures.
 */
export const SERIALISER_FAILURE_MARKERS = ['converting circular structure to json', 'could not be cloned', 'failed to serialize'] as const;

// §8 "HTTP status 0" (a request that never got a response). Recognised as the
// word "status", optionally "code", optionally ':' or '=', optionally one
// space, then 0 not followed by a digit: 'status 0', 'status: 0',
// 'status code 0', 'status=0'. No open-ended quantifiers, so no backtracking.
const HTTP_STATUS_0 = /\bstatus(?: code)?[:=]? ?0(?!\d)/i;

/**
 * Why a message is suppressed, or null to keep it. The duplicate rule needs
 * time and memory and lives in the client logger.
 *
 * @example
 * suppressionReason('Request failed with status code 0') // 'http-status-0'
 * suppressionReason('Checkout failed') // null
 */
export function suppressionReason(message: string, userAgent = ''): SuppressionReason | null {
  if (message.trim() === '') return 'empty';
  if (message.includes(CONSOLE_ERROR_MARKER)) return 'console-error';
  if (HTTP_STATUS_0.test(message)) return 'http-status-0';
  if (message.includes(SCRIPT_ERROR_MARKER)) return 'script-error';
  if (message.includes(REQUEST_TIMED_OUT_MARKER)) return 'request-timed-out';
  if (message.includes(EMPTY_REASON_MARKER)) return 'empty-reason';
  if (userAgent.includes(PAYMENT_APP_USER_AGENT_MARKER)) {
    const lower = message.toLowerCase();
    if (SERIALISER_FAILURE_MARKERS.some((marker) => lower.includes(marker))) {
      return 'payment-app-serialiser';
    }
  }
  return null;
}
