/**
 * Holds what a page stored under one consent state against the registry
 * (SPEC §3 Cookie registry, §5 Cookie writing): each cookie and storage key
 * becomes zero or more findings with a stable kind and a severity.
 */
import type { CookieDefinition, CookieSameSite } from '../cookies/cookie-definition';
import type { StorageDefinition } from '../cookies/storage-registry';
import { consentNeededFor, describeAuditConsent, isCategoryGranted, type AuditConsent } from './audit-consent';
import { checkLifetime, describeLifetime, diffCookieAttributes } from './cookie-expectations';

export type FindingKind = 'undeclared' | 'without-consent' | 'expiry' | 'attribute' | 'storage';
export type FindingSeverity = 'error' | 'warning';

export const FINDING_SEVERITY: Readonly<Record<FindingKind, FindingSeverity>> = {
  undeclared: 'error',
  'without-consent': 'error',
  expiry: 'error',
  attribute: 'warning',
  storage: 'warning',
};

export interface AuditFinding {
  readonly kind: FindingKind;
  readonly severity: FindingSeverity;
  /** The cookie name, or the storage key. */
  readonly cookie: string;
  readonly expected: string | null;
  readonly actual: string | null;
  readonly message: string;
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
}

export interface ObservedStorageKey {
  readonly area: 'local' | 'session';
  readonly key: string;
}

function finding(kind: FindingKind, cookie: string, expected: string | null, actual: string | null, message: string): AuditFinding {
  return { kind, severity: FINDING_SEVERITY[kind], cookie, expected, actual, message };
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
  return registry.find((definition) => definition.name === name);
}

export interface CookieCheckOptions {
  readonly registry: readonly CookieDefinition[];
  /** The consent state of the run, or null to skip the consent check (a single Set-Cookie line). */
  readonly consent: AuditConsent | null;
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
    return [finding('undeclared', name, null, name, `${name} is set, but no registry entry has that name`)];
  }
  const findings: AuditFinding[] = [];
  const { category } = definition;
  if (options.consent !== null && category !== 'Essential' && !isCategoryGranted(category, options.consent)) {
    findings.push(
      finding(
        'without-consent',
        name,
        consentNeededFor(category),
        describeAuditConsent(options.consent),
        `${name} is a ${category} cookie, which needs ${consentNeededFor(category)} consent; this run had ${describeAuditConsent(options.consent)}`,
      ),
    );
  }
  const lifetime = checkLifetime(definition.duration, lifetimeMs);
  if (!lifetime.ok) {
    const actual = describeLifetime(lifetime.actualMs);
    findings.push(
      lifetime.reason === 'persistent-session-cookie'
        ? finding('expiry', name, 'session', actual, `${name} is registered as session only, but expires in ${actual}`)
        : finding(
            'expiry',
            name,
            describeLifetime(lifetime.expectedMs),
            actual,
            `${name} lives ${actual}; its registry duration is ${describeLifetime(lifetime.expectedMs)}`,
          ),
    );
  }
  for (const difference of diffCookieAttributes(definition, cookie)) {
    findings.push(
      finding(
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
 * The finding for a storage key no registry entry covers (a registered
 * storage key of the same area, or a registered cookie's name), or none.
 *
 * @example checkStorageKey({ area: 'local', key: 'tracker' }, [], [])[0].kind // 'storage'
 */
export function checkStorageKey(
  entry: ObservedStorageKey,
  storage: readonly StorageDefinition[],
  registry: readonly CookieDefinition[],
): AuditFinding[] {
  const covered =
    storage.some((definition) => definition.key === entry.key && definition.area === entry.area) ||
    registry.some((definition) => definition.name === entry.key);
  if (covered) return [];
  const where = `${entry.area}Storage`;
  return [
    finding(
      'storage',
      entry.key,
      null,
      `${where} ${entry.key}`,
      `${where} key ${JSON.stringify(entry.key)} is covered by no registry entry`,
    ),
  ];
}

export interface StateObservation {
  readonly consent: AuditConsent;
  readonly cookies: readonly ObservedCookie[];
  readonly storage: readonly ObservedStorageKey[];
  /** When the cookies were read, in epoch milliseconds: lifetimes count from here. */
  readonly observedAt: number;
  /** The HTTP status of the page itself, where the browser got one; not part of the report, a hint for the reader. */
  readonly status?: number;
}

/**
 * Every finding of one run, cookies first then storage, in the order observed.
 *
 * @example auditObservation({ consent: 'none', cookies: [], storage: [], observedAt: 0 }, registry, storage) // []
 */
export function auditObservation(
  observation: StateObservation,
  registry: readonly CookieDefinition[],
  storage: readonly StorageDefinition[],
): AuditFinding[] {
  const findings: AuditFinding[] = [];
  for (const cookie of observation.cookies) {
    const lifetime = cookie.expiresAt === null ? null : Math.max(0, cookie.expiresAt - observation.observedAt);
    findings.push(...checkCookie(cookie, lifetime, { registry, consent: observation.consent }));
  }
  for (const entry of observation.storage) findings.push(...checkStorageKey(entry, storage, registry));
  return findings;
}

/** Errors and warnings over all findings. */
export function summarizeFindings(findings: readonly AuditFinding[]): { readonly errors: number; readonly warnings: number } {
  let errors = 0;
  for (const item of findings) if (item.severity === 'error') errors += 1;
  return { errors, warnings: findings.length - errors };
}
