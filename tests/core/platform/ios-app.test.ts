/** Detecting the iOS app (SPEC §6 Store users). */
import { describe, expect, it } from 'vitest';
import { isIosApp } from '../../../core/platform';

describe('§6 store users: the iOS app', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 app-platform=ios', true],
    ['app-platform=ios', true],
    ['Mozilla/5.0 (app-platform=iOS; iPhone)', true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1', false],
    ['Mozilla/5.0 app-platform=android', false],
    ['Mozilla/5.0 app-platform=iosx', false],
    ['Mozilla/5.0 myapp-platform=ios', false],
  ])('user agent %j: %s', (userAgent, expected) => {
    expect(isIosApp({ userAgent, hasSettingsMessageHandler: false })).toBe(expected);
  });

  it('is detected through the native settings message handler whatever the user agent', () => {
    expect(isIosApp({ userAgent: 'Mozilla/5.0', hasSettingsMessageHandler: true })).toBe(true);
  });
});
