/**
 * The report of `dsp cookies audit`: the JSON document (its contract is in
 * docs/cli.md), a text table per consent state with a summary, and Markdown a
 * CI job can attach.
 */
import {
  auditObservation,
  describeAuditConsent,
  summarizeFindings,
  type AuditConsent,
  type AuditFinding,
  type CookieSource,
  type StateObservation,
} from '../../core/cookie-audit';
import type { CookieDefinition, StorageDefinition } from '../../core/cookies';

export interface ReportCookie {
  readonly name: string;
  readonly domain: string;
  readonly path: string;
  /** ISO instant, or null for a session cookie. */
  readonly expires: string | null;
  readonly secure: boolean;
  readonly httpOnly: boolean;
  readonly sameSite: 'strict' | 'lax' | 'none';
  readonly source: CookieSource;
}

export interface ReportState {
  readonly consent: AuditConsent;
  readonly cookies: readonly ReportCookie[];
  readonly storage: readonly { readonly area: 'local' | 'session'; readonly key: string }[];
  readonly findings: readonly AuditFinding[];
}

export interface AuditReport {
  readonly url: string;
  readonly states: readonly ReportState[];
  readonly summary: { readonly errors: number; readonly warnings: number };
}

export function buildAuditReport(
  url: string,
  observations: readonly StateObservation[],
  registry: readonly CookieDefinition[],
  storage: readonly StorageDefinition[],
): AuditReport {
  const states = observations.map(
    (observation): ReportState => ({
      consent: observation.consent,
      cookies: observation.cookies.map(({ expiresAt, ...cookie }) => ({
        name: cookie.name,
        domain: cookie.domain,
        path: cookie.path,
        expires: expiresAt === null ? null : new Date(expiresAt).toISOString(),
        secure: cookie.secure,
        httpOnly: cookie.httpOnly,
        sameSite: cookie.sameSite,
        source: cookie.source,
      })),
      storage: observation.storage.map(({ area, key }) => ({ area, key })),
      findings: auditObservation(observation, registry, storage),
    }),
  );
  return { url, states, summary: summarizeFindings(states.flatMap((state) => state.findings)) };
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

function flags(cookie: ReportCookie): string {
  return [cookie.secure ? 'Secure' : null, cookie.httpOnly ? 'HttpOnly' : null, `SameSite=${cookie.sameSite}`].filter(Boolean).join(' ');
}

function verdictOf(state: ReportState, name: string): string {
  const kinds = state.findings.filter((finding) => finding.cookie === name).map((finding) => finding.kind);
  return kinds.length === 0 ? 'ok' : [...new Set(kinds)].join(', ');
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

export function formatAuditText(report: AuditReport): string {
  const blocks = report.states.map((state) => {
    const title = `consent ${state.consent}: ${describeAuditConsent(state.consent)}`;
    const rows = [
      ...state.cookies.map((cookie) => [
        cookie.name,
        cookie.source,
        cookie.expires ?? 'session',
        `${cookie.path} ${flags(cookie)}`,
        verdictOf(state, cookie.name),
      ]),
      ...state.storage.map((entry) => [entry.key, `${entry.area}Storage`, '', '', verdictOf(state, entry.key)]),
    ];
    const body =
      rows.length === 0 ? '  (no cookies and no storage keys)' : table(['name', 'source', 'expires', 'path and flags', 'verdict'], rows);
    const findings = state.findings.map((finding) => `  ${finding.severity} ${finding.kind}: ${finding.message}`);
    return [title, body, ...findings].join('\n');
  });
  const { errors, warnings } = report.summary;
  const summary = `${report.url}: ${plural(errors, 'error')}, ${plural(warnings, 'warning')} over ${plural(report.states.length, 'consent state')}`;
  return `${[...blocks, summary].join('\n\n')}\n`;
}

function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

export function formatAuditMarkdown(report: AuditReport): string {
  const { errors, warnings } = report.summary;
  const lines = [
    `# Cookie audit of ${report.url}`,
    '',
    `**${plural(errors, 'error')}, ${plural(warnings, 'warning')}** over ${plural(report.states.length, 'consent state')}.`,
  ];
  for (const state of report.states) {
    lines.push('', `## Consent \`${state.consent}\`: ${describeAuditConsent(state.consent)}`, '');
    if (state.cookies.length + state.storage.length === 0) {
      lines.push('No cookies and no storage keys.');
    } else {
      lines.push('| Name | Source | Expires | Path and flags | Verdict |', '|---|---|---|---|---|');
      for (const cookie of state.cookies) {
        lines.push(
          `| \`${cell(cookie.name)}\` | ${cookie.source} | ${cookie.expires ?? 'session'} | ${cell(`${cookie.path} ${flags(cookie)}`)} | ${verdictOf(state, cookie.name)} |`,
        );
      }
      for (const entry of state.storage) {
        lines.push(`| \`${cell(entry.key)}\` | ${entry.area}Storage | | | ${verdictOf(state, entry.key)} |`);
      }
    }
    if (state.findings.length > 0) {
      lines.push('', '| Severity | Kind | Cookie | Expected | Actual | Message |', '|---|---|---|---|---|---|');
      for (const finding of state.findings) {
        lines.push(
          `| ${finding.severity} | ${finding.kind} | \`${cell(finding.cookie)}\` | ${cell(finding.expected ?? '')} | ${cell(finding.actual ?? '')} | ${cell(finding.message)} |`,
        );
      }
    }
  }
  return `${lines.join('\n')}\n`;
}
