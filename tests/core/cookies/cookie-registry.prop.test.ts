import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCookieRegistry } from '../../../core/cookies/cookie-registry';
import { validateCookieRegistry } from '../../../core/cookies/cookie-registry-validation';
import { defaultSiteConfig } from '../../../core/site/site-config';

describe('§3 cookie registry properties', () => {
  it('is valid for any site whose brand prefix and analytics provider are plain lowercase words', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,6}$/), fc.stringMatching(/^[a-z]{1,10}$/), (brandPrefix, analyticsProvider) => {
        const registry = createCookieRegistry({ ...defaultSiteConfig, brandPrefix, analyticsProvider });
        expect(validateCookieRegistry(registry).ok).toBe(true);
        expect(registry).toHaveLength(32);
      }),
    );
  });
});
