/**
 * The `.consent` and `.consent-ts` values the store writes when a reader
 * saves a choice (SPEC §3 Consent, §5 Consent cookie string): an EXPLICIT web
 * consent holding sn, fu, pe and ma (in the iOS app: fu, pe and im, with ma
 * at 0, SPEC §3 Consent), each accepted category at its current required
 * version and each refused one at 0, and the time as Unix seconds.
 * The viewer's cookie settings and `dsp cookies audit` both write through it.
 */
import { formatConsentTimestamp } from './consent-timestamp';
import { DEFAULT_REQUIRED_CONSENT_VERSIONS, type RequiredConsentVersions } from './evaluate-consent';
import { serializeConsentCookie } from './serialize-consent-cookie';

/** Which non-essential categories a reader accepts. */
export interface ConsentChoice {
  readonly personalization: boolean;
  readonly performance: boolean;
  readonly marketing: boolean;
}

/**
 * @example consentChoiceCookies({ personalization: true, performance: false, marketing: false }, 1750088503000)
 * // { consent: 'sn1pe0fu1ma0e', consentTs: '68503b37' }
 * consentChoiceCookies({ personalization: true, performance: true, marketing: true }, 0, undefined, true).consent // 'sn1pe1fu1ma0im1e'
 */
export function consentChoiceCookies(
  choice: ConsentChoice,
  nowMs: number,
  versions: RequiredConsentVersions = DEFAULT_REQUIRED_CONSENT_VERSIONS,
  isIos = false,
): { readonly consent: string; readonly consentTs: string } {
  const values = {
    StrictlyNecessary: 1,
    Performance: choice.performance ? versions.Performance : 0,
    Personalization: choice.personalization ? versions.Personalization : 0,
  };
  const consent = serializeConsentCookie({
    consent: isIos
      ? { ...values, Marketing: 0, iOSMarketing: choice.marketing ? versions.iOSMarketing : 0 }
      : { ...values, Marketing: choice.marketing ? versions.Marketing : 0 },
    type: 'EXPLICIT',
  });
  return { consent, consentTs: formatConsentTimestamp(Math.floor(nowMs / 1000)) };
}
