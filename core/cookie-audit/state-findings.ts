/**
 * Everything a cookie audit learns from one consent state (SPEC §3 Cookie
 * registry, §5 Cookie writing): each cookie and storage key against the
 * registry, and the page itself (docs/cli.md, Cookie audit): whether it changed the
 * consent the state set, whether its final URL still receives that consent,
 * its HTTP status, whether its network ever went quiet, and the cookies the
 * browser blocked in frames from other sites.
 */
import {
  SIGNAL_CATEGORIES,
  signalsDisagree,
  type ConsentSignal,
  type ConsentStringKind,
  type SignalCategory,
} from '../consent-strings/consent-signals';
import type { CookieDefinition } from '../cookies/cookie-definition';
import type { StorageDefinition } from '../cookies/storage-registry';
import type { AuditConsent } from './audit-consent';
import type { DeclaredEndpoint } from './declared-endpoints';
import { firstVisitFindings, ledgerWriteFindings, requestFindings } from './ledger-findings';
import type { StateLedger } from './state-ledger';
import {
  checkCookie,
  checkStorageKey,
  finding,
  resolveCookieDefinition,
  type AuditFinding,
  type ObservedCookie,
  type ObservedStorageKey,
  type WriteSource,
} from './audit-findings';

/** A cookie the browser refused to store, with the reasons it gave (DevTools protocol names). */
export interface BlockedCookie {
  readonly name: string;
  /** The response whose Set-Cookie it was. */
  readonly url: string;
  readonly reasons: readonly string[];
  /** The response came from a host other than the audited page's. */
  readonly thirdParty: boolean;
  /** The script that wrote it, for a write by a script rather than a Set-Cookie header. */
  readonly source?: WriteSource;
  /** What loaded the response (the DevTools protocol's resource type: Document, Image, Script, ...), where known. */
  readonly resource?: string;
}

/** A request of the page to a private address other than the audited service (private-network.ts). */
export interface PrivateRequest {
  readonly url: string;
  /** The private address its host is on. */
  readonly address: string;
  /** Whether the audit let it through (--allow-private-network). */
  readonly followed: boolean;
}

/** A consent cookie the page left with another value than the state set (null: deleted). */
export interface ConsentChange {
  readonly name: string;
  readonly expected: string;
  readonly actual: string | null;
  readonly source: WriteSource | null;
}

export interface StateObservation {
  readonly consent: AuditConsent;
  readonly cookies: readonly ObservedCookie[];
  readonly storage: readonly ObservedStorageKey[];
  /** When the cookies were read, in epoch milliseconds: lifetimes count from here. */
  readonly observedAt: number;
  /** The HTTP status of the final page, where the browser got one. */
  readonly status?: number;
  /** The URL the page ended on, after redirects. */
  readonly finalUrl?: string;
  /** Whether a request for the final URL carries the `.consent` the state set; absent when not checked. */
  readonly consentDelivered?: boolean;
  readonly consentChanges?: readonly ConsentChange[];
  /** The network never went quiet (500 ms without a request) within --timeout. */
  readonly networkBusy?: boolean;
  readonly timeoutMs?: number;
  readonly blocked?: readonly BlockedCookie[];
  /** The --click selectors in order, and whether each was found and clicked. */
  readonly clicks?: readonly { readonly selector: string; readonly clicked: boolean }[];
  /** Why the state is partial: the watchdog closed the page before the audit read it. */
  readonly partial?: string;
  readonly privateRequests?: readonly PrivateRequest[];
  /** The industry consent strings found in the jar (euconsent-v2, __gpp, OptanonConsent, CookieConsent), decoded. */
  readonly consentStrings?: readonly ObservedConsentString[];
  /** Every request and write of the state, in order (state-ledger.ts); absent for an observation made without one. */
  readonly ledger?: StateLedger;
}

/** A consent-string cookie the page stored, as the decoders read it (core/consent-strings). */
export interface ObservedConsentString {
  readonly cookie: string;
  readonly kind: ConsentStringKind;
  /** What it says per store category; null when it could not be decoded. */
  readonly signal: ConsentSignal | null;
  /** Rows for the report: what it is and what it holds, or why it could not be read. */
  readonly summary: readonly (readonly [string, string])[];
}

/**
 * Every finding of one run: cookies, storage keys, then the page.
 *
 * @example auditObservation({ consent: 'none', cookies: [], storage: [], observedAt: 0 }, registry, storage) // []
 */
export function auditObservation(
  observation: StateObservation,
  registry: readonly CookieDefinition[],
  storage: readonly StorageDefinition[],
  endpoints: readonly DeclaredEndpoint[] = [],
): AuditFinding[] {
  const findings: AuditFinding[] = [];
  for (const cookie of observation.cookies) findings.push(...cookieFindings(cookie, observation, registry));
  for (const entry of observation.storage) findings.push(...checkStorageKey(entry, storage, registry, observation.consent));
  for (const blocked of observation.blocked ?? []) {
    if (!blocked.thirdParty || resolveCookieDefinition(blocked.name, registry) !== undefined) continue;
    findings.push(
      finding('third-party', 'cookie', blocked.name, {
        actual: `blocked: ${blocked.reasons.join(', ')}`,
        message:
          blocked.source === undefined
            ? `${blocked.name} was sent by ${blocked.url} from another site and blocked by the browser (${blocked.reasons.join(', ')}); no registry entry declares it`
            : `${blocked.name} was written by a script of ${blocked.url}, a frame from another site, and not stored by the browser; no registry entry declares it`,
        source: blocked.source ?? {
          kind: 'header',
          url: blocked.url,
          ...(blocked.resource === undefined ? {} : { resource: blocked.resource }),
        },
      }),
    );
  }
  findings.push(...signalFindings(observation));
  const { ledger } = observation;
  if (ledger !== undefined) {
    const present = new Set([
      ...observation.cookies.map((cookie) => `cookie ${cookie.name}`),
      ...observation.storage.map((entry) => `${entry.area} ${entry.key}`),
      // A cookie the browser refused (a cross-site frame's) is judged above as blocked: it was never stored.
      ...(observation.blocked ?? []).map((blocked) => `cookie ${blocked.name}`),
    ]);
    findings.push(...ledgerWriteFindings(ledger, present, registry, storage, observation.consent));
    findings.push(...requestFindings(ledger, endpoints, observation.consent));
  }
  findings.push(...pageFindings(observation));
  return observation.consent === 'first-visit' ? firstVisitFindings(findings, ledger, registry) : findings;
}

const STATE_GRANTS: Readonly<Record<AuditConsent, readonly SignalCategory[]>> = {
  'first-visit': [],
  none: [],
  pe: ['Performance'],
  fu: ['Functional'],
  ma: ['Marketing'],
  all: ['Functional', 'Performance', 'Marketing'],
  // A journey is judged as what its click chose (consent-journeys.ts).
  accept: ['Functional', 'Performance', 'Marketing'],
  reject: [],
};

/** signals-disagree: a consent string the page stored that says otherwise than the .consent the state placed. */
function signalFindings(observation: StateObservation): AuditFinding[] {
  const strings = observation.consentStrings ?? [];
  if (strings.length === 0) return [];
  const granted = STATE_GRANTS[observation.consent];
  const reference: ConsentSignal = {
    source: '.consent',
    kind: 'store',
    categories: Object.fromEntries(SIGNAL_CATEGORIES.map((category) => [category, granted.includes(category)])),
    evidence: Object.fromEntries(SIGNAL_CATEGORIES.map((category) => [category, `state ${observation.consent}`])),
  };
  const others = strings.flatMap((entry) => (entry.signal === null ? [] : [entry.signal]));
  return signalsDisagree(reference, others, []).map((disagreement) =>
    finding('signals-disagree', 'cookie', disagreement.other, {
      expected: `${disagreement.category} as .consent says`,
      actual: disagreement.message,
      message: disagreement.message,
    }),
  );
}

function cookieFindings(cookie: ObservedCookie, observation: StateObservation, registry: readonly CookieDefinition[]): AuditFinding[] {
  const source = cookie.writers?.at(-1) ?? null;
  if (cookie.thirdParty === true && resolveCookieDefinition(cookie.name, registry) === undefined) {
    return [
      finding('third-party', 'cookie', cookie.name, {
        actual: `${cookie.name} on ${cookie.domain}`,
        message: `${cookie.name} was set on ${cookie.domain}, another site than the page's, and no registry entry declares it`,
        source,
      }),
    ];
  }
  const lifetime = cookie.expiresAt === null ? null : Math.max(0, cookie.expiresAt - observation.observedAt);
  const options = {
    registry,
    consent: observation.consent,
    ...(cookie.askedLifetimeMs === undefined ? {} : { askedLifetimeMs: cookie.askedLifetimeMs }),
  };
  return checkCookie(cookie, lifetime, options).map((item) => ({ ...item, source }));
}

function pageFindings(observation: StateObservation): AuditFinding[] {
  const page = observation.finalUrl ?? '';
  const findings: AuditFinding[] = [];
  for (const change of observation.consentChanges ?? []) {
    const actual = change.actual ?? 'deleted';
    findings.push(
      finding('consent-changed', 'cookie', change.name, {
        expected: change.expected,
        actual,
        message:
          change.actual === null
            ? `the page deleted ${change.name}, which the state set to ${change.expected}`
            : `the page changed ${change.name} from ${change.expected} to ${change.actual}: consent the visitor did not give`,
        source: change.source,
      }),
    );
  }
  if (observation.consentDelivered === false) {
    findings.push(
      finding('consent-not-delivered', 'page', page, {
        actual: page,
        message: `the page ended on ${page}, which does not receive the .consent this state set; the audit of this state shows a visitor without any saved choice`,
      }),
    );
  }
  if (observation.status !== undefined && observation.status >= 400) {
    findings.push(
      finding('http-error', 'page', page, {
        expected: '2xx',
        actual: String(observation.status),
        message: `${page} answered HTTP ${observation.status}; the audit read what that error page stored`,
      }),
    );
  }
  if (observation.networkBusy === true) {
    const within = observation.timeoutMs === undefined ? '' : ` within ${observation.timeoutMs} ms`;
    findings.push(
      finding('network-busy', 'page', page, {
        message: `${page} never stopped loading for 500 ms${within}; the report holds what the page had stored by then`,
      }),
    );
  }
  if (observation.partial !== undefined) {
    findings.push(finding('partial', 'page', page, { message: observation.partial }));
  }
  const origins = new Set<string>();
  for (const request of observation.privateRequests ?? []) {
    const origin = originOf(request.url);
    if (origins.has(origin)) continue;
    origins.add(origin);
    findings.push(
      finding('private-network', 'page', origin, {
        actual: request.address,
        message: request.followed
          ? `the page requested ${request.url}, on the private address ${request.address} beside the audited service, and the audit followed it (--allow-private-network)`
          : `the page requested ${request.url}, on the private address ${request.address} beside the audited service; the audit did not follow it, so nothing that service stores is in the report (--allow-private-network follows it)`,
      }),
    );
  }
  return findings;
}

/** The scheme and authority of an absolute URL, lower-cased (core has no URL parser: it runs without host globals). */
function originOf(url: string): string {
  const match = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)/i.exec(url);
  return match === null ? url : (match[1] as string).toLowerCase();
}
