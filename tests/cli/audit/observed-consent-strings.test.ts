/**
 * The consent strings the cookie audit reads from a state's jar
 * (cli/audit/observed-consent-strings.ts; docs/cli.md, Consent strings): the
 * same decoders as `dsp consent decode` and `dsp cookies inspect`, for every
 * kind the audit knows, so the browser test needs only one of them (the TC
 * string in tests/cli/audit/consent-strings-audit.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { observedConsentStrings } from '../../../cli/audit/observed-consent-strings';
import { cookiebotValue, encodeGppString, encodeTcString, oneTrustValue } from '../../core/consent-strings/consent-string-fixtures';

describe('§3 the consent strings of an audited state', () => {
  it('decodes IAB TCF, GPP, OneTrust and Cookiebot cookies, each with what it grants, and leaves the store’s .consent to the state', () => {
    const found = observedConsentStrings([
      { name: '.consent', value: 'sn1pe0fu0ma0e' },
      { name: 'euconsent-v2', value: encodeTcString({ purposes: [1, 2, 3, 4] }) },
      { name: '__gpp', value: encodeGppString({ tcfPurposes: [1] }) },
      { name: 'OptanonConsent', value: oneTrustValue('C0001:1,C0002:0,C0003:0,C0004:1') },
      { name: 'CookieConsent', value: cookiebotValue({ preferences: false, statistics: true, marketing: false }) },
    ]);
    expect(found.map((entry) => [entry.cookie, entry.kind, entry.signal === null])).toEqual([
      ['euconsent-v2', 'tcf', false],
      ['__gpp', 'gpp', false],
      ['OptanonConsent', 'onetrust', false],
      ['CookieConsent', 'cookiebot', false],
    ]);
    const cookiebot = found.find((entry) => entry.cookie === 'CookieConsent');
    expect(cookiebot?.signal?.categories).toMatchObject({ Performance: true, Marketing: false });
    const oneTrust = found.find((entry) => entry.cookie === 'OptanonConsent');
    expect(oneTrust?.signal?.categories).toMatchObject({ Marketing: true, Performance: false });
  });

  it('names a consent cookie it cannot decode, with why, rather than dropping it', () => {
    const [entry] = observedConsentStrings([{ name: '__gpp', value: 'not-a-gpp-string' }]);
    expect(entry).toMatchObject({ cookie: '__gpp', kind: 'gpp', signal: null });
    expect(entry?.summary.map(([label]) => label)).toEqual(['decoded as', 'invalid']);
  });
});
