/**
 * `dsp cookies audit --format junit`: the report as JUnit XML, the test
 * report Jenkins (junit step), GitLab (artifacts:reports:junit) and most CI
 * systems read. One <testsuite> for the audited page, holding a test case per
 * consent state (so a clean page still shows what was checked) and one per
 * problem: a failing problem (a new error, or a new warning under --strict)
 * is a <failure>, a problem the baseline already has is <skipped>, a warning
 * that does not fail passes with its text in <system-out>. Every text the
 * page chose is escaped for XML (escapeXmlText).
 */
import { describeAuditConsent, escapeXmlText, isFailing, type AuditProblem } from '../../core/cookie-audit';
import type { AuditReport } from './audit-report';
import { describeWriter } from './audit-report-text';

function attributes(values: Readonly<Record<string, string | number>>): string {
  return Object.entries(values)
    .map(([name, value]) => ` ${name}="${typeof value === 'number' ? value : escapeXmlText(value)}"`)
    .join('');
}

function problemBody(problem: AuditProblem): string {
  return [
    problem.message,
    `states: ${problem.states.join(', ')}`,
    ...(problem.newStates === undefined ? [] : [`new in: ${problem.newStates.join(', ')} (the baseline had it in other states)`]),
    ...(problem.source === null ? [] : [`writer: ${describeWriter(problem.source)}`]),
    `fix: ${problem.fix}`,
  ]
    .map(escapeXmlText)
    .join('\n');
}

function problemCase(problem: AuditProblem, classname: string, strict: boolean): string {
  const head = `    <testcase${attributes({ classname, name: `${problem.severity} ${problem.kind} ${problem.cookie}` })}>`;
  if (isFailing(problem, strict)) {
    return `${head}\n      <failure${attributes({ type: problem.kind, message: problem.message })}>${problemBody(problem)}</failure>\n    </testcase>`;
  }
  if (problem.baseline === 'known') {
    return `${head}\n      <skipped${attributes({ message: 'already in the baseline' })}/>\n      <system-out>${problemBody(problem)}</system-out>\n    </testcase>`;
  }
  return `${head}\n      <system-out>${problemBody(problem)}</system-out>\n    </testcase>`;
}

export interface JunitOptions {
  /** --strict: warnings fail too. */
  readonly strict: boolean;
}

/** The JUnit XML document of a report. */
export function auditJunit(report: AuditReport, options: JunitOptions): string {
  const classname = `cookie audit ${report.url}`;
  const stateCases = report.states.map((state) => {
    const found = report.problems.filter((problem) => problem.states.includes(state.consent));
    const text = `page: ${state.url ?? 'none'}, ${state.status === null ? 'no HTTP status' : `HTTP ${state.status}`}; ${found.length} problem(s)`;
    return `    <testcase${attributes({ classname, name: `consent ${state.consent}: ${describeAuditConsent(state.consent)}` })}>\n      <system-out>${escapeXmlText(text)}</system-out>\n    </testcase>`;
  });
  const problemCases = report.problems.map((problem) => problemCase(problem, classname, options.strict));
  const tests = stateCases.length + problemCases.length;
  const failures = report.problems.filter((problem) => isFailing(problem, options.strict)).length;
  const skipped = report.problems.filter((problem) => problem.baseline === 'known').length;
  const counts = { tests, failures, errors: 0, skipped };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites${attributes({ name: 'dsp cookies audit', ...counts })}>`,
    `  <testsuite${attributes({ name: classname, ...counts })}>`,
    ...stateCases,
    ...problemCases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
