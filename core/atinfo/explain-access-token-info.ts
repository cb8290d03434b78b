/**
 * Says why an `.atinfo` value is or is not usable, field by field (SPEC §3
 * Access-token info, §5 Access-token info cookie), for `dsp atinfo`: the
 * field that failed and why, and warnings for odd but accepted values
 * (expiresAt before createdAt, or already past). Agrees with
 * parseAccessTokenInfo: the info is null exactly when there are issues.
 */
import type { Issue } from '../result';
import { parseAccessTokenInfo, type AccessTokenInfo } from './access-token-info';

/** SPEC §5 as one line, printed beside every failure. */
export const ATINFO_SPEC_LINE =
  'SPEC §5: createdAt;expiresAt;trustLevel;personalization;consentSettings;consentSettingsTimestamp, URL-encoded; createdAt and expiresAt non-zero Unix seconds, trustLevel low or normal (empty means normal)';

export const ATINFO_FIELDS = [
  'createdAt',
  'expiresAt',
  'trustLevel',
  'personalization',
  'consentSettings',
  'consentSettingsTimestamp',
] as const;

export interface AccessTokenInfoExplanation {
  readonly info: AccessTokenInfo | null;
  /** Why the info is absent; empty when it is usable. Each names its field in `path`. */
  readonly issues: readonly Issue[];
  /** Odd values that are still accepted. */
  readonly warnings: readonly Issue[];
}

function timestampIssue(field: 'createdAt' | 'expiresAt', text: string | undefined): Issue | null {
  const path = [field];
  if (text === undefined)
    return {
      code: 'atinfo.missingField',
      message: `${field} is missing: the value has fewer than ${field === 'createdAt' ? 1 : 2} ';'-separated fields`,
      path,
    };
  if (text === '') return { code: 'atinfo.emptyField', message: `${field} is empty; it must be non-zero Unix seconds`, path };
  if (!/^[0-9]+$/.test(text))
    return { code: 'atinfo.notANumber', message: `${field} ${JSON.stringify(text)} is not a whole number of seconds (digits only)`, path };
  const value = Number(text);
  if (!Number.isSafeInteger(value))
    return { code: 'atinfo.outOfRange', message: `${field} ${text} is beyond the largest safe integer`, path };
  if (value === 0) return { code: 'atinfo.zero', message: `${field} is 0; it must be non-zero`, path };
  return null;
}

/**
 * @example explainAccessTokenInfo('1;2;admin;;;', 0).issues[0]
 * // { code: 'atinfo.badTrustLevel', message: 'trustLevel "admin" is not low or normal', path: ['trustLevel'] }
 */
export function explainAccessTokenInfo(raw: string, nowSeconds: number): AccessTokenInfoExplanation {
  const info = parseAccessTokenInfo(raw);
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    const at = raw.search(/%(?![0-9a-fA-F]{2})/);
    return {
      info,
      issues: [
        {
          code: 'atinfo.badEncoding',
          message: `the value is not valid URL encoding${at === -1 ? '' : ` (at character ${at})`}`,
          path: ['value'],
        },
      ],
      warnings: [],
    };
  }
  const fields = decoded.split(';');
  const issues: Issue[] = [];
  for (const [index, field] of (['createdAt', 'expiresAt'] as const).entries()) {
    const issue = timestampIssue(field, fields[index]);
    if (issue !== null) issues.push(issue);
  }
  const trustLevel = fields[2];
  if (trustLevel !== undefined && trustLevel !== '' && trustLevel !== 'low' && trustLevel !== 'normal') {
    issues.push({
      code: 'atinfo.badTrustLevel',
      message: `trustLevel ${JSON.stringify(trustLevel)} is not low or normal`,
      path: ['trustLevel'],
    });
  }
  const warnings: Issue[] = [];
  if (info !== null) {
    if (info.expiresAt < info.createdAt) {
      warnings.push({
        code: 'atinfo.expiresBeforeCreated',
        message: `expiresAt ${info.expiresAt} is before createdAt ${info.createdAt}`,
        path: ['expiresAt'],
      });
    }
    if (info.expiresAt < nowSeconds) {
      warnings.push({
        code: 'atinfo.expired',
        message: `expiresAt ${info.expiresAt} is already past (now ${nowSeconds})`,
        path: ['expiresAt'],
      });
    }
  }
  // Guards the promise of the module header should the parser change: never report a usable value as broken, or the reverse.
  if (info === null && issues.length === 0) {
    issues.push({ code: 'atinfo.invalid', message: 'the value cannot be read', path: ['value'] });
  }
  return { info, issues: info === null ? issues : [], warnings };
}
