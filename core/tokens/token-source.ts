/**
 * The whole token source read into themes: every theme's tokens (its layers
 * merged, aliases resolved), with every problem found on the way located in
 * its file. The checks that compare themes and contrast pairs build on this
 * (validate-tokens.ts).
 */
import type { LocatedIssue } from '../build/located-issue';
import { resolveAliases } from './resolve-aliases';
import { parseTokenFile, type SourceToken, type TokenSourceFile } from './token-file';
import { layersOfTheme, themesOf, tokenLayerOf } from './token-layers';

export interface ThemeTokens {
  readonly theme: string;
  /** Path → the token that wins in this theme (the last layer defining it). */
  readonly tokens: ReadonlyMap<string, SourceToken>;
  /** Path → resolved value; tokens with a broken alias are absent. */
  readonly values: ReadonlyMap<string, unknown>;
}

export interface TokenSource {
  readonly themes: readonly ThemeTokens[];
  readonly parsed: ReadonlyMap<string, readonly SourceToken[]>;
  readonly issues: LocatedIssue[];
}

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
 * @example readTokenSource([{ path: 'tokens/themes/a-light.tokens.json', text: '{"x":{"$type":"number","$value":1}}' }]).themes[0]?.values.get('x') // 1
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
  const collector = new ThemeIssueCollector(themeNames);
  const themes = themeNames.map((theme) => {
    const tokens = new Map<string, SourceToken>();
    for (const layer of layersOfTheme(files, theme)) for (const token of parsed.get(layer.path) ?? []) tokens.set(token.path, token);
    const resolved = resolveAliases(new Map([...tokens].map(([path, token]) => [path, token.value])));
    for (const problem of resolved.problems) {
      const token = tokens.get(problem.path);
      if (token === undefined) continue;
      const message =
        problem.code === 'tokens.unknownAlias'
          ? `${problem.path}: alias {${problem.alias}} points to no token`
          : `${problem.path}: alias cycle ${(problem.cycle ?? []).join(' → ')}`;
      collector.add(token, problem.code, message, theme);
    }
    return { theme, tokens, values: resolved.values };
  });
  issues.push(...collector.issues());
  return { themes, parsed, issues };
}
