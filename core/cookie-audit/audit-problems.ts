/**
 * One verdict per problem (docs/cli.md, Cookie audit): the findings of every
 * consent state folded into distinct problems, one per (area, cookie or
 * storage key, kind), each naming the states it happened in, its writer and
 * the fix; the cross-state check that a page reads `.consent` at all; and
 * the comparison with an earlier report (`--baseline`).
 */
import type { CookieDefinition } from '../cookies/cookie-definition';
import type { StorageDefinition } from '../cookies/storage-registry';
import type { AuditConsent } from './audit-consent';
import {
  FINDING_SEVERITY,
  finding,
  resolveCookieDefinition,
  type AuditFinding,
  type FindingArea,
  type FindingKind,
  type FindingSeverity,
  type WriteSource,
} from './audit-findings';

export interface AuditProblem {
  readonly kind: FindingKind;
  readonly severity: FindingSeverity;
  readonly area: FindingArea;
  /** The cookie name or storage key; the page's URL for a problem of the page. */
  readonly cookie: string;
  /** The consent states it happened in, in the order they ran. */
  readonly states: readonly AuditConsent[];
  readonly message: string;
  readonly fix: string;
  readonly source: WriteSource | null;
  /** With --baseline: whether an earlier report already had it in all these states ('known' does not fail the run). */
  readonly baseline?: 'new' | 'known';
  /** With --baseline: the states the earlier report did not list for a problem it had (so the problem is new). */
  readonly newStates?: readonly AuditConsent[];
}

/** An earlier report's problems: problemKey to the consent states each happened in. */
export type AuditBaseline = ReadonlyMap<string, ReadonlySet<string>>;

export interface StateFindings {
  readonly consent: AuditConsent;
  readonly findings: readonly AuditFinding[];
  readonly cookies: readonly { readonly name: string; readonly source: string }[];
  readonly storage: readonly { readonly area: string; readonly key: string }[];
}

/** The identity a baseline compares problems by. */
export function problemKey(problem: Pick<AuditProblem, 'kind' | 'area' | 'cookie'>): string {
  return `${problem.kind} ${problem.area} ${problem.cookie}`;
}

/**
 * `consent-ignored`: two or more states ran, at least one granting something
 * the first did not, and every state left the same cookie names and storage
 * keys, among them one that is not Essential (an Essential-only page has no
 * reason to differ). The audit's own consent cookies do not count.
 *
 * @example consentIgnored(url, states, registry) // [] when the page reads .consent
 */
export function consentIgnored(
  url: string,
  states: readonly StateFindings[],
  registry: readonly CookieDefinition[],
  storage: readonly StorageDefinition[] = [],
): AuditFinding[] {
  if (states.length < 2) return [];
  const signature = (state: StateFindings) =>
    [
      ...state.cookies.filter((cookie) => cookie.source !== 'audit').map((cookie) => `cookie ${cookie.name}`),
      ...state.storage.map((entry) => `${entry.area} ${entry.key}`),
    ]
      .sort()
      .join('\n');
  const first = states[0];
  if (first === undefined) return [];
  const shared = signature(first);
  if (!states.every((state) => signature(state) === shared)) return [];
  const isEssential = (category: string | undefined) => category === 'Essential';
  const nonEssential =
    first.cookies.some((cookie) => cookie.source !== 'audit' && !isEssential(resolveCookieDefinition(cookie.name, registry)?.category)) ||
    first.storage.some(
      (entry) =>
        !isEssential(
          (
            storage.find((declared) => declared.key === entry.key && declared.area === entry.area) ??
            resolveCookieDefinition(entry.key, registry)
          )?.category,
        ),
    );
  if (!nonEssential) return [];
  const names = first.cookies.filter((cookie) => cookie.source !== 'audit').map((cookie) => cookie.name);
  return [
    finding('consent-ignored', 'page', url, {
      actual: names.join(', '),
      message: `every consent state (${states.map((state) => state.consent).join(', ')}) left the same cookies and storage keys (${[...names, ...first.storage.map((entry) => entry.key)].join(', ')}); the page probably never reads .consent`,
    }),
  ];
}

// scheme://host then the path, without query or fragment.
const URL_PARTS = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)([^?#]*)/i;

function writerName(source: WriteSource | null): string | null {
  if (source === null || source.url === null) return null;
  const parts = URL_PARTS.exec(source.url);
  const path = parts?.[2] || '/';
  if (source.kind === 'header') return `the Set-Cookie header of ${path}`;
  const file = path.split('/').filter(Boolean).at(-1) ?? parts?.[1] ?? source.url;
  return source.line === null ? file : `${file} (line ${source.line})`;
}

// The DevTools protocol's resource types, as the element or call a store would remove.
const LOADED_BY: Readonly<Record<string, string>> = {
  Document: 'frame (<iframe>)',
  Image: '<img> pixel',
  Script: '<script>',
  Stylesheet: 'stylesheet',
  Font: 'font',
  Media: 'media element',
  XHR: 'fetch or XHR request',
  Fetch: 'fetch or XHR request',
  Ping: 'beacon (navigator.sendBeacon or <a ping>)',
  EventSource: 'EventSource',
  WebSocket: 'WebSocket',
};

function loadedBy(source: WriteSource | null): string {
  if (source?.kind === 'script') return `script ${writerName(source) ?? ''}`.trimEnd();
  return (source?.resource === undefined ? undefined : LOADED_BY[source.resource]) ?? 'request';
}

/** What to do about a problem, in one sentence. */
function fixOf(first: AuditFinding): string {
  const writer = writerName(first.source);
  const writerOr = (fallback: string) => writer ?? fallback;
  switch (first.kind) {
    case 'without-consent':
      return `gate ${writerOr(`whatever writes ${first.cookie}`)} behind ${first.expected ?? 'the right'} consent`;
    case 'undeclared':
      return `declare ${first.cookie} in the registry file (--registry), or stop ${writerOr('the page')} from writing it`;
    case 'expiry':
      return `write ${first.cookie} for at most ${first.expected ?? 'its registry duration'}${writer === null ? '' : ` in ${writer}`}`;
    case 'attribute':
      return `write ${first.cookie} with ${first.expected ?? 'the registry attributes'}${writer === null ? '' : ` in ${writer}`}`;
    case 'storage':
      return `declare ${first.cookie} under "storage" in the registry file, or stop ${writerOr('the page')} from storing it`;
    case 'third-party':
      return `declare ${first.cookie} in the registry file, or remove the ${loadedBy(first.source)} that sets it`;
    case 'consent-changed':
      return `stop ${writerOr('the page')} from writing ${first.cookie}: only the visitor's choice may`;
    case 'consent-ignored':
      return "make the consent library start from the store's .consent before it loads gated scripts";
    case 'consent-not-delivered':
      return 'audit the final URL itself, or keep the redirect on a host and path that receive .consent';
    case 'http-error':
      return 'audit a URL that answers 2xx';
    case 'network-busy':
      return 'nothing to fix for consent; raise --timeout, or stop the polling, to see later writes';
    case 'partial':
      return 'find the script that keeps the page busy (a loop that never yields); raise --timeout or --wait if the page is only slow';
    case 'private-network':
      return 'keep the page off private addresses; give --allow-private-network if that service is part of what you audit';
    case 'signals-disagree':
      return `make the consent library write ${first.cookie} from the same choice as .consent (or .consent from its choice), so both say the same`;
    case 'request-without-consent':
      return `send requests to ${first.cookie} only with ${first.expected ?? 'the right'} consent${writer === null ? '' : `: gate ${writer}`}`;
    case 'undeclared-endpoint':
      return `declare ${first.cookie} under "endpoints" in the registry file with its category, or stop ${writerOr('the page')} from calling it`;
    case 'consent-mode-mismatch':
      return `set Consent Mode from the store's .consent (gtag('consent', 'update', ...)) before ${writerOr('the tag')} sends, so it says ${first.expected ?? 'denied'}`;
    case 'before-choice':
      return `wait for the visitor's choice before ${writerOr('the page')} writes ${first.cookie}`;
    case 'consent-without-choice':
      return `write ${first.cookie} only when the visitor chooses, never from ${writerOr('a default on load')}`;
    case 'journey-not-clicked':
      return first.actual === null
        ? "give the banner's buttons as --accept '<selector>' and --reject '<selector>'; without them the audit clicks only vanilla-cookieconsent 3 and klaro 0.7 banners"
        : `make ${first.expected ?? 'the journey'} ${first.actual} match the banner's button as a first visit shows it`;
  }
}

function messageOf(first: AuditFinding, states: readonly AuditConsent[]): string {
  if (first.kind === 'without-consent') {
    const what =
      first.area === 'cookie'
        ? first.cookie
        : first.area === 'indexedDB'
          ? `IndexedDB database ${JSON.stringify(first.cookie)}`
          : `${first.area}Storage key ${JSON.stringify(first.cookie)}`;
    return `${what} needs ${first.expected ?? 'a consent'} consent but was written in ${states.join(', ')}`;
  }
  return first.message;
}

/**
 * The distinct problems of a run: findings of every state grouped by (area,
 * name, kind), in the order first seen, with the states each happened in.
 *
 * @example auditProblems([{ consent: 'none', findings: [f] }, { consent: 'pe', findings: [f] }])[0].states // ['none', 'pe']
 */
export function auditProblems(
  states: readonly Pick<StateFindings, 'consent' | 'findings'>[],
  pageFindings: readonly AuditFinding[] = [],
): AuditProblem[] {
  const groups = new Map<string, { first: AuditFinding; states: AuditConsent[] }>();
  for (const state of states) {
    for (const item of state.findings) {
      const key = problemKey(item);
      const group = groups.get(key);
      if (group === undefined) groups.set(key, { first: item, states: [state.consent] });
      else if (!group.states.includes(state.consent)) group.states.push(state.consent);
    }
  }
  for (const item of pageFindings) {
    if (!groups.has(problemKey(item))) groups.set(problemKey(item), { first: item, states: states.map((state) => state.consent) });
  }
  return [...groups.values()].map(({ first, states: where }) => ({
    kind: first.kind,
    severity: FINDING_SEVERITY[first.kind],
    area: first.area,
    cookie: first.cookie,
    states: where,
    message: messageOf(first, where),
    fix: fixOf(first),
    source: first.source,
  }));
}

/**
 * Marks each problem new or known against an earlier report, by kind, subject
 * and states: known only when the earlier report had it in every state it
 * happens in now; one that spread to another state is new, naming those states.
 */
export function compareWithBaseline(problems: readonly AuditProblem[], baseline: AuditBaseline): AuditProblem[] {
  return problems.map((problem): AuditProblem => {
    const known = baseline.get(problemKey(problem));
    if (known === undefined) return { ...problem, baseline: 'new' };
    const newStates = problem.states.filter((state) => !known.has(state));
    return newStates.length === 0 ? { ...problem, baseline: 'known' } : { ...problem, baseline: 'new', newStates };
  });
}

/** Whether a problem fails the run: a new error, or a new warning under --strict. */
export function isFailing(problem: AuditProblem, strict: boolean): boolean {
  if (problem.baseline === 'known') return false;
  return problem.severity === 'error' || strict;
}
