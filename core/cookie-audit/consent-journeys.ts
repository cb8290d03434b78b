/**
 * A visitor's journeys through a consent banner (`--accept`, `--reject`):
 * a first visit, one click on the banner, then what follows the click,
 * judged against what the click chose. Also the banners the audit knows
 * without a selector.
 *
 * Why a rule table of its own rather than @duckduckgo/autoconsent (MPL-2.0,
 * maintained, rules for hundreds of libraries, usable from Playwright through
 * its content script): autoconsent runs as an injected script that talks to
 * its host through a message protocol made for browser extensions, hides
 * banners with CSS before it decides, retries detection on timers, and for
 * klaro it opts out through the library's JavaScript API before it tries the
 * button. The audit must judge what a visitor's click on the banner does, so
 * it clicks the button itself, once, with a real mouse event; two libraries
 * need four selectors. The selectors come from the libraries' own markup
 * (vanilla-cookieconsent 3: `#cc-main`, `.cm__btn[data-role]`; klaro 0.7:
 * `.klaro .cookie-notice`, `.cn-decline`, `.cm-btn-accept-all`).
 */
import { parseConsentCookie } from '../consent/parse-consent-cookie';
import type { AuditConsent } from './audit-consent';
import { finding, type AuditFinding, type ObservedCookie, type ObservedStorageKey, type WriteSource } from './audit-findings';
import type { ConsentChange, StateObservation } from './state-findings';

export type Journey = 'accept' | 'reject';

export interface ConsentLibraryRule {
  readonly name: string;
  /** Matches the banner only while it asks: the audit clicks nothing when no rule's banner is visible. */
  readonly banner: string;
  /** Tried in order; the first visible one is clicked. */
  readonly accept: readonly string[];
  readonly reject: readonly string[];
}

export const CONSENT_LIBRARY_RULES: readonly ConsentLibraryRule[] = [
  {
    name: 'vanilla-cookieconsent',
    banner: '#cc-main .cm-wrapper .cm',
    accept: ['#cc-main .cm__btn[data-role=all]'],
    reject: ['#cc-main .cm__btn[data-role=necessary]'],
  },
  {
    name: 'klaro',
    banner: '.klaro .cookie-notice:not(.cookie-notice-hidden), .klaro .cookie-modal',
    // The modal's "accept all"; in the notice the success button accepts all only with klaro's acceptAll set.
    accept: ['.klaro .cm-btn-accept-all', '.klaro .cookie-notice .cn-buttons .cm-btn-success'],
    reject: ['.klaro .cn-decline'],
  },
];

/** What a journey lists as its click when no selector was given and no known library's banner was visible. */
export function noKnownBanner(journey: Journey): string {
  return `no known consent banner to ${journey}`;
}

/**
 * journey-not-clicked: a journey whose click hit nothing checked nothing
 * (what follows the click is empty), so it must not read as a clean state.
 * None when the state has no click at all: the watchdog ended it first, and
 * `partial` says so.
 *
 * @example journeyClickFindings({ ...observation, clicks: [{ selector: '#ok', clicked: false }] }, 'accept')[0].kind // 'journey-not-clicked'
 */
export function journeyClickFindings(observation: StateObservation, journey: Journey): AuditFinding[] {
  const clicks = observation.clicks ?? [];
  if (clicks.length === 0 || clicks.some((click) => click.clicked)) return [];
  const page = observation.finalUrl ?? '';
  const option = `--${journey}`;
  const selector = clicks[0]?.selector ?? noKnownBanner(journey);
  const known = CONSENT_LIBRARY_RULES.map((rule) => rule.name).join(', ');
  const given = selector !== noKnownBanner(journey);
  const message = given
    ? `the ${journey} journey on ${page} clicked nothing: ${selector} (${option}) was not there or not visible on the first visit, so nothing that follows a click was checked`
    : `the journey on ${page} clicked nothing: no banner of a consent library the audit knows (${known}) was visible on the first visit, so nothing that follows a click was checked`;
  return [finding('journey-not-clicked', 'page', page, { expected: option, actual: given ? selector : null, message })];
}

/**
 * The states an audit runs: those `--consent` asked for, then the journeys
 * asked for by option, and the first visit whenever there is a journey. A
 * journey starts as a first visit and reports only what follows its click,
 * so what the page wrote before the click (a `.consent` nobody chose, a
 * tracker before any choice) is judged by the first-visit state; without it
 * that would go unseen.
 *
 * @example auditStates(['none'], ['accept']) // ['none', 'first-visit', 'accept']
 */
export function auditStates(asked: readonly AuditConsent[], journeys: readonly Journey[]): AuditConsent[] {
  const states = [...asked, ...journeys.filter((journey) => !asked.includes(journey))];
  const first = states.findIndex((state) => state === 'accept' || state === 'reject');
  if (first === -1 || states.includes('first-visit')) return states;
  return [...states.slice(0, first), 'first-visit', ...states.slice(first)];
}

/** What a journey's click chose, as the consent state its verdict is judged by. */
export function journeyChoice(journey: Journey): AuditConsent {
  return journey === 'accept' ? 'all' : 'none';
}

/** The categories a click on a banner chooses; the store's `.consent` after it must say the same. */
const CHOSEN_CATEGORIES = ['Performance', 'Personalization', 'Marketing'] as const;

/**
 * The store's `.consent` as the page left it after a journey's click,
 * compared with what the click chose: after accept every category granted,
 * after reject every one refused. Null when it agrees, or when the page wrote
 * none (a store without a bridge keeps the library's own record); a value
 * that cannot be read contradicts either choice.
 *
 * @example journeyConsentChange('reject', '.consent', 'sn1pe1fu1ma1e', null) // { expected: 'every category refused (the reject click)', actual: 'sn1pe1fu1ma1e', ... }
 */
export function journeyConsentChange(
  journey: Journey,
  name: string,
  value: string | null,
  source: WriteSource | null,
): ConsentChange | null {
  if (value === null) return null;
  const parsed = parseConsentCookie(value);
  const agrees = parsed !== null && CHOSEN_CATEGORIES.every((category) => (parsed.values[category] ?? 0) > 0 === (journey === 'accept'));
  if (agrees) return null;
  const expected = journey === 'accept' ? 'every category granted (the accept click)' : 'every category refused (the reject click)';
  return { name, expected, actual: value, source };
}

/** The cookie or storage key names the ledger saw written (set) at or after the click. */
function writtenAfterClick(observation: StateObservation): { cookies: Set<string>; storage: Set<string> } {
  const cookies = new Set<string>();
  const storage = new Set<string>();
  for (const write of observation.ledger?.writes ?? []) {
    if (write.msAfterClick === null || write.op !== 'set') continue;
    if (write.store === 'cookie') cookies.add(write.name);
    else if (write.store === 'local' || write.store === 'session') storage.add(`${write.store} ${write.name}`);
  }
  return { cookies, storage };
}

/**
 * The observation of a journey as its verdict reads it: judged as the state
 * the click chose (accept: all, reject: none), and holding only what follows
 * the click (requests and writes of the ledger after it, cookies and storage
 * keys written after it), so what the first visit did before the click is the
 * first-visit state's business and the tool's own click is no finding. The
 * banner's cookie and the store's `.consent` written by the click are judged
 * like any other write.
 *
 * @example followingTheClick(observation, 'reject').consent // 'none'
 */
export function followingTheClick(observation: StateObservation, journey: Journey): StateObservation {
  const after = writtenAfterClick(observation);
  const keepCookie = (cookie: ObservedCookie) => after.cookies.has(cookie.name);
  const keepStorage = (entry: ObservedStorageKey) => after.storage.has(`${entry.area} ${entry.key}`);
  // Nothing was placed, so nothing the state placed can have failed to reach the page.
  const { ledger, consentDelivered: _notPlaced, ...rest } = observation;
  return {
    ...rest,
    consent: journeyChoice(journey),
    cookies: observation.cookies.filter(keepCookie),
    storage: observation.storage.filter(keepStorage),
    blocked: [],
    // Only a journey's own check (journeyConsentChange) can be here: nothing was placed to change.
    consentChanges: rest.consentChanges ?? [],
    ...(ledger === undefined
      ? {}
      : {
          ledger: {
            ...ledger,
            requests: ledger.requests.filter((request) => request.msAfterClick !== null),
            writes: ledger.writes.filter((write) => write.msAfterClick !== null),
          },
        }),
  };
}
