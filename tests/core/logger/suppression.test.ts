import { describe, expect, it } from 'vitest';
import { PAYMENT_APP_USER_AGENT_MARKER, suppressionReason } from '../../../core/logger';

const paymentAppUserAgent = `Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 ${PAYMENT_APP_USER_AGENT_MARKER}/3.2`;

describe('§8 client logger suppression', () => {
  it.each([
    ['', 'empty'],
    ['   \n', 'empty'],
    ['console error: something went wrong', 'console-error'],
    ['[Datadog] console error: x', 'console-error'],
    ['Request failed with status code 0', 'http-status-0'],
    ['HTTP status 0 for /api', 'http-status-0'],
    ['Fetch error, status: 0', 'http-status-0'],
    ['status=0', 'http-status-0'],
    ['Status 0', 'http-status-0'],
    ['Script error.', 'script-error'],
    ['Uncaught Script error.', 'script-error'],
    ['Request timed out', 'request-timed-out'],
    ['XHR: Request timed out after 30s', 'request-timed-out'],
    ['Empty reason', 'empty-reason'],
    ['Unhandled rejection: Empty reason', 'empty-reason'],
  ])('drops %j (%s)', (message, reason) => {
    expect(suppressionReason(message)).toBe(reason);
  });

  it.each([
    'Checkout failed',
    'Request failed with status code 500',
    'status 01',
    'status 404',
    'statuses 0',
    'console error:no space',
    'script error',
    'request timed out',
    'Converting circular structure to JSON',
    'Failed to parse atInfo cookie',
  ])('keeps %j', (message) => {
    expect(suppressionReason(message)).toBeNull();
  });

  it.each([
    'TypeError: Converting circular structure to JSON',
    "DataCloneError: Failed to execute 'postMessage': An object could not be cloned.",
    'Failed to serialize payload',
  ])('drops the serialiser failure %j from the payment app user agent', (message) => {
    expect(suppressionReason(message, paymentAppUserAgent)).toBe('payment-app-serialiser');
    expect(suppressionReason(message, 'Mozilla/5.0 (iPhone) Safari/605.1.15')).toBeNull();
  });

  it('keeps other messages from the payment app user agent', () => {
    expect(suppressionReason('Checkout failed', paymentAppUserAgent)).toBeNull();
  });
});
