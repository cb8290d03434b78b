/**
 * The ledger's line in the text and Markdown reports (cli/audit/ledger-summary.ts;
 * docs/cli.md, Cookie audit): a cookieless Consent Mode ping draws no problem
 * but stays in sight.
 */
import { describe, expect, it } from 'vitest';
import { buildAuditReport } from '../../../cli/audit/audit-report';
import { formatAuditMarkdown, formatAuditText } from '../../../cli/audit/audit-report-text';
import { consentModeReadings } from '../../../core/cookie-audit/consent-mode';
import type { LedgerRequest } from '../../../core/cookie-audit/state-ledger';

const request = (url: string, thirdParty: boolean): LedgerRequest => ({
  url,
  method: 'GET',
  resource: 'Ping',
  initiator: null,
  thirdParty,
  msAfterLoad: 10,
  msAfterClick: null,
  consentMode: consentModeReadings(url),
  bodyBytes: 0,
});

describe('the ledger line', () => {
  it('counts requests, those to other sites, cookieless pings, writes and deletions, in text and Markdown', () => {
    const report = buildAuditReport(
      'http://localhost:4000/',
      [
        {
          consent: 'none',
          cookies: [],
          storage: [],
          observedAt: 0,
          ledger: {
            requests: [request('http://localhost:4000/', false), request('http://127.0.0.1:9/g/collect?gcs=G100', true)],
            writes: [
              { store: 'cookie', name: '_gcl_au', op: 'set', where: null, msAfterLoad: 5, msAfterClick: null, source: null },
              { store: 'cookie', name: '_gcl_au', op: 'delete', where: null, msAfterLoad: 9, msAfterClick: null, source: null },
            ],
            dropped: 0,
          },
        },
      ],
      [],
      [],
    );
    const line = 'ledger: 2 requests (1 to other sites, 1 Consent Mode ping with every signal denied), 2 writes (1 deletion)';
    expect(formatAuditText(report)).toContain(`\n${line}\n`);
    expect(formatAuditMarkdown(report)).toContain(`\n${line}\n`);
  });
});
