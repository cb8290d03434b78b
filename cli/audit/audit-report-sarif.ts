/**
 * `dsp cookies audit --format sarif`: the report as a SARIF 2.1.0 log, the
 * format GitHub code scanning uploads (github/codeql-action/upload-sarif).
 * One run, one rule per problem kind, one result per problem with the
 * properties GitHub needs: `ruleId`, `message.text`, a physical location with
 * an artifact URI and a start line (problem-location.ts), and
 * `partialFingerprints`, so an upload matches the alerts of the last one
 * instead of opening new ones. Every text the page chose is escaped
 * (escapeSarifText; JSON escapes by escapeJsonText when printed).
 */
import { createHash } from 'node:crypto';
import { describeAuditConsent, escapeSarifText, type AuditProblem, type FindingKind } from '../../core/cookie-audit';
import { version } from '../../package.json';
import type { AuditReport } from './audit-report';
import { describeWriter } from './audit-report-text';
import { problemLocation, type RegistrySource } from './problem-location';

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';

/** What each kind of problem means, as docs/cli.md's table says it; typed by FindingKind so a new kind cannot go undescribed. */
const RULE_TEXT: Readonly<Record<FindingKind, string>> = {
  undeclared: 'A cookie no registry entry (built-in or --registry) declares.',
  'without-consent': 'A cookie or storage key whose category needs a consent the state did not grant.',
  expiry: 'A cookie asked to live longer than its registry duration, or has an expiry where the registry says session.',
  attribute: 'Secure, HttpOnly, SameSite or Path differ from the registry.',
  storage: 'A storage key of the page no registry entry covers.',
  'third-party': 'An undeclared cookie or storage key of another site, stored or blocked.',
  'consent-changed': 'The page changed .consent or .consent-ts, which only the visitor may.',
  'consent-ignored': 'Every consent state left the same cookies and storage keys: the page probably never reads .consent.',
  'consent-not-delivered': 'The final URL does not receive the .consent the state placed.',
  'http-error': 'The page answered 4xx or 5xx.',
  'network-busy': 'The network never went idle within --timeout.',
  partial: 'The watchdog closed the page at the end of its budget.',
  'private-network': 'The page requested a private address other than the audited service.',
  'signals-disagree': 'A consent string of the page says otherwise than .consent.',
  'request-without-consent': 'A request to a declared endpoint whose category the state did not grant.',
  'undeclared-endpoint': 'A request to another site that no endpoint of the registry file declares.',
  'consent-mode-mismatch': 'A Consent Mode signal (gcs, gcd) grants a category the state refuses.',
  'before-choice': 'On a first visit, a write before any choice that no registry entry declares Essential.',
  'consent-without-choice': 'On a first visit, the page wrote .consent or .consent-ts before the visitor chose.',
  'journey-not-clicked': 'An --accept or --reject journey found no button to click, so it checked nothing.',
};

/** `without-consent` as a SARIF rule name: `WithoutConsent`. */
function ruleName(kind: string): string {
  return kind.replace(/(^|-)([a-z])/g, (_match, _dash, letter: string) => letter.toUpperCase());
}

function fingerprint(url: string, problem: AuditProblem): string {
  return createHash('sha256').update(`${url}\n${problem.kind}\n${problem.area}\n${problem.cookie}`).digest('hex');
}

function resultText(problem: AuditProblem): string {
  const states = problem.states.map((state) => `${state} (${describeAuditConsent(state)})`).join(', ');
  const writer = problem.source === null ? '' : ` Writer: ${describeWriter(problem.source)}.`;
  return `${problem.message}. States: ${states}.${writer} Fix: ${problem.fix}.`;
}

export interface SarifOptions {
  /** The store's registry file, where results are pinned; without it, the page's URL. */
  readonly registry?: RegistrySource;
}

/** The SARIF log of a report, as a JSON value (print it with escapeJsonText). */
export function auditSarif(report: AuditReport, options: SarifOptions = {}): Record<string, unknown> {
  const kinds = [...new Set(report.problems.map((problem) => problem.kind))];
  const rules = kinds.map((kind) => {
    const severity = report.problems.find((problem) => problem.kind === kind)?.severity ?? 'warning';
    const text = RULE_TEXT[kind];
    return {
      id: kind,
      name: ruleName(kind),
      shortDescription: { text },
      fullDescription: { text },
      help: { text: `${text} See the Cookie audit section of docs/cli.md in the Harbor repository.` },
      defaultConfiguration: { level: severity },
      properties: { tags: ['privacy', 'cookies', 'consent'] },
    };
  });
  const results = report.problems.map((problem) => {
    const location = problemLocation(problem, report.url, options.registry);
    return {
      ruleId: problem.kind,
      ruleIndex: kinds.indexOf(problem.kind),
      level: problem.severity,
      message: { text: escapeSarifText(resultText(problem)) },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: location.uri },
            ...(location.line === null ? {} : { region: { startLine: location.line } }),
          },
          message: { text: escapeSarifText(`${problem.area === 'page' ? 'page' : problem.area} ${problem.cookie} on ${report.url}`) },
        },
      ],
      partialFingerprints: { 'cookieAuditProblem/v1': fingerprint(report.url, problem) },
      ...(problem.baseline === undefined ? {} : { baselineState: problem.baseline === 'known' ? 'unchanged' : 'new' }),
      properties: {
        page: report.url,
        area: problem.area,
        subject: escapeSarifText(problem.cookie),
        states: problem.states,
        ...(problem.newStates === undefined ? {} : { newStates: problem.newStates }),
      },
    };
  });
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'dsp cookies audit', semanticVersion: version, rules } },
        results,
        properties: { page: report.url, states: report.states.map((state) => state.consent), summary: report.summary },
      },
    ],
  };
}
