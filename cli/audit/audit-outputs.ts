/**
 * Where a cookie audit report goes besides its files: stdout in the format
 * `--format` names, and, in a GitHub Actions job, annotations on stderr
 * (the runner reads workflow commands on both streams, and stderr keeps them
 * out of a SARIF or JUnit document on stdout) and the job summary.
 */
import { appendFileSync } from 'node:fs';
import { InvalidArgumentError } from 'commander';
import { escapeJsonText } from '../../core/cookie-audit';
import type { CliIO } from '../io';
import type { AuditReport } from './audit-report';
import { githubAnnotations, githubStepSummary } from './audit-report-github';
import { auditJunit } from './audit-report-junit';
import { auditSarif } from './audit-report-sarif';
import { formatAuditText } from './audit-report-text';
import type { RegistrySource } from './problem-location';

export const AUDIT_FORMATS = ['text', 'json', 'sarif', 'junit'] as const;
export type AuditFormat = (typeof AUDIT_FORMATS)[number];

/** `--format <text|json|sarif|junit>`. */
export function auditFormatOption(value: string): AuditFormat {
  const format = AUDIT_FORMATS.find((candidate) => candidate === value);
  if (format === undefined) throw new InvalidArgumentError(`expected one of ${AUDIT_FORMATS.join(', ')}, found ${JSON.stringify(value)}`);
  return format;
}

export interface OutputOptions {
  readonly strict: boolean;
  readonly registry?: RegistrySource;
}

/** The report as stdout carries it: text, one JSON document, a SARIF log, or JUnit XML. */
export function formatReport(report: AuditReport, format: AuditFormat, options: OutputOptions): string {
  switch (format) {
    case 'json':
      return `${escapeJsonText(JSON.stringify(report, null, 2))}\n`;
    case 'sarif':
      return `${escapeJsonText(JSON.stringify(auditSarif(report, options), null, 2))}\n`;
    case 'junit':
      return auditJunit(report, options);
    case 'text':
      return formatAuditText(report);
  }
}

/**
 * Under GITHUB_ACTIONS=true: the annotations, and the summary appended to
 * GITHUB_STEP_SUMMARY when the runner names that file. A summary that cannot
 * be written is a warning annotation, not a failed audit: the file is the
 * runner's, not the command's.
 */
export function writeGithubOutputs(
  report: AuditReport,
  env: Readonly<Record<string, string | undefined>>,
  io: CliIO,
  options: OutputOptions,
): void {
  if (env.GITHUB_ACTIONS !== 'true') return;
  io.stderr(githubAnnotations(report, options));
  const summaryFile = env.GITHUB_STEP_SUMMARY;
  if (summaryFile === undefined || summaryFile === '') return;
  try {
    appendFileSync(summaryFile, githubStepSummary(report, options));
  } catch (error) {
    io.stderr(
      `::warning title=cookie audit::could not append the job summary: ${(error as Error).message.split('\n')[0]?.replaceAll('%', '%25')}\n`,
    );
  }
}
