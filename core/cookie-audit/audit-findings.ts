/**
 * Holds what a page stored under one consent state against the registry
 * (SPEC §3 Cookie registry, §5 Cookie writing): each cookie and storage key
 * becomes zero or more findings with a stable kind and a severity.
 */
import type { CookieDefinition, CookieSameSite } from '../cookies/cookie-definition';
import type { StorageDefinition } from '../cookies/storage-registry';
import { consentNeededFor, describeAuditConsent, isCategoryGranted, type AuditConsent } from './audit-consent';
import {
  EXPIRY_TOLERANCE_FIXED_MS,
  EXPIRY_TOLERANCE_RATIO,
  checkLifetime,
  describeLifetime,
  diffCookieAttributes,
} from './cookie-expectations';

export type FindingKind =
  | 'undeclared'
  | 'without-consent'
  | 'expiry'
  | 'attribute'
  | 'storage'
  | 'third-party'
  | 'consent-changed'
  | 'consent-ignored'
  | 'consent-not-delivered'
  | 'http-error'
  | 'network-busy'
  | 'partial'
  | 'private-network'
  | 'signals-disagree'
  | 'request-without-consent'
  | 'undeclared-endpoint'
  | 'consent-mode-mismatch'
  | 'before-choice'
  | 'consent-without-choice'
  | 'journey-not-clicked';
export type FindingSeverity = 'error' | 'warning';

export const FINDING_SEVERITY: Readonly<Record<FindingKind, FindingSeverity>> = {
  undeclared: 'error',
  'without-consent': 'error',
  expiry: 'error',
  attribute: 'warning',
  storage: 'warning',
  'third-party': 'warning',
  'consent-changed': 'error',
  'consent-ignored': 'warning',
  'consent-not-delivered': 'warning',
  'http-error': 'warning',
  'network-busy': 'warning',
  partial: 'warning',
  'private-network': 'warning',
  'signals-disagree': 'warning',
  'request-without-consent': 'error',
  // A host nobody declared is not known to track (a CDN, a font, a payment page): declare it, or --strict fails on it.
  'undeclared-endpoint': 'warning',
  'consent-mode-mismatch': 'error',
  'before-choice': 'error',
  'consent-without-choice': 'error',
  // A journey that clicked nothing checked nothing: a gate must not pass on it.
  'journey-not-clicked': 'error',
};

/** What a finding is about: a cookie, a storage key of one area, an IndexedDB database, a request (host and path), or the page itself. */
export type FindingArea = 'cookie' | 'local' | 'session' | 'indexedDB' | 'request' | 'page';

/**
 * Who wrote a cookie or storage key, as the browser reported it: the response
 * whose Set-Cookie header set it, or the script (URL, line, column of the
 * innermost page frame) that called the API.
 */
export type WriteSource =
  | {
      readonly kind: 'header';
      readonly url: string;
      /** What loaded that response, as the DevTools protocol names it (Document, Image, Script, Fetch, ...), where known. */
      readonly resource?: string;
    }
  | {
      readonly kind: 'script';
      /** 'request': the script that started a request (the ledger's initiator). */
      readonly api: 'document.cookie' | 'cookieStore' | 'localStorage' | 'sessionStorage' | 'indexedDB' | 'request';
      /** The script's URL (the page's own URL for an inline script); null when the stack names none (eval). */
      readonly url: string | null;
      readonly line: number | null;
      readonly column: number | null;
    };

export interface AuditFinding {
  readonly kind: FindingKind;
  readonly severity: FindingSeverity;
  readonly area: FindingArea;
  /** The cookie name, or the storage key; the page's URL for a finding about the page. */
  readonly cookie: string;
  readonly expected: string | null;
  readonly actual: string | null;
  readonly message: string;
  /** The write that caused it, where the browser told. */
  readonly source: WriteSource | null;
}

/** Where a cookie came from, where the browser can tell. */
export type CookieSource = 'header' | 'script' | 'both' | 'audit' | 'unknown';

/** One cookie as the browser holds it after a run. */
export interface ObservedCookie {
  readonly name: string;
  readonly domain: string;
  readonly path: string;
  /** Epoch milliseconds; null for a session cookie. */
  readonly expiresAt: number | null;
  readonly secure: boolean;
  readonly httpOnly: boolean;
  readonly sameSite: CookieSameSite;
  readonly source: CookieSource;
  /** Every write the browser reported for this name, in order; the last one set what is stored. */
  readonly writers?: readonly WriteSource[];
  /**
   * The lifetime the last writer asked for, in milliseconds before the
   * browser's 400-day cap (null for a session cookie); absent when unknown.
   */
  readonly askedLifetimeMs?: number | null;
  /** Set on a host other than the audited page's (a frame from another site, a redirect's first hop). */
  readonly thirdParty?: boolean;
}

export interface ObservedStorageKey {
  readonly area: 'local' | 'session';
  readonly key: string;
  /** The origin of the frame that holds it, when that is not the page's own origin. */
  readonly frameOrigin?: string | null;
  readonly writers?: readonly WriteSource[];
}

export function finding(
  kind: FindingKind,
  area: FindingArea,
  cookie: string,
  fields: { expected?: string | null; actual?: string | null; message: string; source?: WriteSource | null },
): AuditFinding {
  return {
    kind,
    severity: FINDING_SEVERITY[kind],
    area,
    cookie,
    expected: fields.expected ?? null,
    actual: fields.actual ?? null,
    message: fields.message,
    source: fields.source ?? null,
  };
}

function cookieFinding(kind: FindingKind, cookie: string, expected: string | null, actual: string | null, message: string): AuditFinding {
  return finding(kind, 'cookie', cookie, { expected, actual, message });
}

/**
 * The registry entry a cookie name stands for, exactly as the browser
 * matches names (RFC 6265 §5.3). Names with the brand prefix
 * ('{brand-prefix}_EU', '{brand-prefix}-test') are resolved by building the
 * registry for the site's prefix (createCookieRegistry).
 *
 * @example resolveCookieDefinition('hb_EU', createCookieRegistry())?.key // 'eu-auth'
 */
export function resolveCookieDefinition(name: string, registry: readonly CookieDefinition[]): CookieDefinition | undefined {
  const exact = registry.find((definition) => definition.name === name);
  if (exact !== undefined) return exact;
  // A registry file's '_ga_*' declares every name with that prefix; the longest prefix wins.
  let best: CookieDefinition | undefined;
  for (const definition of registry) {
    if (!definition.name.endsWith('*')) continue;
    const prefix = definition.name.slice(0, -1);
    if (name.startsWith(prefix) && (best === undefined || prefix.length > best.name.length - 1)) best = definition;
  }
  return best;
}

export interface CookieCheckOptions {
  readonly registry: readonly CookieDefinition[];
  /** The consent state of the run, or null to skip the consent check (a single Set-Cookie line). */
  readonly consent: AuditConsent | null;
  /** The lifetime the writer asked for (null: session), when its line is known. */
  readonly askedLifetimeMs?: number | null;
}

/**
 * The findings for one cookie whose lifetime is known: undeclared alone when
 * no entry matches, otherwise consent, expiry and attributes.
 *
 * @example checkCookie({ name: 'x', ... }, null, { registry, consent: 'none' })[0].kind // 'undeclared'
 */
export function checkCookie(
  cookie: Pick<ObservedCookie, 'name' | 'path' | 'secure' | 'httpOnly' | 'sameSite'>,
  lifetimeMs: number | null,
  options: CookieCheckOptions,
): AuditFinding[] {
  const { name } = cookie;
  const definition = resolveCookieDefinition(name, options.registry);
  if (definition === undefined) {
    return [cookieFinding('undeclared', name, null, name, `${name} is set, but no registry entry has that name`)];
  }
  const findings: AuditFinding[] = [];
  const { category } = definition;
  if (options.consent !== null && category !== 'Essential' && !isCategoryGranted(category, options.consent)) {
    findings.push(
      cookieFinding(
        'without-consent',
        name,
        consentNeededFor(category),
        describeAuditConsent(options.consent),
        `${name} is a ${category} cookie, which needs ${consentNeededFor(category)} consent; this run had ${describeAuditConsent(options.consent)}`,
      ),
    );
  }
  findings.push(...checkExpiry(name, definition.duration, lifetimeMs, options.askedLifetimeMs));
  for (const difference of diffCookieAttributes(definition, cookie)) {
    findings.push(
      cookieFinding(
        'attribute',
        name,
        `${difference.attribute}=${difference.expected}`,
        `${difference.attribute}=${difference.actual}`,
        `${name}: ${difference.attribute} is ${difference.actual}; the registry says ${difference.expected}`,
      ),
    );
  }
  return findings;
}

/**
 * The expiry finding of one cookie. Where the writer's own line is known, the
 * lifetime it asked for is judged against the registry duration (a browser
 * caps both at 400 days, which would hide a writer asking for 730); otherwise
 * the lifetime the browser kept is.
 */
function checkExpiry(
  name: string,
  duration: number | undefined,
  keptMs: number | null,
  askedMs: number | null | undefined,
): AuditFinding[] {
  const kept = keptMs === null ? 'session' : describeLifetime(keptMs);
  if (askedMs !== undefined && askedMs !== null && duration !== undefined && duration > 0) {
    const allowed = duration + EXPIRY_TOLERANCE_FIXED_MS + Math.floor(duration * EXPIRY_TOLERANCE_RATIO);
    if (askedMs <= allowed) return [];
    const actual = `${describeLifetime(askedMs)} asked, ${kept} kept`;
    return [
      cookieFinding(
        'expiry',
        name,
        describeLifetime(duration),
        actual,
        `${name} was written to live ${describeLifetime(askedMs)} (the browser keeps it ${kept}); its registry duration is ${describeLifetime(duration)}`,
      ),
    ];
  }
  const lifetime = checkLifetime(duration, keptMs);
  if (lifetime.ok) return [];
  const actual = describeLifetime(lifetime.actualMs);
  if (lifetime.reason === 'persistent-session-cookie') {
    return [cookieFinding('expiry', name, 'session', actual, `${name} is registered as session only, but expires in ${actual}`)];
  }
  return [
    cookieFinding(
      'expiry',
      name,
      describeLifetime(lifetime.expectedMs),
      actual,
      `${name} lives ${actual}; its registry duration is ${describeLifetime(lifetime.expectedMs)}`,
    ),
  ];
}

/**
 * The findings of one storage key: none when a registry entry covers it (a
 * storage declaration of the same area, or a cookie's name) and the state
 * grants its category; `without-consent` when it does not; `third-party` for
 * an undeclared key of a frame from another origin, `storage` otherwise.
 *
 * @example checkStorageKey({ area: 'local', key: 'tracker' }, [], [])[0].kind // 'storage'
 */
export function checkStorageKey(
  entry: ObservedStorageKey,
  storage: readonly StorageDefinition[],
  registry: readonly CookieDefinition[],
  consent: AuditConsent | null = null,
): AuditFinding[] {
  const where = `${entry.area}Storage`;
  const source = entry.writers?.at(-1) ?? null;
  const declared =
    storage.find((definition) => definition.key === entry.key && definition.area === entry.area) ??
    resolveCookieDefinition(entry.key, registry);
  if (declared === undefined) {
    const frame = entry.frameOrigin ?? null;
    if (frame !== null) {
      return [
        finding('third-party', entry.area, entry.key, {
          actual: `${where} ${entry.key} of ${frame}`,
          message: `${where} key ${JSON.stringify(entry.key)} was stored by a frame from ${frame}, and no registry entry declares it`,
          source,
        }),
      ];
    }
    return [
      finding('storage', entry.area, entry.key, {
        actual: `${where} ${entry.key}`,
        message: `${where} key ${JSON.stringify(entry.key)} is covered by no registry entry`,
        source,
      }),
    ];
  }
  const { category } = declared;
  if (consent === null || category === 'Essential' || isCategoryGranted(category, consent)) return [];
  return [
    finding('without-consent', entry.area, entry.key, {
      expected: consentNeededFor(category),
      actual: describeAuditConsent(consent),
      message: `${where} key ${JSON.stringify(entry.key)} is ${category}, which needs ${consentNeededFor(category)} consent; this run had ${describeAuditConsent(consent)}`,
      source,
    }),
  ];
}

/** Errors and warnings over all findings. */
export function summarizeFindings(findings: readonly AuditFinding[]): { readonly errors: number; readonly warnings: number } {
  let errors = 0;
  for (const item of findings) if (item.severity === 'error') errors += 1;
  return { errors, warnings: findings.length - errors };
}
