/**
 * Where a CI system should pin a cookie audit problem. A page has no file in
 * the store's repository, but its registry file (`--registry`) does, and it is
 * what a fix changes or what declares the cookie: a problem about a declared
 * cookie or storage key points at the line of its declaration, any other at
 * the file's first line. Without a registry file the location is the
 * audited page's URL (SARIF viewers show it; GitHub cannot open it as a file).
 */
import type { AuditProblem } from '../../core/cookie-audit';

/** The store's registry file as given on the command line, and its text. */
export interface RegistrySource {
  readonly path: string;
  readonly text: string;
}

export interface ProblemLocation {
  /** A repository-relative path with forward slashes, or the page's URL. */
  readonly uri: string;
  /** 1-based; null for a URL. */
  readonly line: number | null;
}

/** `./cookies/store.json` and `cookies\store.json` as the repository names them: `cookies/store.json`. */
export function repositoryPath(path: string): string {
  return path.replaceAll('\\', '/').replace(/^(\.\/)+/, '');
}

/** The 1-based line where `"name": "<cookie>"` (or `"key": ...`) is declared, or 1. */
function declarationLine(text: string, problem: Pick<AuditProblem, 'area' | 'cookie'>): number {
  const field = problem.area === 'cookie' ? 'name' : 'key';
  const pattern = new RegExp(`"${field}"\\s*:\\s*${escapeRegExp(JSON.stringify(problem.cookie))}`);
  const match = pattern.exec(text);
  if (match === null) return 1;
  return text.slice(0, match.index).split('\n').length;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

export function problemLocation(
  problem: Pick<AuditProblem, 'area' | 'cookie'>,
  url: string,
  registry: RegistrySource | undefined,
): ProblemLocation {
  if (registry === undefined) return { uri: url, line: null };
  const line = problem.area === 'page' ? 1 : declarationLine(registry.text, problem);
  return { uri: repositoryPath(registry.path), line };
}
