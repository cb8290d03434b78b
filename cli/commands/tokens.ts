/**
 * `dsp tokens`: list and search the design tokens with their value per theme;
 * `dsp tokens contrast`: the WCAG 2.2 contrast ratio of two colour tokens in a
 * theme, with the AA and AAA verdicts. Runs the token build (Style Dictionary,
 * tokens/build/token-build.ts) on the token folder, so it shows what the package ships.
 */
import type { Command } from 'commander';
import { formatLocatedIssue } from '../../core/content/located-issue';
import {
  contrastVerdict,
  filterTokens,
  findToken,
  formatRatio,
  isTokenType,
  tokenContrast,
  TOKEN_TYPES,
  type CatalogueToken,
  type TokenCatalogue,
  type TokenType,
} from '../../core/tokens';
import { ExitCode, UsageError, writeJson, type CliIO, type CommandState } from '../io';
import { locatedJsonIssue } from '../json-issues';
import { loadTokens } from '../../tokens/build/load-tokens';
import { DEFAULT_TOKENS_DIR } from '../../core/content/build-output';

/** The token catalogue, or null after printing why it cannot be read (one JSON document `{ issues }` under --json). */
async function catalogueOf(dir: string, io: CliIO, state: CommandState, json: boolean): Promise<TokenCatalogue | null> {
  const loaded = await loadTokens(dir);
  if (loaded.catalogue !== null) return loaded.catalogue;
  state.exitCode = ExitCode.invalid;
  if (json) {
    writeJson(io, { issues: loaded.issues.map((issue) => locatedJsonIssue(issue, '--tokens')) });
    return null;
  }
  for (const issue of loaded.issues) io.stderr(`${formatLocatedIssue(issue)}\n`);
  io.stderr(`${loaded.issues.length} problem${loaded.issues.length === 1 ? '' : 's'} in ${dir}\n`);
  return null;
}

function checkTheme(catalogue: TokenCatalogue, theme: string | undefined): void {
  if (theme !== undefined && !catalogue.themes.includes(theme)) {
    throw new UsageError(`unknown theme '${theme}'; expected one of ${catalogue.themes.join(', ')}`, '--theme');
  }
}

function colourToken(catalogue: TokenCatalogue, name: string, role: 'foreground' | 'background'): CatalogueToken {
  const token = findToken(catalogue, name);
  if (token === undefined)
    throw new UsageError(
      `unknown token '${name}' (${role}); give a path such as color.text.default or a variable such as --hb-color-text-default`,
      `<${role}>`,
    );
  if (token.type !== 'color')
    throw new UsageError(`${token.path} (${role}) is a ${token.type} token, not a color; contrast needs two color tokens`, `<${role}>`);
  return token;
}

function valueText(token: CatalogueToken, themes: readonly string[]): string {
  const values = themes.map((theme) => token.values[theme] ?? '');
  if (values.every((value) => value === values[0])) return values[0] ?? '';
  return themes.map((theme, index) => `${theme} ${values[index]}`).join(' · ');
}

export function registerTokensCommands(program: Command, io: CliIO, state: CommandState): void {
  const tokens = program
    .command('tokens')
    .description('list and search the design tokens (CSS variable, type, value per theme)')
    .argument('[search]', 'only tokens whose name or description holds this text')
    .option('--theme <theme>', 'show the values of one theme')
    .option('--type <type>', `only tokens of one type: ${TOKEN_TYPES.join(', ')}`)
    .option('--tokens <dir>', 'the design-token folder', DEFAULT_TOKENS_DIR)
    .option('--json', 'print one JSON document', false)
    .allowUnknownOption()
    .addHelpText(
      'after',
      '\nExamples:\n  $ dsp tokens surface --theme lakeside-dark\n  $ dsp tokens --type duration --json\n  $ dsp tokens contrast color.text.subtle color.surface.sunken --theme lakeside-light',
    )
    .action(async (search: string | undefined, options: { theme?: string; type?: string; tokens: string; json: boolean }) => {
      if (options.type !== undefined && !isTokenType(options.type)) {
        throw new UsageError(`unknown type '${options.type}'; expected one of ${TOKEN_TYPES.join(', ')}`, '--type');
      }
      const catalogue = await catalogueOf(options.tokens, io, state, options.json);
      if (catalogue === null) return;
      checkTheme(catalogue, options.theme);
      const themes = options.theme === undefined ? catalogue.themes : [options.theme];
      const found = filterTokens(catalogue, {
        ...(search === undefined ? {} : { term: search }),
        ...(options.type === undefined ? {} : { type: options.type as TokenType }),
      });
      if (options.json) {
        writeJson(io, {
          themes,
          tokens: found.map((token) => ({
            path: token.path,
            variable: token.variable,
            type: token.type,
            description: themes.length === 1 ? (token.descriptions[themes[0] ?? ''] ?? '') : token.description,
            values: Object.fromEntries(themes.map((theme) => [theme, token.values[theme] ?? null])),
          })),
          issues: [],
        });
        return;
      }
      if (found.length === 0) {
        io.stdout(
          `no token matches${search === undefined ? '' : ` '${search}'`}${options.type === undefined ? '' : ` of type ${options.type}`}\n`,
        );
        return;
      }
      const width = Math.max(...found.map((token) => token.variable.length));
      const typeWidth = Math.max(...found.map((token) => token.type.length));
      for (const token of found)
        io.stdout(`${token.variable.padEnd(width)}  ${token.type.padEnd(typeWidth)}  ${valueText(token, themes)}\n`);
      io.stdout(`${found.length} token${found.length === 1 ? '' : 's'}${options.theme === undefined ? '' : ` in ${options.theme}`}\n`);
    });

  tokens
    .command('contrast')
    .description('the WCAG 2.2 contrast ratio of two colour tokens in a theme, with AA and AAA verdicts')
    .argument('<foreground>', 'a colour token: path or CSS variable')
    .argument('<background>', 'a colour token: path or CSS variable')
    .requiredOption('--theme <theme>', 'the theme to measure in')
    // Variable names start with '--' ('--hb-color-text-default'): they are token names here, not options.
    .allowUnknownOption()
    .option('--tokens <dir>', 'the design-token folder', DEFAULT_TOKENS_DIR)
    .option('--json', 'print one JSON document', false)
    .addHelpText('after', '\nExample:\n  $ dsp tokens contrast --hb-color-text-subtle --hb-color-surface-sunken --theme lakeside-light')
    .action(async (foreground: string, background: string, options: { theme: string; tokens: string; json: boolean }) => {
      const catalogue = await catalogueOf(options.tokens, io, state, options.json);
      if (catalogue === null) return;
      checkTheme(catalogue, options.theme);
      const fg = colourToken(catalogue, foreground, 'foreground');
      const bg = colourToken(catalogue, background, 'background');
      const ratio = tokenContrast(catalogue, fg.path, bg.path, options.theme);
      if (ratio === null) throw new UsageError(`${fg.path} or ${bg.path} has no readable colour in ${options.theme}`, '--theme');
      const verdicts = {
        text: contrastVerdict(ratio, 'text'),
        largeText: contrastVerdict(ratio, 'large-text'),
        ui: contrastVerdict(ratio, 'ui'),
      };
      if (options.json) {
        writeJson(io, {
          theme: options.theme,
          foreground: { path: fg.path, variable: fg.variable, value: fg.values[options.theme] },
          background: { path: bg.path, variable: bg.variable, value: bg.values[options.theme] },
          ratio: Math.round(ratio * 100) / 100,
          verdicts,
          issues: [],
        });
        return;
      }
      const say = (verdict: string) => (verdict === 'fail' ? 'fails AA' : verdict);
      io.stdout(
        `${fg.variable} (${fg.values[options.theme]}) on ${bg.variable} (${bg.values[options.theme]}) in ${options.theme}: ${formatRatio(ratio)}\n` +
          `text ${say(verdicts.text)} (AA 4.5:1, AAA 7:1) · large text ${say(verdicts.largeText)} (AA 3:1, AAA 4.5:1) · UI ${say(verdicts.ui)} (AA 3:1, no AAA level)\n`,
      );
    });
}
