/**
 * `dsp cookies inspect --set-cookie '<line>'`: holds one Set-Cookie header
 * line against the registry the way `dsp cookies audit` holds a stored
 * cookie (name, expiry under the 400-day cap, attributes); consent is not
 * checked, since a single line carries no consent state.
 */
import {
  checkCookie,
  describeLifetime,
  parseSetCookieLine,
  setCookieLifetimeMs,
  type AuditFinding,
  type SetCookie,
} from '../../core/cookie-audit';
import { findCookieByName, type CookieDefinition, cookieRegistry } from '../../core/cookies';
import { formatRows } from '../io';
import { jsonIssue, type JsonIssue } from '../json-issues';

export interface SetCookieInspection {
  readonly line: string;
  readonly cookie: SetCookie | null;
  readonly definition: CookieDefinition | null;
  /** How long a browser keeps it from now, in milliseconds; null for a session cookie or an unreadable line. */
  readonly lifetimeMs: number | null;
  readonly findings: readonly AuditFinding[];
  /** Why the line is refused, or which attributes a browser ignores. */
  readonly issues: readonly JsonIssue[];
}

export function inspectSetCookieLine(line: string, index: number, nowMs: number): SetCookieInspection {
  const argument = `--set-cookie #${index + 1}`;
  const parsed = parseSetCookieLine(line);
  if (!parsed.ok) {
    return {
      line,
      cookie: null,
      definition: null,
      lifetimeMs: null,
      findings: [],
      issues: parsed.issues.map((issue) => jsonIssue(issue, argument)),
    };
  }
  const { cookie } = parsed;
  const lifetimeMs = setCookieLifetimeMs(cookie, nowMs);
  // A line without Path gets the request's directory as its path (RFC 6265 §5.1.4); '/' is what the store's pages give.
  const stored = {
    name: cookie.name,
    path: cookie.path ?? '/',
    secure: cookie.secure,
    httpOnly: cookie.httpOnly,
    sameSite: cookie.sameSite ?? 'lax',
  };
  return {
    line,
    cookie,
    definition: findCookieByName(cookie.name) ?? null,
    lifetimeMs,
    findings: checkCookie(stored, lifetimeMs, { registry: cookieRegistry, consent: null }),
    issues: parsed.ignored.map((issue) => jsonIssue(issue, argument)),
  };
}

/** Whether a line is refused or breaks a registry rule at error severity. */
export function hasSetCookieError(inspection: SetCookieInspection): boolean {
  return inspection.cookie === null || inspection.findings.some((finding) => finding.severity === 'error');
}

export function formatSetCookieInspection(inspection: SetCookieInspection): string {
  const { cookie, definition } = inspection;
  const rows: [string, string][] = [[cookie?.name ?? 'Set-Cookie', JSON.stringify(inspection.line)]];
  if (cookie === null) {
    for (const issue of inspection.issues) rows.push(['  refused', `${issue.code}: ${issue.message}`]);
    return formatRows(rows);
  }
  rows.push(['  registry', definition === null ? 'none: not in the registry' : `${definition.key} (${definition.category})`]);
  rows.push(['  lifetime', inspection.lifetimeMs === null ? 'session' : describeLifetime(inspection.lifetimeMs)]);
  for (const issue of inspection.issues) rows.push(['  ignored', `${issue.code}: ${issue.message}`]);
  if (inspection.findings.length === 0) rows.push(['  verdict', 'matches the registry']);
  for (const finding of inspection.findings) rows.push([`  ${finding.severity}`, `${finding.kind}: ${finding.message}`]);
  return formatRows(rows);
}
