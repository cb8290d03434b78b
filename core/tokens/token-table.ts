/**
 * Fills the token tables of a page body (`::tokens{group="…"}` nodes) from the
 * token catalogue, and reports a directive whose group, brand or attributes
 * are wrong at its place in the page.
 */
import type { LocatedIssue } from '../content/located-issue';
import type { ContentNode, TokenTableRow } from '../bundle';
import { contrastRatio, parseColour } from './contrast';
import { tokensInGroup, type CatalogueToken, type TokenCatalogue } from './token-catalogue';
import { splitTheme } from './token-layers';

/** A token directive as the Markdown parser leaves it, with its place in the page. */
export interface TokenDirective {
  readonly attributes: Readonly<Record<string, string>>;
  readonly line: number;
  readonly column: number;
}

export const TOKEN_DIRECTIVE_ATTRIBUTES = ['group', 'brand'] as const;

function rowOf(token: CatalogueToken, catalogue: TokenCatalogue): TokenTableRow {
  const row: { -readonly [K in keyof TokenTableRow]: TokenTableRow[K] } = {
    path: token.path,
    variable: token.variable,
    type: token.type,
    description: token.description,
    values: token.values,
  };
  // Only brand tokens say something different per theme; the others keep the bundle small.
  const described = Object.values(token.descriptions);
  if (described.some((text) => text !== token.description)) row.descriptions = token.descriptions;
  if (token.type === 'typography') {
    row.letterSpacing = Object.fromEntries(
      Object.entries(token.resolved).map(([theme, value]) => [theme, String((value as Record<string, unknown>)['letterSpacing'] ?? '0em')]),
    );
  }
  const pair = catalogue.pairs.find((candidate) => candidate.foreground === token.path);
  const background = pair === undefined ? undefined : catalogue.tokens.find((candidate) => candidate.path === pair.background);
  if (token.type === 'color' && background !== undefined) {
    const ratios: Record<string, number> = {};
    for (const theme of catalogue.themes) {
      const fg = parseColour(token.values[theme] ?? '');
      const bg = parseColour(background.values[theme] ?? '');
      if (fg !== null && bg !== null) ratios[theme] = Math.round(contrastRatio(fg, bg) * 100) / 100;
    }
    row.contrast = { background: background.variable, ratios };
  }
  return row;
}

/**
 * The table node for one directive, or the problems that stop it.
 * @example tokenTable({ attributes: { group: 'space' }, line: 3, column: 1 }, catalogue, 'foundations/spacing/design.md')
 */
export function tokenTable(
  directive: TokenDirective,
  catalogue: TokenCatalogue,
  file: string,
): { node: ContentNode | null; issues: LocatedIssue[] } {
  const issues: LocatedIssue[] = [];
  const at = { file, line: directive.line, column: directive.column };
  for (const name of Object.keys(directive.attributes)) {
    if (!(TOKEN_DIRECTIVE_ATTRIBUTES as readonly string[]).includes(name)) {
      issues.push({
        ...at,
        code: 'tokens.directiveAttribute',
        message: `::tokens has no attribute "${name}"; allowed: ${TOKEN_DIRECTIVE_ATTRIBUTES.join(', ')}`,
      });
    }
  }
  const group = directive.attributes['group'] ?? '';
  const brand = directive.attributes['brand'];
  const brands = [...new Set(catalogue.themes.map((theme) => splitTheme(theme).brand))];
  if (brand !== undefined && !brands.includes(brand)) {
    issues.push({
      ...at,
      code: 'tokens.directiveBrand',
      message: `::tokens brand "${brand}" is not a brand of the tokens; expected one of ${brands.join(', ')}`,
    });
  }
  const tokens = group === '' ? [] : tokensInGroup(catalogue, group);
  if (group === '')
    issues.push({ ...at, code: 'tokens.directiveGroup', message: '::tokens needs a group, e.g. ::tokens{group="color.text"}' });
  else if (tokens.length === 0) {
    const groups = [...new Set(catalogue.tokens.map((token) => token.path.split('.').slice(0, 2).join('.')))].slice(0, 8);
    issues.push({
      ...at,
      code: 'tokens.directiveGroup',
      message: `::tokens group "${group}" holds no token; groups include ${groups.join(', ')}`,
    });
  }
  if (issues.length > 0) return { node: null, issues };
  const rows = tokens.map((token) => rowOf(token, catalogue));
  return { node: { type: 'tokens', group, ...(brand === undefined ? {} : { brand }), rows }, issues };
}
