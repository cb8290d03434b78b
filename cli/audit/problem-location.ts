/**
 * Where a CI system should pin a cookie audit problem. A page has no file in
 * the store's repository, but its registry file (`--registry`) does, and it is
 * what a fix changes or what declares the cookie: a problem about a declared
 * cookie or storage key points at the line of its declaration, a request at
 * the endpoint entry that covers it, any other at the file's first line. Without a registry file the location is the
 * audited page's URL (SARIF viewers show it; GitHub cannot open it as a file).
 */
import type { AuditProblem } from '../../core/cookie-audit';
import { matchEndpoint, type DeclaredEndpoint } from '../../core/cookie-audit/declared-endpoints';

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

/** The registry file's endpoint entries that have a host, as matchEndpoint reads them; none when the text is no such file. */
function declaredEndpoints(text: string): DeclaredEndpoint[] {
  try {
    const parsed: unknown = JSON.parse(text);
    const endpoints = (parsed as { endpoints?: unknown } | null)?.endpoints;
    if (!Array.isArray(endpoints)) return [];
    return endpoints.filter((entry): entry is DeclaredEndpoint => typeof (entry as { host?: unknown } | null)?.host === 'string');
  } catch {
    return [];
  }
}

/**
 * The 1-based line where the entry covering a request problem (`host/path`) opens, or 1:
 * the entry matchEndpoint picks, found as the `{ ... }` holding its host (and path, when it has one).
 */
function endpointLine(text: string, subject: string): number {
  const slash = subject.indexOf('/');
  const host = slash < 0 ? subject : subject.slice(0, slash);
  const endpoint = matchEndpoint(host, slash < 0 ? '/' : subject.slice(slash), declaredEndpoints(text));
  if (endpoint === undefined) return 1;
  const field = (name: string, value: string) => new RegExp(`"${name}"\\s*:\\s*${escapeRegExp(JSON.stringify(value))}`);
  for (const entry of text.matchAll(/\{[^{}]*\}/g)) {
    if (!field('host', endpoint.host).test(entry[0])) continue;
    if (endpoint.path !== undefined ? !field('path', endpoint.path).test(entry[0]) : /"path"\s*:/.test(entry[0])) continue;
    return text.slice(0, entry.index).split('\n').length;
  }
  return 1;
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
  const line =
    problem.area === 'page'
      ? 1
      : problem.area === 'request'
        ? endpointLine(registry.text, problem.cookie)
        : declarationLine(registry.text, problem);
  return { uri: repositoryPath(registry.path), line };
}
