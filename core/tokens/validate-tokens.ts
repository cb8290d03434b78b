/**
 * Every check of the token source, as located issues for `dsp content
 * validate`, `dsp build` and the token package build: JSON and names, unknown
 * aliases and cycles, `$type` mismatches, roles missing in a theme, and
 * declared contrast pairs below WCAG 2.2 AA in any theme. The checks read the
 * values Style Dictionary resolved (tokens/build/token-build.ts); nothing here
 * resolves an alias.
 */
import type { LocatedIssue } from '../content/located-issue';
import { AA_MINIMUM, contrastRatio, formatRatio, parseColour } from './contrast';
import { parseContrastPairs, type ContrastPair } from './contrast-pairs';
import type { SourceToken, TokenSourceFile } from './token-file';
import { tokenLayerOf } from './token-layers';
import { ThemeIssueCollector, type ResolvedTokenSource, type TokenSource } from './token-source';
import { unresolvedAliases } from './unresolved-aliases';
import { COMPOSITE_FIELD_TYPES, EXPECTED_VALUE, isValueOf, type TokenType } from './token-types';
import { wholeAlias } from './token-path';

export interface CheckedTokens {
  readonly source: ResolvedTokenSource;
  readonly pairs: readonly ContrastPair[];
  /** Sorted by nothing in particular; the caller sorts with the content issues. */
  readonly issues: LocatedIssue[];
}

const at = (where: { file: string; line: number; column: number }) => ({ file: where.file, line: where.line, column: where.column });
const SHOWN = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function checkTypes(source: ResolvedTokenSource, collector: ThemeIssueCollector): void {
  for (const { theme, tokens, values } of source.themes) {
    for (const token of tokens.values()) {
      if (token.type === null) {
        collector.add(token, 'tokens.noType', `${token.path}: no $type; set it on the token or on a group above it`, theme);
        continue;
      }
      aliasTypes(token, token.type, token.value, tokens, theme, collector);
      const value = values.get(token.path);
      if (value !== undefined && !isValueOf(token.type, value)) {
        collector.add(
          token,
          'tokens.badValue',
          `${token.path}: ${SHOWN(value)} is not a ${token.type}; expected ${EXPECTED_VALUE[token.type]}`,
          theme,
        );
      }
    }
  }
}

/** An alias must point to a token of the type its place expects (the token's own type, or a composite field's). */
function aliasTypes(
  token: SourceToken,
  type: TokenType,
  value: unknown,
  tokens: ReadonlyMap<string, SourceToken>,
  theme: string,
  collector: ThemeIssueCollector,
): void {
  const target = wholeAlias(value);
  if (target !== null) {
    const targetType = tokens.get(target)?.type;
    if (targetType !== undefined && targetType !== null && targetType !== type) {
      collector.add(token, 'tokens.typeMismatch', `${token.path}: $type ${type}, but its alias {${target}} is a ${targetType}`, theme);
    }
    return;
  }
  const fields = COMPOSITE_FIELD_TYPES[type];
  if (fields === undefined) return;
  const layers = Array.isArray(value) ? value : [value];
  for (const layer of layers) {
    if (layer === null || typeof layer !== 'object') continue;
    for (const [field, fieldType] of Object.entries(fields))
      aliasTypes(token, fieldType, (layer as Record<string, unknown>)[field], tokens, theme, collector);
  }
}

/** A role set in a brand, shade or theme layer must have a value in every theme. */
function checkRoles(source: TokenSource, issues: LocatedIssue[]): void {
  const firstDefinition = new Map<string, SourceToken>();
  for (const [file, tokens] of source.parsed) {
    const layer = tokenLayerOf(file).layer;
    if (layer === 'base') continue;
    for (const token of tokens) if (!firstDefinition.has(token.path)) firstDefinition.set(token.path, token);
  }
  for (const [path, token] of firstDefinition) {
    const missing = source.themes.filter((theme) => !theme.tokens.has(path)).map((theme) => theme.theme);
    if (missing.length === 0) continue;
    issues.push({
      file: token.file,
      line: token.line,
      column: token.column,
      code: 'tokens.missingRole',
      message: `${path} has no value in ${missing.join(', ')}; a role needs a value in all ${source.themes.length} themes`,
    });
  }
}

function checkPairs(source: ResolvedTokenSource, pairs: readonly ContrastPair[], issues: LocatedIssue[]): void {
  for (const pair of pairs) {
    for (const { theme, tokens, values } of source.themes) {
      const problem = [pair.foreground, pair.background].find((path) => tokens.get(path)?.type !== 'color');
      if (problem !== undefined) {
        const what = tokens.has(problem) ? 'is not a color token' : 'is not a token';
        issues.push({
          ...at(pair),
          code: 'tokens.badPair',
          message: `contrast pair ${pair.foreground} on ${pair.background}: ${problem} ${what} in ${theme}`,
        });
        break;
      }
      const fg = parseColour(String(values.get(pair.foreground) ?? ''));
      const bg = parseColour(String(values.get(pair.background) ?? ''));
      if (fg === null || bg === null) continue;
      const ratio = contrastRatio(fg, bg);
      const minimum = AA_MINIMUM[pair.use];
      if (ratio < minimum) {
        issues.push({
          ...at(pair),
          code: 'tokens.contrast',
          message: `contrast ${pair.foreground} on ${pair.background} in ${theme} is ${formatRatio(ratio)}; ${pair.use} needs at least ${minimum}:1 (WCAG 2.2 AA)`,
        });
      }
    }
  }
}

/** Attaches each theme's resolved values, leaving out those that still hold an alias, and reports why they do. */
function withResolvedValues(
  source: TokenSource,
  resolved: ReadonlyMap<string, ReadonlyMap<string, unknown>>,
  collector: ThemeIssueCollector,
): ResolvedTokenSource {
  const themes = source.themes.map(({ theme, tokens }) => {
    const values = new Map(resolved.get(theme) ?? []);
    const unresolved = unresolvedAliases(tokens, values);
    for (const problem of unresolved.problems) {
      const token = tokens.get(problem.path);
      if (token === undefined) continue;
      const message =
        problem.code === 'tokens.unknownAlias'
          ? `${problem.path}: alias {${problem.alias}} points to no token`
          : `${problem.path}: alias cycle ${(problem.cycle ?? []).join(' → ')}`;
      collector.add(token, problem.code, message, theme);
    }
    for (const path of unresolved.failed) values.delete(path);
    return { theme, tokens, values };
  });
  return { ...source, themes };
}

/**
 * Checks the token source against the values Style Dictionary resolved for
 * each theme (theme → path → value; an empty map when the source could not be
 * read far enough to resolve).
 * @example checkTokens(files, readTokenSource(files), resolvedByTheme).issues // [] for the shipped tokens
 */
export function checkTokens(
  files: readonly TokenSourceFile[],
  read: TokenSource,
  resolved: ReadonlyMap<string, ReadonlyMap<string, unknown>>,
): CheckedTokens {
  const collector = new ThemeIssueCollector(read.themes.map((theme) => theme.theme));
  const source = withResolvedValues(read, resolved, collector);
  const issues = [...source.issues];
  checkTypes(source, collector);
  issues.push(...collector.issues());
  checkRoles(source, issues);
  const pairsFile = files.find((file) => tokenLayerOf(file.path).layer === 'pairs');
  let pairs: ContrastPair[] = [];
  if (pairsFile !== undefined) {
    const parsed = parseContrastPairs(pairsFile);
    pairs = parsed.pairs;
    issues.push(...parsed.issues);
    checkPairs(source, pairs, issues);
  }
  return { source, pairs, issues };
}
