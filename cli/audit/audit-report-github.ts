/**
 * What `dsp cookies audit` adds when it runs in a GitHub Actions job
 * (GITHUB_ACTIONS=true): one workflow command per problem (`::error
 * file=…,line=…,title=…::message`), which GitHub shows as an annotation on
 * the run and, with a file, on that file's line; and a Markdown summary for
 * the job page (appended to the file GITHUB_STEP_SUMMARY names). Workflow
 * commands are escaped as the runner reads them back (`%`, CR, LF; `:` and
 * `,` in properties too) after the terminal escaping, so a page's text can
 * neither end the command nor start another one.
 */
import {
  escapeGithubCommandData,
  escapeGithubCommandProperty,
  escapeMarkdownText,
  isFailing,
  type AuditProblem,
} from '../../core/cookie-audit';
import type { AuditReport } from './audit-report';
import { problemLocation, type RegistrySource } from './problem-location';

/** GitHub shows at most 10 error and 10 warning annotations of a step; the rest are counted in one notice. */
export const ANNOTATIONS_PER_LEVEL = 10;
/** Problem rows in the job summary; GitHub refuses a step summary over 1 MiB. */
export const SUMMARY_PROBLEM_ROWS = 200;

type Level = 'error' | 'warning' | 'notice';

/** A failing problem is an error, any other new one a warning, one the baseline already has a notice. */
function levelOf(problem: AuditProblem, strict: boolean): Level {
  if (problem.baseline === 'known') return 'notice';
  return isFailing(problem, strict) ? 'error' : 'warning';
}

function command(level: Level, properties: Readonly<Record<string, string | number>>, message: string): string {
  const list = Object.entries(properties)
    .map(([name, value]) => `${name}=${typeof value === 'number' ? value : escapeGithubCommandProperty(value)}`)
    .join(',');
  return `::${level}${list === '' ? '' : ` ${list}`}::${escapeGithubCommandData(message)}\n`;
}

export interface GithubOptions {
  readonly strict: boolean;
  readonly registry?: RegistrySource;
}

/** The workflow commands of a report, one line each. */
export function githubAnnotations(report: AuditReport, options: GithubOptions): string {
  const shown = new Map<Level, number>();
  let hidden = 0;
  let text = '';
  for (const problem of report.problems) {
    const level = levelOf(problem, options.strict);
    const count = shown.get(level) ?? 0;
    if (count >= ANNOTATIONS_PER_LEVEL) {
      hidden += 1;
      continue;
    }
    shown.set(level, count + 1);
    const location = problemLocation(problem, report.url, options.registry);
    const properties =
      location.line === null
        ? { title: `cookie audit: ${problem.kind} ${problem.cookie}` }
        : { file: location.uri, line: location.line, title: `cookie audit: ${problem.kind} ${problem.cookie}` };
    const known = problem.baseline === 'known' ? ' (already in the baseline)' : '';
    text += command(level, properties, `${problem.message} on ${report.url} in ${problem.states.join(', ')}${known}; fix: ${problem.fix}`);
  }
  if (hidden > 0) {
    text += command('notice', { title: 'cookie audit' }, `${hidden} more problems of ${report.url} are in the job summary and the report`);
  }
  return text;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** The Markdown for the job page: the verdict, the problems, and what the baseline had that is fixed now. */
export function githubStepSummary(report: AuditReport, options: Pick<GithubOptions, 'strict'>): string {
  const md = escapeMarkdownText;
  const failing = report.problems.filter((problem) => isFailing(problem, options.strict)).length;
  const { errors, warnings, known } = report.summary;
  const verdict = failing === 0 ? 'passed' : `failed: ${plural(failing, 'new problem')}`;
  const lines = [
    `### Cookie audit of ${md(report.url)}: ${verdict}`,
    '',
    `${plural(errors, 'error')}, ${plural(warnings, 'warning')}${known > 0 ? ` (${known} already in the baseline)` : ''} over consent states ${report.states.map((state) => state.consent).join(', ')}.`,
  ];
  if (report.problems.length > 0) {
    lines.push('', '| | Kind | Cookie or key | States | Fix |', '|---|---|---|---|---|');
    for (const problem of report.problems.slice(0, SUMMARY_PROBLEM_ROWS)) {
      const mark = problem.baseline === 'known' ? 'known' : isFailing(problem, options.strict) ? 'failing' : problem.severity;
      lines.push(`| ${mark} | ${problem.kind} | ${md(problem.cookie)} | ${problem.states.join(', ')} | ${md(problem.fix)} |`);
    }
    const more = report.problems.length - SUMMARY_PROBLEM_ROWS;
    if (more > 0) lines.push('', `${plural(more, 'more problem')} in the report.`);
  }
  const fixed = report.fixed ?? [];
  if (fixed.length > 0) {
    lines.push('', `**Fixed since the baseline** (${fixed.length}):`, '');
    for (const problem of fixed.slice(0, SUMMARY_PROBLEM_ROWS)) {
      lines.push(`- ${problem.kind} ${md(problem.cookie)} in ${problem.states.join(', ')}`);
    }
  }
  return `${lines.join('\n')}\n\n`;
}
