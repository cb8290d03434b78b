/**
 * The whole token source read into themes: every theme's tokens (its layers
 * merged, as written, aliases and all), with every problem found on the way
 * located in its file. Style Dictionary resolves the aliases (tokens/build);
 * the checks over the resolved values build on this (validate-tokens.ts).
 */
import type { LocatedIssue } from '../content/located-issue';
import { parseTokenFile, type SourceToken, type TokenSourceFile } from './token-file';
import { layersOfTheme, themesOf, tokenLayerOf } from './token-layers';

export interface ThemeTokens {
  readonly theme: string;
  /** Path → the token that wins in this theme (the last layer defining it). */
  readonly tokens: ReadonlyMap<string, SourceToken>;
}

export interface ResolvedThemeTokens extends ThemeTokens {
  /** Path → the value Style Dictionary resolved; tokens with a broken alias are absent. */
  readonly values: ReadonlyMap<string, unknown>;
}

export interface TokenSource<Theme extends ThemeTokens = ThemeTokens> {
  readonly themes: readonly Theme[];
  readonly parsed: ReadonlyMap<string, readonly SourceToken[]>;
  readonly issues: LocatedIssue[];
}

export type ResolvedTokenSource = TokenSource<ResolvedThemeTokens>;

/** Collects the same problem found in several themes once, naming the themes. */
export class ThemeIssueCollector {
  private readonly found = new Map<string, { issue: Omit<LocatedIssue, 'message'>; message: string; themes: string[] }>();
  constructor(private readonly allThemes: readonly string[]) {}

  add(at: Pick<SourceToken, 'file' | 'line' | 'column'>, code: string, message: string, theme: string): void {
    const key = `${at.file}:${at.line}:${at.column}:${code}:${message}`;
    const entry = this.found.get(key) ?? { issue: { file: at.file, line: at.line, column: at.column, code }, message, themes: [] };
    if (!entry.themes.includes(theme)) entry.themes.push(theme);
    this.found.set(key, entry);
  }

  issues(): LocatedIssue[] {
    return [...this.found.values()].map(({ issue, message, themes }) => ({
      ...issue,
      message: `${message} (${themes.length === this.allThemes.length && themes.length > 1 ? 'every theme' : themes.join(', ')})`,
    }));
  }
}

/**
 * @example readTokenSource([{ path: 'tokens/themes/a-light.tokens.json', text: '{"x":{"$type":"number","$value":1}}' }]).themes[0]?.tokens.get('x')?.value // 1
 */
export function readTokenSource(files: readonly TokenSourceFile[]): TokenSource {
  const issues: LocatedIssue[] = [];
  const parsed = new Map<string, SourceToken[]>();
  for (const file of files) {
    if (tokenLayerOf(file.path).layer === 'pairs' || tokenLayerOf(file.path).layer === 'other') continue;
    const result = parseTokenFile(file);
    parsed.set(file.path, result.tokens);
    issues.push(...result.issues);
  }
  const themeNames = themesOf(files);
  if (themeNames.length === 0) {
    issues.push({
      file: 'tokens',
      line: 0,
      column: 0,
      code: 'tokens.noThemes',
      message: 'no theme files: expected themes/{brand}-{shade}.tokens.json',
    });
  }
  const themes = themeNames.map((theme) => {
    const tokens = new Map<string, SourceToken>();
    for (const layer of layersOfTheme(files, theme)) for (const token of parsed.get(layer.path) ?? []) tokens.set(token.path, token);
    return { theme, tokens };
  });
  return { themes, parsed, issues };
}
