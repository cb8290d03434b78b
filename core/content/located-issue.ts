/**
 * A content problem with its place in a file, printed as
 * `file:line:column message` (docs/style.md, Errors, esbuild's Location). Errors
 * stop the build; warnings are printed and the build goes on, unless the
 * build is strict (content/README.md says which checks are which, and why).
 */

export type Severity = 'error' | 'warning';

export interface LocatedIssue {
  /** Content-relative path, e.g. 'components/button/design.md'. */
  readonly file: string;
  /** 1-based; 0 when the problem concerns the whole file. */
  readonly line: number;
  readonly column: number;
  /** Stable dotted code such as `content.duplicateRoute`. */
  readonly code: string;
  readonly message: string;
  /** Absent: an error. */
  readonly severity?: Severity;
}

/** An issue's severity, 'error' unless it says 'warning'. */
export const severityOf = (issue: LocatedIssue): Severity => issue.severity ?? 'error';

/** Strict builds (CI): every warning counts as an error. */
export function asErrors(issues: readonly LocatedIssue[]): LocatedIssue[] {
  return issues.map((issue) => (issue.severity === 'warning' ? { ...issue, severity: 'error' } : issue));
}

/**
 * @example formatLocatedIssue({ file: 'a/b/design.md', line: 3, column: 1, code: 'x', message: 'title: expected a non-empty string' })
 * // 'a/b/design.md:3:1 title: expected a non-empty string'
 * @example formatLocatedIssue({ file: 'a.md', line: 9, column: 1, code: 'y', message: 'code block without a language', severity: 'warning' })
 * // 'a.md:9:1 warning: code block without a language'
 */
export function formatLocatedIssue(issue: LocatedIssue, prefix = ''): string {
  const kind = severityOf(issue) === 'warning' ? 'warning: ' : '';
  return `${prefix}${issue.file}:${Math.max(issue.line, 1)}:${Math.max(issue.column, 1)} ${kind}${issue.message}`;
}

/** Sorts issues by file, then line, then column, so output is stable. */
export function sortLocatedIssues(issues: readonly LocatedIssue[]): LocatedIssue[] {
  return [...issues].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column));
}
