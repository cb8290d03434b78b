/**
 * `dsp cookies inspect --set-cookie '<line>'`: holds one Set-Cookie header
 * line against the registry the way `dsp cookies audit` holds a stored
 * cookie (name, expiry under the 400-day cap, attributes); consent is not
 * checked, since a single line carries no consent state.
 */
import {
  askedLifetimeMs,
  browserRejections,
  checkCookie,
  describeLifetime,
  parseSetCookieLine,
  resolveCookieDefinition,
  setCookieLifetimeMs,
  type AuditFinding,
  type SetCookie,
} from '../../core/cookie-audit';
import { type CookieDefinition, cookieRegistry } from '../../core/cookies';
import { formatRows } from '../io';
import { jsonIssue, type JsonIssue } from '../json-issues';

export interface SetCookieInspection {
  readonly line: string;
  readonly cookie: SetCookie | null;
  readonly definition: CookieDefinition | null;
  /** How long a browser keeps it from now, in milliseconds (after its 400-day cap); null for a session cookie or an unreadable line. */
  readonly lifetimeMs: number | null;
  /** How long the line asks for, before the cap; the expiry check judges this one, as the audit does. */
  readonly askedLifetimeMs: number | null;
  /** Why a browser would not store the cookie at all (SameSite=None without Secure, a broken __Host- prefix). */
  readonly rejected: readonly JsonIssue[];
  readonly findings: readonly AuditFinding[];
  /** Why the line is refused, or which attributes a browser ignores. */
  readonly issues: readonly JsonIssue[];
}

export function inspectSetCookieLine(
  line: string,
  index: number,
  nowMs: number,
  registry: readonly CookieDefinition[] = cookieRegistry,
): SetCookieInspection {
  const argument = `--set-cookie #${index + 1}`;
  const parsed = parseSetCookieLine(line);
  if (!parsed.ok) {
    return {
      line,
      cookie: null,
      definition: null,
      lifetimeMs: null,
      askedLifetimeMs: null,
      rejected: [],
      findings: [],
      issues: parsed.issues.map((issue) => jsonIssue(issue, argument)),
    };
  }
  const { cookie } = parsed;
  const lifetimeMs = setCookieLifetimeMs(cookie, nowMs);
  const asked = askedLifetimeMs(cookie, nowMs);
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
    definition: resolveCookieDefinition(cookie.name, registry) ?? null,
    lifetimeMs,
    askedLifetimeMs: asked,
    rejected: browserRejections(cookie).map((issue) => jsonIssue(issue, argument)),
    findings: checkCookie(stored, lifetimeMs, { registry, consent: null, askedLifetimeMs: asked }),
    issues: parsed.ignored.map((issue) => jsonIssue(issue, argument)),
  };
}

/** Whether a line is refused (by the parser or by a browser) or breaks a registry rule at error severity. */
export function hasSetCookieError(inspection: SetCookieInspection): boolean {
  return (
    inspection.cookie === null || inspection.rejected.length > 0 || inspection.findings.some((finding) => finding.severity === 'error')
  );
}

function lifetimeText(kept: number | null, asked: number | null): string {
  if (kept === null) return 'session';
  // Under the cap the two differ only by the time between parsing and reading.
  if (asked === null || asked - kept < 60_000) return describeLifetime(kept);
  return `${describeLifetime(kept)} (asked ${describeLifetime(asked)})`;
}

export function formatSetCookieInspection(inspection: SetCookieInspection): string {
  const { cookie, definition } = inspection;
  const rows: [string, string][] = [[cookie?.name ?? 'Set-Cookie', JSON.stringify(inspection.line)]];
  if (cookie === null) {
    for (const issue of inspection.issues) rows.push(['  refused', `${issue.code}: ${issue.message}`]);
    return formatRows(rows);
  }
  rows.push(['  registry', definition === null ? 'none: not in the registry' : `${definition.key} (${definition.category})`]);
  rows.push(['  lifetime', lifetimeText(inspection.lifetimeMs, inspection.askedLifetimeMs)]);
  for (const issue of inspection.rejected) rows.push(['  rejected', `${issue.code}: ${issue.message}`]);
  for (const issue of inspection.issues) rows.push(['  ignored', `${issue.code}: ${issue.message}`]);
  if (inspection.findings.length === 0) rows.push(['  verdict', 'matches the registry']);
  for (const finding of inspection.findings) rows.push([`  ${finding.severity}`, `${finding.kind}: ${finding.message}`]);
  return formatRows(rows);
}
