/**
 * Every check of the token source, as located issues for `dsp content
 * validate` and `dsp build`: JSON and names, unknown aliases and cycles,
 * `$type` mismatches, roles missing in a theme, and declared contrast pairs
 * below WCAG 2.2 AA in any theme.
 */
import type { LocatedIssue } from '../build/located-issue';
import { AA_MINIMUM, contrastRatio, formatRatio, parseColour } from './contrast';
import { parseContrastPairs, type ContrastPair } from './contrast-pairs';
import type { SourceToken, TokenSourceFile } from './token-file';
import { tokenLayerOf } from './token-layers';
import { ThemeIssueCollector, readTokenSource, type TokenSource } from './token-source';
import { COMPOSITE_FIELD_TYPES, EXPECTED_VALUE, isValueOf, type TokenType } from './token-types';
import { wholeAlias } from './token-path';

export interface CheckedTokens {
  readonly source: TokenSource;
  readonly pairs: readonly ContrastPair[];
  /** Sorted by nothing in particular; the caller sorts with the content issues. */
  readonly issues: LocatedIssue[];
}

const at = (where: { file: string; line: number; column: number }) => ({ file: where.file, line: where.line, column: where.column });
const SHOWN = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function checkTypes(source: TokenSource, collector: ThemeIssueCollector): void {
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

function checkPairs(source: TokenSource, pairs: readonly ContrastPair[], issues: LocatedIssue[]): void {
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

/**
 * Reads and checks the whole token source.
 * @example checkTokens(files).issues // [] for the shipped tokens
 */
export function checkTokens(files: readonly TokenSourceFile[]): CheckedTokens {
  const source = readTokenSource(files);
  const issues = [...source.issues];
  const collector = new ThemeIssueCollector(source.themes.map((theme) => theme.theme));
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
