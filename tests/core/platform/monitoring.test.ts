import { describe, expect, it } from 'vitest';
import {
  LOGS_SESSION_SAMPLE_RATE,
  RUM_SESSION_SAMPLE_RATE,
  monitoringConfig,
  monitoringEnvironment,
  trackingConsentFor,
} from '../../../core/platform';

describe('§9 monitoring', () => {
  it('samples 50% of sessions for logs and 100% for real-user monitoring', () => {
    expect([LOGS_SESSION_SAMPLE_RATE, RUM_SESSION_SAMPLE_RATE]).toEqual([50, 100]);
  });

  it.each([
    ['www.example.ch', 'prod'],
    ['WWW.example.ch', 'prod'],
    ['www.', 'prod'],
    ['preview-42.example.ch', 'preview'],
    ['example.ch', 'preview'],
    ['wwwexample.ch', 'preview'],
    ['localhost:5173', 'preview'],
    ['', 'preview'],
  ])('reports %j as %j', (host, expected) => {
    expect(monitoringEnvironment(host)).toBe(expected);
  });

  it('builds the settings for a host', () => {
    expect(monitoringConfig('www.example.ch', 'granted')).toEqual({
      environment: 'prod',
      logsSessionSampleRate: 50,
      rumSessionSampleRate: 100,
      trackingConsent: 'granted',
    });
  });

  it("defaults tracking consent to 'not-granted'", () => {
    expect(monitoringConfig('staging.example.ch').trackingConsent).toBe('not-granted');
  });
});

describe('§4 tracking consent', () => {
  it.each([
    [true, 'granted'],
    [false, 'not-granted'],
  ])('%s gives %j', (granted, expected) => {
    expect(trackingConsentFor(granted)).toBe(expected);
  });
});
