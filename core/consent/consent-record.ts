/**
 * The consent record shared by device consent, evaluation and sync (SPEC §3 Consent).
 */
import type { ConsentValues } from './consent-category';

/** 'e' at the end of the cookie means EXPLICIT, 'i' means IMPLICIT (SPEC §3 Consent). */
export type ConsentType = 'EXPLICIT' | 'IMPLICIT';

export type ConsentSource = 'iOS' | 'webOrAndroid';

export interface ConsentRecord {
  readonly consent: Readonly<ConsentValues>;
  readonly consentSource: ConsentSource;
  readonly type: ConsentType;
  /** Unix seconds from the consent-ts cookie; null when that cookie is absent or invalid. */
  readonly lastUpdated: number | null;
}
