/** Properties of the cookie audit's comparison with the registry (SPEC §3 Cookie registry, §5 Cookie writing). */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { EACH_AUDIT_CONSENT, FINDING_SEVERITY, auditObservation, isCategoryGranted, type ObservedCookie } from '../../../core/cookie-audit';
import { cookieRegistry, storageRegistry, MAX_COOKIE_LIFETIME_MS } from '../../../core/cookies';

const NOW = 1_800_000_000_000;
const registeredWithDuration = cookieRegistry.filter((definition) => definition.duration !== undefined);
const registeredNames = new Set(cookieRegistry.map((definition) => definition.name));

const observedCookie: fc.Arbitrary<ObservedCookie> = fc.record({
  name: fc.oneof(fc.constantFrom(...registeredNames), fc.string({ minLength: 1, maxLength: 12 })),
  domain: fc.constant('example.ch'),
  path: fc.constantFrom('/', '/designsystem', '/x'),
  expiresAt: fc.option(fc.integer({ min: NOW, max: NOW + 2 * MAX_COOKIE_LIFETIME_MS }), { nil: null }),
  secure: fc.boolean(),
  httpOnly: fc.boolean(),
  sameSite: fc.constantFrom('strict', 'lax', 'none'),
  source: fc.constantFrom('header', 'script', 'both', 'audit', 'unknown'),
});

describe('cookie audit properties', () => {
  test.prop([fc.array(observedCookie, { maxLength: 8 }), fc.constantFrom(...EACH_AUDIT_CONSENT)])(
    'every finding is about an observed cookie, carries its kind’s severity, and an unknown name gives exactly one undeclared finding',
    (cookies, consent) => {
      const findings = auditObservation({ consent, cookies, storage: [], observedAt: NOW }, cookieRegistry, storageRegistry);
      const names = new Set(cookies.map((cookie) => cookie.name));
      for (const finding of findings) {
        expect(names.has(finding.cookie)).toBe(true);
        expect(finding.severity).toBe(FINDING_SEVERITY[finding.kind]);
        expect(finding.message).toContain(finding.cookie);
      }
      for (const cookie of cookies) {
        const own = findings.filter((finding) => finding.cookie === cookie.name && finding.kind === 'undeclared');
        if (!registeredNames.has(cookie.name)) expect(own.length).toBe(cookies.filter((c) => c.name === cookie.name).length);
        else expect(own).toEqual([]);
      }
    },
  );

  test.prop([
    fc.constantFrom(...registeredWithDuration),
    fc.double({ min: 0, max: 1, noNaN: true }),
    fc.constantFrom(...EACH_AUDIT_CONSENT),
  ])(
    'a cookie written exactly as its registry entry says, within its duration, has no finding when its category is granted',
    (definition, fraction, consent) => {
      const lifetime = Math.floor(Math.min(definition.duration ?? 0, MAX_COOKIE_LIFETIME_MS) * fraction);
      const cookie: ObservedCookie = {
        name: definition.name,
        domain: 'example.ch',
        path: definition.path,
        expiresAt: definition.duration === 0 ? null : NOW + lifetime,
        secure: definition.secure,
        httpOnly: definition.httpOnly,
        sameSite: definition.sameSite ?? 'lax',
        source: 'header',
      };
      const findings = auditObservation({ consent, cookies: [cookie], storage: [], observedAt: NOW }, cookieRegistry, storageRegistry);
      expect(findings.map((finding) => finding.kind)).toEqual(isCategoryGranted(definition.category, consent) ? [] : ['without-consent']);
    },
  );
});
