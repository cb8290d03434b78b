/**
 * The report of `dsp cookies audit` as text and as Markdown a CI job can
 * attach: the distinct problems first, each with its states, writer and fix,
 * then a table per consent state with the page's final URL and status.
 * Every string of the report is escaped before it is laid out (the page
 * chose its cookie names, storage keys and URLs): for a terminal, or as
 * Markdown text.
 */
import {
  describeAuditConsent,
  describeLifetime,
  escapeMarkdownText,
  escapeTerminalText,
  type AuditProblem,
  type WriteSource,
} from '../../core/cookie-audit';
import type { AuditReport, ReportCookie, ReportState } from './audit-report';
import { ledgerLine } from './ledger-summary';

/** The report with every string passed through `escape`; numbers, booleans and nulls as they are. */
function escapeStrings<T>(value: T, escapeText: (text: string) => string): T {
  if (typeof value === 'string') return escapeText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => escapeStrings(item, escapeText)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, escapeStrings(item, escapeText)])) as T;
  }
  return value;
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

/** A writer as people read it: 'http://x/ads.js:3:7 (document.cookie)', 'Set-Cookie of http://x/'. */
export function describeWriter(source: WriteSource | null): string {
  if (source === null) return 'unknown';
  if (source.kind === 'header') return `Set-Cookie of ${source.url}`;
  const place = source.url === null ? 'a script without a URL' : `${source.url}:${source.line}:${source.column}`;
  return `${place} (${source.api})`;
}

function lifetimes(cookie: ReportCookie): string {
  const kept = cookie.lifetimeMs === null ? 'session' : describeLifetime(cookie.lifetimeMs);
  if (cookie.askedLifetimeMs === null || cookie.lifetimeMs === null) return kept;
  // The time between the write and the read is not a difference worth showing.
  if (Math.abs(cookie.askedLifetimeMs - cookie.lifetimeMs) < 60_000) return kept;
  return `${kept} (asked ${describeLifetime(cookie.askedLifetimeMs)})`;
}

function summaryLine(report: AuditReport): string {
  const { errors, warnings, known } = report.summary;
  const baseline = known > 0 ? ` (${known} already in the baseline)` : '';
  return `${report.url}: ${plural(errors, 'error')}, ${plural(warnings, 'warning')}${baseline} over ${plural(report.states.length, 'consent state')}`;
}

function problemLines(problem: AuditProblem): string[] {
  const known =
    problem.baseline === 'known'
      ? ' [in baseline]'
      : problem.newStates === undefined
        ? ''
        : ` [new in ${problem.newStates.join(', ')}; the baseline had it in other states]`;
  return [
    `${problem.severity} ${problem.kind} ${problem.cookie} in ${problem.states.join(', ')}${known}`,
    `  ${problem.message}`,
    ...(problem.source === null ? [] : [`  writer: ${describeWriter(problem.source)}`]),
    `  fix: ${problem.fix}`,
  ];
}

function pageLine(state: ReportState): string {
  const parts = [`page: ${state.url ?? 'none'}`, state.status === null ? 'no HTTP status' : `HTTP ${state.status}`];
  if (state.networkBusy) parts.push('network never idle');
  if (state.partial !== null) parts.push('partial: the watchdog closed the page');
  for (const click of state.clicks) parts.push(`${click.clicked ? 'clicked' : 'not found'} ${click.selector}`);
  for (const request of state.privateNetwork) {
    parts.push(`${request.followed ? 'followed' : 'not followed'}: ${request.url} (private address ${request.address})`);
  }
  return parts.join(', ');
}

// A GPP string lists every field of every section; the report keeps the line readable, `dsp consent decode` shows all.
const CONSENT_STRING_ROWS = 12;

function consentStringLine(entry: ReportState['consentStrings'][number]): string {
  const rows = entry.summary.slice(0, CONSENT_STRING_ROWS).map(([label, text]) => `${label}: ${text}`);
  const more =
    entry.summary.length > CONSENT_STRING_ROWS ? `; … (${entry.summary.length - CONSENT_STRING_ROWS} more: dsp consent decode)` : '';
  return `consent string ${entry.cookie}: ${rows.join('; ')}${more}`;
}

/** With --baseline: what it listed that this run did not find, one line each. */
function fixedLines(report: AuditReport): string[] {
  const fixed = report.fixed ?? [];
  if (fixed.length === 0) return [];
  return [
    `fixed since the baseline (${fixed.length}):`,
    ...fixed.map((problem) => `  ${problem.severity ?? 'problem'} ${problem.kind} ${problem.cookie} in ${problem.states.join(', ')}`),
  ];
}

export function formatAuditText(unescaped: AuditReport): string {
  const report = escapeStrings(unescaped, escapeTerminalText);
  const problems = [
    ...(report.problems.length === 0
      ? ['no problems']
      : ['problems:', ...report.problems.flatMap((problem) => problemLines(problem).map((line) => `  ${line}`))]),
    ...fixedLines(report),
  ].join('\n');
  const blocks = report.states.map((state) => {
    const title = `consent ${state.consent}: ${describeAuditConsent(state.consent)}`;
    const rows = [
      ...state.cookies.map((cookie) => [
        cookie.name,
        cookie.thirdParty ? `${cookie.source}, ${cookie.domain}` : cookie.source,
        lifetimes(cookie),
        `${cookie.path} ${flags(cookie)}`,
        verdictOf(state, cookie.name),
      ]),
      ...state.storage.map((entry) => [
        entry.key,
        `${entry.area}Storage${entry.frame === null ? '' : `, ${entry.frame}`}`,
        '',
        '',
        verdictOf(state, entry.key),
      ]),
      ...state.blocked.map((blocked) => [blocked.name, `blocked: ${blocked.reasons.join(', ')}`, '', '', verdictOf(state, blocked.name)]),
    ];
    const body =
      rows.length === 0 ? '  (no cookies and no storage keys)' : table(['name', 'source', 'lifetime', 'path and flags', 'verdict'], rows);
    return [title, pageLine(state), ledgerLine(state), body, ...state.consentStrings.map(consentStringLine)].join('\n');
  });
  return `${[problems, ...blocks, summaryLine(report)].join('\n\n')}\n`;
}

export function formatAuditMarkdown(unescaped: AuditReport): string {
  const report = escapeStrings(unescaped, escapeMarkdownText);
  const lines = [`# Cookie audit of ${report.url}`, '', `**${summaryLine(report)}.**`];
  if (report.problems.length > 0) {
    lines.push('', '| Severity | Kind | Cookie | States | Writer | Fix |', '|---|---|---|---|---|---|');
    for (const problem of report.problems) {
      const known =
        problem.baseline === 'known'
          ? ' (in baseline)'
          : problem.newStates === undefined
            ? ''
            : ` (new in ${problem.newStates.join(', ')})`;
      lines.push(
        `| ${problem.severity}${known} | ${problem.kind} | ${problem.cookie} | ${problem.states.join(', ')} | ${describeWriter(problem.source)} | ${problem.fix} |`,
      );
    }
  }
  const fixed = fixedLines(report);
  if (fixed.length > 0) lines.push('', `**${fixed[0]}**`, '', ...fixed.slice(1).map((line) => `- ${line.trim()}`));
  for (const state of report.states) {
    lines.push(
      '',
      `## Consent \`${state.consent}\`: ${describeAuditConsent(state.consent)}`,
      '',
      pageLine(state),
      '',
      ledgerLine(state),
      '',
    );
    if (state.partial !== null) lines.push(`**Partial:** ${state.partial}.`, '');
    for (const entry of state.consentStrings) lines.push(`${consentStringLine(entry)}`, '');
    if (state.cookies.length + state.storage.length === 0) {
      lines.push('No cookies and no storage keys.');
      continue;
    }
    lines.push('| Name | Source | Lifetime | Path and flags | Verdict |', '|---|---|---|---|---|');
    for (const cookie of state.cookies) {
      lines.push(
        `| ${cookie.name} | ${cookie.source} | ${lifetimes(cookie)} | ${cookie.path} ${flags(cookie)} | ${verdictOf(state, cookie.name)} |`,
      );
    }
    for (const entry of state.storage) {
      lines.push(
        `| ${entry.key} | ${entry.area}Storage${entry.frame === null ? '' : ` of ${entry.frame}`} | | | ${verdictOf(state, entry.key)} |`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
