/**
 * One line per state for the text and Markdown reports: how many requests
 * and writes its ledger holds (docs/cli.md, Cookie audit), so what the page
 * sent without a problem (a cookieless Consent Mode ping) is still in sight;
 * the entries themselves are in --json and the --evidence ledger.
 */
import { isAllDenied } from '../../core/cookie-audit/consent-mode';
import type { ReportState } from './audit-report';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * @example ledgerLine(state) // 'ledger: 7 requests (5 to other sites, 1 Consent Mode ping with every signal denied), 8 writes (5 deletions)'
 */
export function ledgerLine(state: Pick<ReportState, 'requests' | 'writes'>): string {
  const other = state.requests.filter((request) => request.thirdParty).length;
  const pings = state.requests.filter((request) => request.consentMode.length > 0 && request.consentMode.every(isAllDenied)).length;
  const deletions = state.writes.filter((write) => write.op === 'delete').length;
  const about = [
    `${other} to other sites`,
    ...(pings === 0 ? [] : [`${plural(pings, 'Consent Mode ping', 'Consent Mode pings')} with every signal denied`]),
  ];
  return (
    `ledger: ${plural(state.requests.length, 'request', 'requests')} (${about.join(', ')}), ` +
    `${plural(state.writes.length, 'write', 'writes')} (${plural(deletions, 'deletion', 'deletions')})`
  );
}
