/**
 * The one token build: Style Dictionary, configured once per theme
 * (token-config.ts), resolves every alias; core checks the resolved values
 * (types, roles in every theme, contrast pairs) and builds the catalogue the
 * docs tables and `dsp tokens` read; the same Style Dictionary instances then
 * format every file of @harbor/tokens. `dsp build`, `dsp tokens`, the
 * portal's stylesheet and `npm run build:tokens` all come through here.
 */
import StyleDictionary from 'style-dictionary';
import type { DesignTokens } from 'style-dictionary/types';
import type { LocatedIssue } from '../../core/content/located-issue';
import {
  buildTokenCatalogue,
  checkTokens,
  mergeThemeTree,
  readTokenSource,
  type TokenCatalogue,
  type TokenSourceFile,
} from '../../core/tokens';
import { harborTokenConfig, PLATFORMS, themeOutput } from './token-config';
import { tokenIndexDeclarations, tokenIndexModule, allThemesCss } from './token-package-entry';
import { BASE_CSS, systemDarkFallbackCss } from './token-page-base';

/** The theme `:root` holds in tokens.css, so a page without data-theme gets Alpine's light look. */
export const DEFAULT_PACKAGE_THEME = 'alpine-light';

/** The theme a page without data-theme takes when the reader's system asks for dark. */
export const DEFAULT_DARK_PACKAGE_THEME = 'alpine-dark';

/** A file of the token package, by its path inside dist/. */
export interface TokenOutputFile {
  readonly path: string;
  readonly text: string;
}

export interface TokenBuild {
  readonly files: readonly TokenSourceFile[];
  readonly issues: LocatedIssue[];
  /** Null when any problem was found. */
  readonly catalogue: TokenCatalogue | null;
  /**
   * Whether the files can be formatted: every value resolved and well-formed, the only problems (if any) contrast
   * pairs below their minimum. The dev server then shows the new colours while the page reports the contrast.
   */
  readonly formattable: boolean;
  /**
   * The files of the package's dist/ folder that the given platforms make (every file by default); throws when the
   * build is not formattable. Each platform is formatted once per build, however often it is asked for: the dev server asks
   * for the CSS first, so the open page takes the new variables before the other platforms are written.
   */
  outputs(platforms?: readonly TokenPlatform[]): Promise<TokenOutputFile[]>;
}

export type TokenPlatform = (typeof PLATFORMS)[number];

function parsedJson(files: readonly TokenSourceFile[]): { path: string; json: unknown }[] {
  return files.map((file) => ({ path: file.path, json: JSON.parse(file.text) as unknown }));
}

/**
 * Resolves, checks and (on demand) formats the token source.
 * @example (await buildTokens(readTokenFiles('tokens') ?? [])).catalogue?.themes // ['alpine-dark', 'alpine-light', 'lakeside-dark', 'lakeside-light']
 */
export async function buildTokens(files: readonly TokenSourceFile[]): Promise<TokenBuild> {
  const read = readTokenSource(files);
  /** Theme → a fresh Style Dictionary of the theme's configuration, for one platform. */
  const dictionaries = new Map<string, () => StyleDictionary>();
  const resolved = new Map<string, Map<string, unknown>>();
  // A file that is not JSON, or a token that is not an object, stops here: Style Dictionary would read it differently.
  if (read.issues.length === 0) {
    const parsed = parsedJson(files);
    for (const { theme, tokens } of read.themes) {
      const facts = new Map([...tokens].map(([path, token]) => [path, { type: token.type, description: token.description }]));
      // One instance per platform, as Style Dictionary's multi-brand example builds them: an instance that has
      // exported a platform without `expand` does not expand shadow layers apart for the next one (Style Dictionary 4.4.0).
      const dictionary = () => new StyleDictionary(harborTokenConfig(theme, mergeThemeTree(parsed, theme) as DesignTokens, facts));
      const platform = await dictionary().getPlatformTokens('json');
      resolved.set(theme, new Map(platform.allTokens.map((token) => [token.path.join('.'), token.$value])));
      dictionaries.set(theme, dictionary);
    }
  }
  const checked = checkTokens(files, read, resolved);
  const catalogue = checked.issues.length === 0 ? buildTokenCatalogue(checked.source, checked.pairs) : null;
  const formattable = read.issues.length === 0 && checked.issues.every((issue) => issue.code === 'tokens.contrast');
  const themes = catalogue?.themes ?? read.themes.map(({ theme }) => theme);
  /** Platform → its files of every theme, by path. */
  const formatted = new Map<TokenPlatform, Promise<Map<string, string>>>();
  const formatPlatform = async (platform: TokenPlatform) => {
    const files = new Map<string, string>();
    for (const [, dictionary] of dictionaries) {
      for (const file of await dictionary().formatPlatform(platform)) {
        if (typeof file.output === 'string' && file.destination !== undefined) files.set(file.destination, file.output);
      }
    }
    return files;
  };
  return {
    files,
    issues: checked.issues,
    catalogue,
    formattable,
    async outputs(platforms = PLATFORMS) {
      if (!formattable) throw new Error(`the tokens have ${checked.issues.length} problems; nothing to write`);
      const written = new Map<string, string>();
      for (const platform of platforms) {
        let files = formatted.get(platform);
        if (files === undefined) {
          files = formatPlatform(platform);
          formatted.set(platform, files);
        }
        for (const [path, text] of await files) written.set(path, text);
      }
      if (platforms.includes('css')) {
        const blocks = themes.map((theme) => written.get(themeOutput.block(theme)) ?? '');
        for (const theme of themes) written.delete(themeOutput.block(theme));
        const rootBlock = written.get(themeOutput.css(DEFAULT_PACKAGE_THEME)) ?? '';
        const darkBlock = blocks[themes.indexOf(DEFAULT_DARK_PACKAGE_THEME)] ?? '';
        const fallback = systemDarkFallbackCss(rootBlock, darkBlock, DEFAULT_DARK_PACKAGE_THEME);
        written.set(themeOutput.all, allThemesCss(rootBlock, [...blocks, fallback]));
        written.set('base.css', BASE_CSS);
      }
      if (platforms.includes('js')) {
        written.set('js/index.js', tokenIndexModule(themes));
        written.set('js/index.d.ts', tokenIndexDeclarations(themes));
      }
      return [...written].map(([path, text]) => ({ path, text })).sort((a, b) => (a.path < b.path ? -1 : 1));
    },
  };
}
