/**
 * The resolved tokens of each theme as the MCP tools give them: name, CSS
 * variable, CSS value, type and description, flattened from the theme's JSON
 * export (what /designsystem/tokens/{theme}.json serves, core/tokens/token-export.ts).
 * Everything that reads tokens for the tools goes through themeTokensFromExports,
 * so moving to another token build changes that one function.
 */

export interface ThemeToken {
  /** Dotted path: 'color.text.default'. */
  readonly name: string;
  /** '--hb-color-text-default' */
  readonly cssVariable: string;
  /** The value as CSS writes it. */
  readonly value: string;
  readonly type: string;
  readonly description: string;
}

export interface ThemeTokenSource {
  /** Themes there are tokens for, sorted. */
  readonly themes: readonly string[];
  /** A theme's tokens in source order; null for a theme there is none of. */
  tokensOf(theme: string): readonly ThemeToken[] | null;
}

const EXPORT_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.json$/;
/** The namespace of the JSON export's own fields under $extensions. */
const EXTENSION = 'ch.harbor';

type Tree = { readonly [key: string]: unknown };
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

function flatten(tree: Tree, path: readonly string[], into: ThemeToken[]): void {
  if ('$value' in tree) {
    const extension = isTree(tree.$extensions) ? tree.$extensions[EXTENSION] : undefined;
    const own = isTree(extension) ? extension : {};
    into.push({
      name: path.join('.'),
      cssVariable: typeof own.cssVariable === 'string' ? own.cssVariable : '',
      value: typeof own.css === 'string' ? own.css : JSON.stringify(tree.$value),
      type: typeof tree.$type === 'string' ? tree.$type : '',
      description: typeof tree.$description === 'string' ? tree.$description : '',
    });
    return;
  }
  for (const [key, child] of Object.entries(tree)) {
    if (!key.startsWith('$') && isTree(child)) flatten(child, [...path, key], into);
  }
}

/**
 * The token source over the built token files ('alpine-light.json' → its
 * text); other files are ignored. Each theme is parsed once, when first asked.
 *
 * @example themeTokensFromExports(files).tokensOf('alpine-light')?.[0]?.cssVariable // '--hb-breakpoint-xs'
 */
export function themeTokensFromExports(files: ReadonlyMap<string, string>): ThemeTokenSource {
  const texts = new Map<string, string>();
  for (const [file, text] of files) {
    const theme = EXPORT_FILE.exec(file)?.[1];
    if (theme !== undefined) texts.set(theme, text);
  }
  const parsed = new Map<string, readonly ThemeToken[] | null>();
  return {
    themes: [...texts.keys()].sort(),
    tokensOf(theme) {
      if (!texts.has(theme)) return null;
      if (!parsed.has(theme)) {
        let tokens: ThemeToken[] | null = [];
        try {
          const tree: unknown = JSON.parse(texts.get(theme) ?? '');
          if (isTree(tree)) flatten(tree, [], tokens);
        } catch {
          // A damaged export means no tokens for the theme, never a crash of the tool.
          tokens = null;
        }
        parsed.set(theme, tokens);
      }
      return parsed.get(theme) ?? null;
    },
  };
}
