/**
 * A content problem with its place in a file, printed as
 * `file:line:column message` (STYLE.md Errors, esbuild's Location).
 */

export interface LocatedIssue {
  /** Content-relative path, e.g. 'components/button/design.md'. */
  readonly file: string;
  /** 1-based; 0 when the problem concerns the whole file. */
  readonly line: number;
  readonly column: number;
  /** Stable dotted code such as `content.duplicateRoute`. */
  readonly code: string;
  readonly message: string;
}

/**
 * @example formatLocatedIssue({ file: 'a/b/design.md', line: 3, column: 1, code: 'x', message: 'title: expected a non-empty string' })
 * // 'a/b/design.md:3:1 title: expected a non-empty string'
 */
export function formatLocatedIssue(issue: LocatedIssue, prefix = ''): string {
  return `${prefix}${issue.file}:${Math.max(issue.line, 1)}:${Math.max(issue.column, 1)} ${issue.message}`;
}

/** Sorts issues by file, then line, then column, so output is stable. */
export function sortLocatedIssues(issues: readonly LocatedIssue[]): LocatedIssue[] {
  return [...issues].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column));
}
