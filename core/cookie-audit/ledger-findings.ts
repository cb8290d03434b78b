/**
 * The verdicts that rest on a state's ledger (state-ledger.ts; docs/cli.md,
 * Cookie audit): requests to declared endpoints the state does not allow,
 * third-party requests to hosts nobody declared, Consent Mode signals that
 * grant what the state refuses, writes the page deleted again before the end,
 * IndexedDB databases, and on a first visit the writes made before any
 * choice (SPEC §5 Cookie writing).
 */
import type { CookieDefinition } from '../cookies/cookie-definition';
import type { StorageDefinition } from '../cookies/storage-registry';
import { consentNeededFor, describeAuditConsent, isCategoryGranted, type AuditConsent } from './audit-consent';
import { finding, resolveCookieDefinition, type AuditFinding, type FindingArea } from './audit-findings';
import { CONSENT_MODE_CATEGORY, grantedSignals, isAllDenied } from './consent-mode';
import { matchEndpoint, type DeclaredEndpoint } from './declared-endpoints';
import { hostAndPath, type LedgerRequest, type LedgerWrite, type StateLedger } from './state-ledger';

/** The names of the consent cookies the store writes from a visitor's choice (SPEC §5). */
const CONSENT_COOKIE_KEYS = new Set(['consent', 'consent-ts']);

function when(entry: { msAfterLoad: number; msAfterClick: number | null }): string {
  return entry.msAfterClick === null ? `${entry.msAfterLoad} ms after load` : `${entry.msAfterClick} ms after the click`;
}

function initiatorOf(request: LedgerRequest) {
  const from = request.initiator;
  if (from === null || from.url === null) return null;
  return { kind: 'script' as const, api: 'request' as const, url: from.url, line: from.line, column: from.column };
}

/**
 * `request-without-consent`, `consent-mode-mismatch` and `undeclared-endpoint`
 * for one state's requests, one finding per (kind, host and path) at most.
 * A request carrying Consent Mode with every signal denied (a cookieless
 * ping) is allowed to a declared endpoint whatever its category.
 *
 * @example requestFindings({ requests: [], writes: [], dropped: 0 }, [], 'none') // []
 */
export function requestFindings(ledger: StateLedger, endpoints: readonly DeclaredEndpoint[], consent: AuditConsent): AuditFinding[] {
  const findings = new Map<string, AuditFinding>();
  const add = (item: AuditFinding) => {
    const key = `${item.kind} ${item.cookie}`;
    if (!findings.has(key)) findings.set(key, item);
  };
  for (const request of ledger.requests) {
    const parts = hostAndPath(request.url);
    if (parts === null) continue;
    const subject = `${parts.host}${parts.path}`;
    const endpoint = matchEndpoint(parts.host, parts.path, endpoints);
    const source = initiatorOf(request);
    const what = `${request.method} ${request.url}`;
    for (const reading of request.consentMode) {
      const refused = grantedSignals(reading).filter((signal) => !isCategoryGranted(CONSENT_MODE_CATEGORY[signal], consent));
      if (refused.length === 0) continue;
      const said = [reading.gcs === null ? '' : `gcs=${reading.gcs}`, reading.gcd === null ? '' : `gcd=${reading.gcd}`]
        .filter(Boolean)
        .join(' ');
      add(
        finding('consent-mode-mismatch', 'request', subject, {
          expected: refused.map((signal) => `${signal} denied`).join(', '),
          actual: said,
          message: `${what} (${when(request)}) says ${refused.map((signal) => `${signal} granted`).join(', ')} (${said}); this run had ${describeAuditConsent(consent)}`,
          source,
        }),
      );
    }
    if (endpoint !== undefined) {
      const { category } = endpoint;
      if (category === 'Essential' || isCategoryGranted(category, consent)) continue;
      const cookieless = request.consentMode.length > 0 && request.consentMode.every(isAllDenied);
      if (cookieless) continue;
      add(
        finding('request-without-consent', 'request', subject, {
          expected: consentNeededFor(category),
          actual: describeAuditConsent(consent),
          message: `${what} (${when(request)}) goes to ${endpoint.vendor} (${endpoint.host}${endpoint.path ?? ''}), a ${category} endpoint, which needs ${consentNeededFor(category)} consent; this run had ${describeAuditConsent(consent)}`,
          source,
        }),
      );
      continue;
    }
    if (!request.thirdParty) continue;
    add(
      finding('undeclared-endpoint', 'request', parts.host, {
        actual: request.url,
        message: `${what} (${when(request)}) goes to ${parts.host}, another site that no "endpoints" entry of the registry file declares`,
        source,
      }),
    );
  }
  return [...findings.values()];
}

const AREA_OF: Readonly<Record<LedgerWrite['store'], FindingArea>> = {
  cookie: 'cookie',
  local: 'local',
  session: 'session',
  indexedDB: 'indexedDB',
};

function storeWord(write: LedgerWrite): string {
  if (write.store === 'cookie') return write.name;
  if (write.store === 'indexedDB') return `IndexedDB database ${JSON.stringify(write.name)}`;
  return `${write.store}Storage key ${JSON.stringify(write.name)}`;
}

/** The category a write's registry entry gives it; undefined when none declares it. */
function categoryOf(write: LedgerWrite, registry: readonly CookieDefinition[], storage: readonly StorageDefinition[]) {
  if (write.store === 'cookie') return resolveCookieDefinition(write.name, registry)?.category;
  const declared = storage.find((entry) => entry.key === write.name && entry.area === write.store);
  return (declared ?? (write.store === 'indexedDB' ? undefined : resolveCookieDefinition(write.name, registry)))?.category;
}

/**
 * The writes judged from the ledger rather than from what was left at the
 * end: a cookie or storage key written and gone again by the time the audit
 * read the page (`without-consent`, `undeclared` or `storage` as if it had
 * stayed, the message saying it was deleted), and every IndexedDB database
 * written (`without-consent`, or `storage` when undeclared). `present` holds
 * the names read at the end, as `cookie name` or `local key`, which the
 * final-state checks already judge.
 *
 * @example ledgerWriteFindings({ requests: [], writes: [], dropped: 0 }, new Set(), [], [], 'none') // []
 */
export function ledgerWriteFindings(
  ledger: StateLedger,
  present: ReadonlySet<string>,
  registry: readonly CookieDefinition[],
  storage: readonly StorageDefinition[],
  consent: AuditConsent,
): AuditFinding[] {
  const findings = new Map<string, AuditFinding>();
  // Looked up once: a page that writes in a loop fills the ledger to its limit.
  const deletedKeys = new Set(ledger.writes.filter((write) => write.op === 'delete').map((write) => `${write.store} ${write.name}`));
  for (const write of ledger.writes) {
    const key = `${write.store} ${write.name}`;
    if (write.op !== 'set' || present.has(key) || findings.has(key)) continue;
    const deleted = deletedKeys.has(key);
    const fate = write.store === 'indexedDB' ? '' : deleted ? ', then deleted again' : ', and gone when the audit read the page';
    const area = AREA_OF[write.store];
    const category = categoryOf(write, registry, storage);
    const subject = storeWord(write);
    if (category === undefined) {
      findings.set(
        key,
        finding(write.store === 'cookie' ? 'undeclared' : 'storage', area, write.name, {
          actual: write.name,
          message: `${subject} was written ${when(write)}${fate}; no registry entry covers it`,
          source: write.source,
        }),
      );
      continue;
    }
    if (category === 'Essential' || isCategoryGranted(category, consent)) continue;
    findings.set(
      key,
      finding('without-consent', area, write.name, {
        expected: consentNeededFor(category),
        actual: describeAuditConsent(consent),
        message: `${subject} is ${category}, which needs ${consentNeededFor(category)} consent; it was written ${when(write)}${fate}, in a run with ${describeAuditConsent(consent)}`,
        source: write.source,
      }),
    );
  }
  return [...findings.values()];
}

/**
 * A first visit's findings: a write needing consent (`without-consent`), or
 * of a storage key or database nobody declared (`storage`), is
 * `before-choice` there, as nothing has been chosen yet; and a consent
 * cookie written at all is `consent-without-choice`.
 *
 * @example firstVisitFindings([], { requests: [], writes: [], dropped: 0 }, []) // []
 */
export function firstVisitFindings(
  findings: readonly AuditFinding[],
  ledger: StateLedger | undefined,
  registry: readonly CookieDefinition[],
): AuditFinding[] {
  const out = findings.map((item) =>
    item.kind === 'without-consent' || (item.kind === 'storage' && item.area !== 'request')
      ? finding('before-choice', item.area, item.cookie, {
          expected: 'no write before the visitor chooses',
          actual: item.actual,
          message: `${item.message.replace(/; this run had .*$|, in a run with .*$/, '')}; on a first visit, before any choice`,
          source: item.source,
        })
      : item,
  );
  const seen = new Set<string>();
  for (const write of ledger?.writes ?? []) {
    if (write.store !== 'cookie' || write.op !== 'set' || seen.has(write.name)) continue;
    const definition = resolveCookieDefinition(write.name, registry);
    if (definition === undefined || !CONSENT_COOKIE_KEYS.has(definition.key)) continue;
    seen.add(write.name);
    out.push(
      finding('consent-without-choice', 'cookie', write.name, {
        expected: 'no consent cookie until the visitor chooses',
        actual: write.name,
        message: `${write.name} was written ${when(write)} on a first visit, before the visitor made any choice: a consent nobody gave`,
        source: write.source,
      }),
    );
  }
  return out;
}
