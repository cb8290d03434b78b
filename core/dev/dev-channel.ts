/**
 * What the dev server (`npm run dev`) tells the open pages over Vite's HMR connection, defined once for both ends:
 * after each content rebuild, the problems of the whole content with repository-relative paths, so the page can show
 * them where the author is looking (docs/style.md, The author's loop), and that the page's data may have changed.
 */
import { severityOf, sortLocatedIssues, type LocatedIssue } from '../content/located-issue';

/** The custom HMR event the server sends after every rebuild. */
export const CONTENT_UPDATE_EVENT = 'harbor:content-update';
/** The custom HMR event a page sends once connected, to be told the current state. */
export const CONTENT_STATE_REQUEST_EVENT = 'harbor:content-state';

export interface DevProblem {
  /** Repository-relative, '/'-separated: 'content/components/button/design.md'. */
  readonly file: string;
  /** 1-based. */
  readonly line: number;
  readonly column: number;
  /** The JSON pointer (RFC 6901) of the member at fault, for a token file that parses: '/color/neutral/0'. */
  readonly pointer?: string;
  readonly message: string;
}

export interface ContentUpdate {
  /** Increases with every rebuild, so a page can tell a new state from a repeated one. */
  readonly version: number;
  /** Errors only: warnings stay in the terminal. Empty when the content builds cleanly. */
  readonly problems: readonly DevProblem[];
}

/**
 * Errors of a build as the page shows them; `folder` is the repository-relative folder the issues' paths start at
 * ('content' for pages, '' for token files, whose paths already start at the repository root); `pointerOf` gives
 * the JSON pointer of an issue in a JSON file, or null.
 *
 * @example
 * devProblemsOf([{ file: 'a/design.md', line: 0, column: 0, code: 'x', message: 'm' }], 'content')
 * // [{ file: 'content/a/design.md', line: 1, column: 1, message: 'm' }]
 */
export function devProblemsOf(
  issues: readonly LocatedIssue[],
  folder: string,
  pointerOf: (issue: LocatedIssue) => string | null = () => null,
): DevProblem[] {
  const prefix = folder === '' || folder === '.' ? '' : `${folder.replace(/\/+$/, '')}/`;
  return sortLocatedIssues(issues.filter((issue) => severityOf(issue) === 'error')).map((issue) => {
    const pointer = pointerOf(issue);
    return {
      file: `${prefix}${issue.file}`,
      line: Math.max(issue.line, 1),
      column: Math.max(issue.column, 1),
      ...(pointer === null ? {} : { pointer }),
      message: issue.message,
    };
  });
}

/**
 * Where a problem is: `content/components/button/design.md:3:1`, or in a JSON file with its pointer,
 * `tokens/base/color.tokens.json:5:7 /color/neutral/0`.
 */
export const devProblemPlace = (problem: DevProblem): string =>
  `${problem.file}:${problem.line}:${problem.column}${problem.pointer === undefined ? '' : ` ${problem.pointer}`}`;

/** `content/a.md:3:1 title: expected a non-empty string` */
export const formatDevProblem = (problem: DevProblem): string => `${devProblemPlace(problem)} ${problem.message}`;
