/**
 * Human-readable rendering of consent records and evaluations, shared by
 * `dsp consent parse`, `dsp consent sync` and `dsp cookies inspect`.
 */
import { CONSENT_CATEGORIES, type ConsentEvaluation, type ConsentRecord } from '../../core/consent';

/** Unix seconds as an ISO instant, with the raw number for cross-checking. */
export function describeTimestamp(seconds: number | null): string {
  if (seconds === null) return 'none';
  const instant = new Date(seconds * 1000);
  return Number.isNaN(instant.getTime()) ? String(seconds) : `${seconds} (${instant.toISOString()})`;
}

export function describeRecord(record: ConsentRecord): [string, string][] {
  const rows: [string, string][] = [
    ['type', record.type],
    ['source', record.consentSource],
    ['last updated', describeTimestamp(record.lastUpdated)],
    ['categories', ''],
  ];
  for (const category of CONSENT_CATEGORIES) {
    const value = record.consent[category];
    if (value !== undefined) rows.push([`  ${category}`, String(value)]);
  }
  return rows;
}

export function describeEvaluation(evaluation: ConsentEvaluation): [string, string][] {
  const rows: [string, string][] = [
    ['  personalization', evaluation.personalization],
    ['  marketing', evaluation.marketing],
    ['  performance', evaluation.performance],
  ];
  if (evaluation.iosMarketing !== undefined) rows.push(['  iosMarketing', evaluation.iosMarketing]);
  return rows;
}
