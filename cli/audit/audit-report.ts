/**
 * The report of `dsp cookies audit` as data: the JSON document (its contract
 * is in docs/cli.md), with the distinct problems first and the per-state
 * cookies, storage keys and findings after (audit-report-text.ts prints it).
 */
import {
  auditObservation,
  auditProblems,
  compareWithBaseline,
  consentIgnored,
  fixedSinceBaseline,
  type AuditBaseline,
  type AuditConsent,
  type AuditFinding,
  type AuditProblem,
  type BlockedCookie,
  type CookieSource,
  type FixedProblem,
  type PrivateRequest,
  type StateObservation,
  type WriteSource,
} from '../../core/cookie-audit';
import type { DeclaredEndpoint } from '../../core/cookie-audit/declared-endpoints';
import type { LedgerRequest, LedgerWrite } from '../../core/cookie-audit/state-ledger';
import { followingTheClick, journeyClickFindings } from '../../core/cookie-audit/consent-journeys';
import type { CookieDefinition, StorageDefinition } from '../../core/cookies';

export interface ReportCookie {
  readonly name: string;
  readonly domain: string;
  readonly path: string;
  /** ISO instant, or null for a session cookie. */
  readonly expires: string | null;
  /** The lifetime the browser keeps, in ms from the read (after its 400-day cap); null for a session cookie. */
  readonly lifetimeMs: number | null;
  /** The lifetime the last writer asked for, in ms (null: session); null too when unknown (see source). */
  readonly askedLifetimeMs: number | null;
  readonly secure: boolean;
  readonly httpOnly: boolean;
  readonly sameSite: 'strict' | 'lax' | 'none';
  readonly source: CookieSource;
  /** The last write of it, where the browser told. */
  readonly writer: WriteSource | null;
  readonly thirdParty: boolean;
}

export interface ReportStorageKey {
  readonly area: 'local' | 'session';
  readonly key: string;
  /** The origin of the frame holding it, when not the page's. */
  readonly frame: string | null;
  readonly writer: WriteSource | null;
}

export interface ReportState {
  readonly consent: AuditConsent;
  /** The URL the page ended on, after redirects. */
  readonly url: string | null;
  readonly status: number | null;
  readonly networkBusy: boolean;
  /** Why the state is partial (the watchdog closed the page), or null for a state read whole. */
  readonly partial: string | null;
  readonly clicks: readonly { readonly selector: string; readonly clicked: boolean }[];
  /** Requests to private addresses other than the audited service, and whether they were followed. */
  readonly privateNetwork: readonly PrivateRequest[];
  /** The industry consent strings the page stored, decoded (euconsent-v2, __gpp, OptanonConsent, CookieConsent). */
  readonly consentStrings: readonly {
    readonly cookie: string;
    readonly kind: string;
    readonly summary: readonly (readonly [string, string])[];
  }[];
  readonly cookies: readonly ReportCookie[];
  readonly storage: readonly ReportStorageKey[];
  readonly blocked: readonly BlockedCookie[];
  /** Every request of the state, in order (the ledger; docs/cli.md). */
  readonly requests: readonly LedgerRequest[];
  /** Every cookie, storage and IndexedDB write, deletions included, in order. */
  readonly writes: readonly LedgerWrite[];
  readonly findings: readonly AuditFinding[];
}

export interface AuditReport {
  readonly url: string;
  readonly problems: readonly AuditProblem[];
  readonly states: readonly ReportState[];
  /** Distinct problems; `known` counts those an earlier report (--baseline) already had. */
  readonly summary: { readonly errors: number; readonly warnings: number; readonly known: number };
  /** With --baseline: the problems it listed that this run, in the states it audited, did not find. */
  readonly fixed?: readonly FixedProblem[];
}

export function buildAuditReport(
  url: string,
  observations: readonly StateObservation[],
  registry: readonly CookieDefinition[],
  storage: readonly StorageDefinition[],
  baseline?: AuditBaseline,
  endpoints: readonly DeclaredEndpoint[] = [],
): AuditReport {
  const states = observations.map((raw): ReportState => {
    // A journey reports what follows its click, judged as the click chose (accept: all, reject: none).
    const journey = raw.consent === 'accept' || raw.consent === 'reject' ? raw.consent : undefined;
    const judged = journey === undefined ? raw : followingTheClick(raw, journey);
    const observation = { ...judged, consent: raw.consent };
    return {
      consent: observation.consent,
      url: observation.finalUrl ?? null,
      status: observation.status ?? null,
      networkBusy: observation.networkBusy ?? false,
      partial: observation.partial ?? null,
      clicks: observation.clicks ?? [],
      privateNetwork: observation.privateRequests ?? [],
      consentStrings: (observation.consentStrings ?? []).map(({ cookie, kind, summary }) => ({ cookie, kind, summary })),
      cookies: observation.cookies.map((cookie) => ({
        name: cookie.name,
        domain: cookie.domain,
        path: cookie.path,
        expires: cookie.expiresAt === null ? null : new Date(cookie.expiresAt).toISOString(),
        lifetimeMs: cookie.expiresAt === null ? null : Math.max(0, cookie.expiresAt - observation.observedAt),
        askedLifetimeMs: cookie.askedLifetimeMs ?? null,
        secure: cookie.secure,
        httpOnly: cookie.httpOnly,
        sameSite: cookie.sameSite,
        source: cookie.source,
        writer: cookie.writers?.at(-1) ?? null,
        thirdParty: cookie.thirdParty ?? false,
      })),
      storage: observation.storage.map((entry) => ({
        area: entry.area,
        key: entry.key,
        frame: entry.frameOrigin ?? null,
        writer: entry.writers?.at(-1) ?? null,
      })),
      blocked: observation.blocked ?? [],
      requests: observation.ledger?.requests ?? [],
      writes: observation.ledger?.writes ?? [],
      findings: [
        ...auditObservation(judged, registry, storage, endpoints),
        ...(journey === undefined ? [] : journeyClickFindings(raw, journey)),
      ],
    };
  });
  // A journey's state differs from the saved choices by design: it does not count for consent-ignored.
  const saved = states.filter((state) => state.consent !== 'accept' && state.consent !== 'reject');
  const found = auditProblems(states, consentIgnored(url, saved, registry, storage));
  const problems = baseline === undefined ? found : compareWithBaseline(found, baseline);
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const known = problems.filter((problem) => problem.baseline === 'known').length;
  const summary = { errors, warnings: problems.length - errors, known };
  if (baseline === undefined) return { url, problems, states, summary };
  const fixed = fixedSinceBaseline(
    problems,
    baseline,
    states.map((state) => state.consent),
  );
  return { url, problems, states, summary, fixed };
}
