/**
 * Finds the aliases Style Dictionary could not resolve in one theme: it
 * leaves an alias that points nowhere, or that runs in a circle, in the value
 * as written ('{color.nope}'). Core does not resolve anything itself; it
 * reads what is left and names the cause: the unknown alias at the token that
 * wrote it, or the cycle once, at the member the tokens reach it through.
 */
import type { SourceToken } from './token-file';
import { aliasesIn } from './token-path';

export interface AliasProblem {
  /** The token the problem is reported at. */
  readonly path: string;
  readonly code: 'tokens.unknownAlias' | 'tokens.aliasCycle';
  /** The alias that points nowhere, or the first member of the cycle. */
  readonly alias: string;
  /** The cycle, its first member repeated at the end. */
  readonly cycle?: readonly string[];
}

export interface UnresolvedAliases {
  readonly problems: readonly AliasProblem[];
  /** Every token whose resolved value still holds an alias, the cause's own and those that depend on it. */
  readonly failed: ReadonlySet<string>;
}

/** Longer alias chains than this are not followed, so a hostile source cannot exhaust the stack. */
const MAX_DEPTH = 64;

function findCycle(start: string, linksOf: (path: string) => readonly string[]): string[] | null {
  const stack: string[] = [];
  const seen = new Set<string>();
  const visit = (path: string): string[] | null => {
    const at = stack.indexOf(path);
    if (at !== -1) return [...stack.slice(at), path];
    if (seen.has(path) || stack.length > MAX_DEPTH) return null;
    seen.add(path);
    stack.push(path);
    for (const next of linksOf(path)) {
      const cycle = visit(next);
      if (cycle !== null) return cycle;
    }
    stack.pop();
    return null;
  };
  return visit(start);
}

/**
 * @example unresolvedAliases(tokens, new Map([['a', '{nope}']])).problems[0]?.code // 'tokens.unknownAlias'
 */
export function unresolvedAliases(
  tokens: ReadonlyMap<string, Pick<SourceToken, 'value'>>,
  resolved: ReadonlyMap<string, unknown>,
): UnresolvedAliases {
  const problems: AliasProblem[] = [];
  const failed = new Set<string>();
  const reportedCycles = new Set<string>();
  const linksOf = (path: string) => aliasesIn(tokens.get(path)?.value).filter((alias) => tokens.has(alias));
  for (const [path, token] of tokens) {
    const left = aliasesIn(resolved.get(path));
    if (left.length === 0) continue;
    failed.add(path);
    const written = aliasesIn(token.value);
    const unknown = written.filter((alias) => !tokens.has(alias));
    for (const alias of unknown) problems.push({ path, code: 'tokens.unknownAlias', alias });
    if (unknown.length > 0) continue;
    const cycle = findCycle(path, linksOf);
    if (cycle === null) continue;
    const key = [...new Set(cycle)].sort().join('\n');
    if (reportedCycles.has(key)) continue;
    reportedCycles.add(key);
    const first = cycle[0] ?? path;
    problems.push({ path: first, code: 'tokens.aliasCycle', alias: first, cycle });
  }
  return { problems, failed };
}
