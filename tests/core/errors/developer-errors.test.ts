import { describe, expect, it } from 'vitest';
import {
  ANCHOR_HEADING_OUTSIDE_CONTEXT,
  AUTHORIZATION_CONTEXT_MISSING,
  DEV_MODE_CONTEXT_MISSING,
  PAGE_META_PROVIDER_MISSING,
  THEME_PROVIDER_MISSING,
  apiError,
  apiErrorMessage,
  exhaustivenessError,
  unknownEnvironmentMessage,
} from '../../../core/errors';

describe('§8 error catalogue: developer errors', () => {
  it.each([
    [ANCHOR_HEADING_OUTSIDE_CONTEXT, 'AnchorHeading must be inside SubNavigationContext'],
    [AUTHORIZATION_CONTEXT_MISSING, 'useAuthorizationContext must be used within a AuthorizationContext.Provider'],
    [DEV_MODE_CONTEXT_MISSING, 'useIsDevMode must be used within a DevModeContext.Provider'],
  ])('has the exact message %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('says a wrapping theme provider is needed', () => {
    expect(THEME_PROVIDER_MISSING).toMatch(/within a ThemeProvider/);
    expect(THEME_PROVIDER_MISSING).toMatch(/wrap/);
  });

  it('says page meta must be used within its provider', () => {
    expect(PAGE_META_PROVIDER_MISSING).toBe('usePageMeta must be used within a PageMetaProvider');
  });

  it('names an unknown environment', () => {
    expect(unknownEnvironmentMessage('STAGING')).toBe('Unknown environment: STAGING');
  });

  it('names an impossible value in the exhaustiveness error', () => {
    const pair = { device: 'EXPLICIT', account: 'OTHER' };
    expect(exhaustivenessError(pair as never, 'consent type pair').message).toBe(
      'Unexpected consent type pair: {"device":"EXPLICIT","account":"OTHER"}',
    );
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(exhaustivenessError(cyclic as never, 'value').message).toBe('Unexpected value: [object Object]');
  });
});

describe('§8 error catalogue: search response status other than 200', () => {
  const url = '/designsystem/api/search?term=button&limit=101&mode=dev';

  it("is 'API error, failed to request {url}'", () => {
    expect(apiErrorMessage(url)).toBe(`API error, failed to request ${url}`);
    expect(apiError(url)).toBeInstanceOf(Error);
    expect(apiError(url).message).toBe('API error, failed to request /designsystem/api/search?term=button&limit=101&mode=dev');
  });
});
