/**
 * The issue shape every `dsp` command prints under `--json`: a stable code, a
 * message, and where the problem is (`position`: the argument or option,
 * and a character offset or field where known), or null.
 */
import { formatLocatedIssue, type LocatedIssue } from '../core/content/located-issue';
import type { Issue } from '../core/result';

export interface JsonIssuePosition {
  /** The argument or option the problem is in, e.g. '<value>' or '--device'. */
  readonly argument?: string;
  /** 0-based character offset in that argument's text. */
  readonly offset?: number;
  /** A field or path inside it, e.g. 'expiresAt' or 'cookie..at.exp'. */
  readonly field?: string;
}

export interface JsonIssue {
  readonly code: string;
  readonly message: string;
  readonly position: JsonIssuePosition | null;
}

/** A core issue as printed: its path, when it has one, becomes the field. */
export function jsonIssue(issue: Issue & { readonly offset?: number }, argument?: string): JsonIssue {
  const position: { argument?: string; offset?: number; field?: string } = {};
  if (argument !== undefined) position.argument = argument;
  if (issue.offset !== undefined) position.offset = issue.offset;
  if (issue.path !== undefined && issue.path.length > 0) position.field = issue.path.join('.');
  return { code: issue.code, message: issue.message, position: Object.keys(position).length === 0 ? null : position };
}

/**
 * A content or token problem as printed: the option naming its folder, and
 * `file:line:column` as the field (the place `dsp content validate` prints).
 */
export function locatedJsonIssue(issue: LocatedIssue, argument: string): JsonIssue {
  const place = formatLocatedIssue({ ...issue, message: '', severity: 'error' }).trimEnd();
  return { code: issue.code, message: issue.message, position: { argument, field: place } };
}
