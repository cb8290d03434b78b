/**
 * Derives the personalization status from the flag carried in the fourth
 * field of the access-token info cookie (SPEC §3 "Access-token info",
 * §4 "Personalization").
 */

export type PersonalizationStatus = 'ON' | 'OFF' | 'NO_INFORMATION';

/**
 * Reads the personalization flag: 'NO_INFORMATION' when it is missing or
 * contains '-', 'ON' when it contains 'e', 'OFF' otherwise (SPEC §3).
 *
 * @example
 * derivePersonalizationStatus('true') // 'ON'
 */
export function derivePersonalizationStatus(flag: string | undefined): PersonalizationStatus {
  // An empty field counts as missing, as it does for consentSettings (SPEC §3):
  // a cookie written as "1;2;normal;" carries no information about the flag.
  if (flag === undefined || flag === '' || flag.includes('-')) return 'NO_INFORMATION';
  // The SPEC tests for the letter, case-sensitively: 'true' is ON, 'false' is
  // ON too (it contains 'e'), '0' and 'TRUE' are OFF. The '-' test comes first.
  if (flag.includes('e')) return 'ON';
  return 'OFF';
}
