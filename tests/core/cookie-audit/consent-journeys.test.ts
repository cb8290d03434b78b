/**
 * The verdict of a journey (`--accept`, `--reject`; docs/cli.md, Cookie
 * audit): judged as the state the click chose, on what follows the click
 * only, so what the first visit did before it, and the tool's click itself,
 * are no finding of the journey.
 */
import { describe, expect, it } from 'vitest';
import { auditObservation, type StateObservation } from '../../../core/cookie-audit';
import {
  auditStates,
  followingTheClick,
  journeyChoice,
  journeyClickFindings,
  journeyConsentChange,
  noKnownBanner,
} from '../../../core/cookie-audit/consent-journeys';
import type { LedgerWrite } from '../../../core/cookie-audit/state-ledger';
import type { CookieDefinition } from '../../../core/cookies';

const REGISTRY: CookieDefinition[] = [
  {
    name: '_ga',
    category: 'Performance',
    duration: 63072000000,
    path: '/',
    secure: false,
    httpOnly: false,
    description: 'analytics',
    team: 'Web',
    key: 'ga',
  },
  {
    name: '_fbp',
    category: 'Marketing',
    duration: 7776000000,
    path: '/',
    secure: false,
    httpOnly: false,
    description: 'ads',
    team: 'Ads',
    key: 'fbp',
  },
];

function cookie(name: string) {
  return {
    name,
    domain: '127.0.0.1',
    path: '/',
    expiresAt: 1_000 + 86_400_000,
    secure: false,
    httpOnly: false,
    sameSite: 'lax',
    source: 'script',
  } as const;
}

function write(name: string, msAfterClick: number | null): LedgerWrite {
  return { store: 'cookie', name, op: 'set', where: null, msAfterLoad: 10, msAfterClick, source: null };
}

// A first visit: _ga written before the click (the first-visit state's business), _fbp after it.
const observed: StateObservation = {
  consent: 'first-visit',
  cookies: [cookie('_ga'), cookie('_fbp')],
  storage: [],
  observedAt: 1_000,
  consentChanges: [],
  ledger: { requests: [], writes: [write('_ga', null), write('_fbp', 40)], dropped: 0 },
};

describe('what follows a journey click', () => {
  it('a reject click is judged as none, on the writes after the click only', () => {
    const after = followingTheClick(observed, 'reject');
    expect(after.consent).toBe('none');
    expect(after.cookies.map((item) => item.name)).toEqual(['_fbp']);
    expect(after.ledger?.writes.map((item) => item.name)).toEqual(['_fbp']);
    const findings = auditObservation(after, REGISTRY, []).map((item) => [item.kind, item.cookie]);
    expect(findings).toContainEqual(['without-consent', '_fbp']);
    expect(findings.map(([, name]) => name)).not.toContain('_ga');
    expect(findings.map(([kind]) => kind)).not.toContain('consent-changed');
  });

  it("holds the store's .consent after the click to what the click chose", () => {
    expect(journeyConsentChange('reject', '.consent', 'sn1pe0fu0ma0e', null)).toBeNull();
    expect(journeyConsentChange('accept', '.consent', 'sn1pe1fu1ma1e', null)).toBeNull();
    // No .consent at all: a store whose library keeps its own record.
    expect(journeyConsentChange('reject', '.consent', null, null)).toBeNull();
    expect(journeyConsentChange('reject', '.consent', 'sn1pe1fu1ma1e', null)).toEqual({
      name: '.consent',
      expected: 'every category refused (the reject click)',
      actual: 'sn1pe1fu1ma1e',
      source: null,
    });
    expect(journeyConsentChange('accept', '.consent', 'sn1pe0fu1ma0e', null)?.expected).toBe('every category granted (the accept click)');
    expect(journeyConsentChange('accept', '.consent', 'not a consent value', null)).not.toBeNull();
    // The change is judged in the journey's state as consent-changed.
    const after = followingTheClick(
      {
        ...observed,
        consentChanges: [
          journeyConsentChange('reject', '.consent', 'sn1pe1fu1ma1e', null) ?? { name: '', expected: '', actual: null, source: null },
        ],
      },
      'reject',
    );
    expect(auditObservation(after, REGISTRY, []).map((item) => [item.kind, item.cookie])).toContainEqual(['consent-changed', '.consent']);
  });

  it('an accept click is judged as all: the same writes are allowed', () => {
    expect(journeyChoice('accept')).toBe('all');
    const findings = auditObservation(followingTheClick(observed, 'accept'), REGISTRY, []);
    expect(findings.filter((item) => item.kind === 'without-consent')).toEqual([]);
  });

  it('a journey that clicked nothing is an error, not a clean state: nothing after a click was checked', () => {
    const page = { ...observed, finalUrl: 'http://127.0.0.1:4000/store' };
    const unknown = journeyClickFindings({ ...page, clicks: [{ selector: noKnownBanner('accept'), clicked: false }] }, 'accept');
    expect(unknown).toEqual([
      expect.objectContaining({
        kind: 'journey-not-clicked',
        severity: 'error',
        area: 'page',
        cookie: 'http://127.0.0.1:4000/store',
        message: expect.stringContaining('vanilla-cookieconsent'),
      }),
    ]);
    const missed = journeyClickFindings({ ...page, clicks: [{ selector: '#tarteaucitronAllDenied2', clicked: false }] }, 'reject');
    expect(missed[0]).toMatchObject({ kind: 'journey-not-clicked', actual: '#tarteaucitronAllDenied2', expected: '--reject' });
    expect(missed[0]?.message).toContain('#tarteaucitronAllDenied2');
    expect(journeyClickFindings({ ...page, clicks: [{ selector: '#accept', clicked: true }] }, 'accept')).toEqual([]);
    // The watchdog ended the state before its click: partial says so already.
    expect(journeyClickFindings({ ...page, clicks: [] }, 'accept')).toEqual([]);
  });
});

describe('the states of an audit with journeys', () => {
  it('adds the first visit before the first journey whenever there is one, once, keeping the order asked', () => {
    expect(auditStates(['none', 'all'], ['accept'])).toEqual(['none', 'all', 'first-visit', 'accept']);
    expect(auditStates(['reject'], ['accept'])).toEqual(['first-visit', 'reject', 'accept']);
    expect(auditStates(['first-visit', 'none'], ['accept', 'reject'])).toEqual(['first-visit', 'none', 'accept', 'reject']);
    expect(auditStates(['accept', 'none'], ['accept'])).toEqual(['first-visit', 'accept', 'none']);
    expect(auditStates(['none', 'pe'], [])).toEqual(['none', 'pe']);
  });
});
