/**
 * Resolves the aliases of one theme's tokens ('{color.neutral.900}', also
 * inside composite values and strings) and reports unknown aliases and
 * cycles. Pure and total: it never throws, whatever the input.
 */

import { wholeAlias } from './token-path';

export interface AliasProblem {
  /** The token whose value holds the alias. */
  readonly path: string;
  readonly code: 'tokens.unknownAlias' | 'tokens.aliasCycle';
  /** The alias that points nowhere, or the cycle (first path repeated at the end). */
  readonly alias: string;
  readonly cycle?: readonly string[];
}

export interface ResolvedValues {
  /** Path → value with every alias replaced; tokens whose aliases fail are left out. */
  readonly values: ReadonlyMap<string, unknown>;
  readonly problems: readonly AliasProblem[];
}

const ANY_ALIAS = /\{([^{}]+)\}/g;
/** Deeper alias chains than this are treated as a cycle, so a hostile source cannot exhaust the stack. */
const MAX_DEPTH = 64;

/**
 * @example resolveAliases(new Map([['a', '#fff'], ['b', '{a}']])).values.get('b') // '#fff'
 */
export function resolveAliases(raw: ReadonlyMap<string, unknown>): ResolvedValues {
  const done = new Map<string, unknown>();
  const failed = new Set<string>();
  const problems: AliasProblem[] = [];

  function resolvePath(path: string, stack: string[]): { ok: true; value: unknown } | { ok: false } {
    if (done.has(path)) return { ok: true, value: done.get(path) };
    if (failed.has(path)) return { ok: false };
    const at = stack.indexOf(path);
    if (at !== -1 || stack.length > MAX_DEPTH) {
      const cycle = at === -1 ? [...stack, path] : [...stack.slice(at), path];
      problems.push({ path: cycle[0] ?? path, code: 'tokens.aliasCycle', alias: path, cycle });
      for (const member of cycle) failed.add(member);
      return { ok: false };
    }
    const value = raw.get(path);
    const resolved = resolveValue(value, [...stack, path], path);
    if (!resolved.ok) {
      failed.add(path);
      return { ok: false };
    }
    if (!failed.has(path)) done.set(path, resolved.value);
    return failed.has(path) ? { ok: false } : resolved;
  }

  function resolveValue(value: unknown, stack: string[], owner: string): { ok: true; value: unknown } | { ok: false } {
    const whole = wholeAlias(value);
    if (whole !== null) return follow(whole, stack, owner);
    if (typeof value === 'string') {
      let ok = true;
      const text = value.replace(ANY_ALIAS, (_match, target: string) => {
        const resolved = follow(target, stack, owner);
        if (!resolved.ok) {
          ok = false;
          return '';
        }
        return typeof resolved.value === 'string' || typeof resolved.value === 'number'
          ? String(resolved.value)
          : JSON.stringify(resolved.value);
      });
      return ok ? { ok: true, value: text } : { ok: false };
    }
    if (Array.isArray(value)) {
      const items: unknown[] = [];
      for (const item of value) {
        const resolved = resolveValue(item, stack, owner);
        if (!resolved.ok) return resolved;
        items.push(resolved.value);
      }
      return { ok: true, value: items };
    }
    if (value !== null && typeof value === 'object') {
      const fields: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(value)) {
        const resolved = resolveValue(field, stack, owner);
        if (!resolved.ok) return resolved;
        fields[key] = resolved.value;
      }
      return { ok: true, value: fields };
    }
    return { ok: true, value };
  }

  function follow(target: string, stack: string[], owner: string): { ok: true; value: unknown } | { ok: false } {
    if (!raw.has(target)) {
      problems.push({ path: owner, code: 'tokens.unknownAlias', alias: target });
      return { ok: false };
    }
    return resolvePath(target, stack);
  }

  for (const path of raw.keys()) resolvePath(path, []);
  return { values: done, problems };
}
