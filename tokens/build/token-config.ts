/**
 * The one Style Dictionary configuration of Harbor's tokens, after Style
 * Dictionary's multi-brand, multi-platform example: a function of the theme
 * (brand × shade) that gives every platform — CSS, resolved JSON, the
 * JavaScript module, iOS Swift, Android Compose and Android XML resources —
 * from the theme's merged
 * DTCG tree. Every output of the token package and of the portal comes from
 * here; core's toCssValue keeps the CSS equal to what the docs tables show.
 */
import type { Config, DesignTokens } from 'style-dictionary/types';
import { toCssValue, TOKEN_VARIABLE_PREFIX, type TokenType } from '../../core/tokens';
import {
  ANDROID_XML_DIMENSION,
  ANDROID_XML_TRANSFORMS,
  COMPOSE_TRANSFORMS,
  HARBOR_NATIVE_NAME,
  isAndroidResource,
  NATIVE_NAME_TRANSFORM,
  nativeExpand,
  SWIFT_TRANSFORMS,
} from './native-transforms';
import { HARBOR_DTCG_JSON, HARBOR_JS_DECLARATIONS, HARBOR_JS_MODULE, tokenFormats, type SourceFacts } from './token-formats';

const HARBOR_CSS_VALUE = 'harbor/css-value';

/** 'lakeside-dark' → 'HarborLakesideDark': the Swift class and the Kotlin object of a theme. */
export function nativeName(theme: string): string {
  return `Harbor${theme
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}`;
}

/** Where each output of a theme goes, inside the package's dist/ folder. */
export const themeOutput = {
  /** Every theme: :root (the default theme) and one [data-theme] block per theme. */
  all: 'tokens.css',
  css: (theme: string) => `themes/${theme}.css`,
  /** The theme's block for the all-themes stylesheet; joined into tokens.css, never shipped alone. */
  block: (theme: string) => `data-theme/${theme}.css`,
  json: (theme: string) => `json/${theme}.json`,
  js: (theme: string) => `js/themes/${theme}.js`,
  dts: (theme: string) => `js/themes/${theme}.d.ts`,
  swift: (theme: string) => `ios/${nativeName(theme)}.swift`,
  kotlin: (theme: string) => `android/${nativeName(theme)}.kt`,
  androidXml: (theme: string) => androidResourceFile(theme),
} as const;

/** 'lakeside-dark' → 'android/res/harbor_lakeside_dark.xml': resource file names are lower case with underscores. */
export function androidResourceFile(theme: string): string {
  return `android/res/harbor_${theme.replaceAll('-', '_')}.xml`;
}

/** The Kotlin package of the Compose objects. */
export const ANDROID_PACKAGE = 'ch.harbor.tokens';

export const PLATFORMS = ['css', 'json', 'js', 'ios', 'android', 'android-xml'] as const;

export function harborTokenConfig(theme: string, tree: DesignTokens, facts: SourceFacts): Config {
  const quiet = { showFileHeader: false };
  return {
    tokens: tree,
    usesDtcg: true,
    // A broken alias stays in the value as written; core's checks name it with its file and line (validate-tokens.ts).
    log: { verbosity: 'silent', warnings: 'disabled', errors: { brokenReferences: 'console' } },
    hooks: {
      transforms: {
        [HARBOR_CSS_VALUE]: {
          type: 'value',
          transitive: true,
          transform: (token) => toCssValue((token.$type ?? token.type ?? null) as TokenType | null, token.$value ?? token.value),
        },
        ...NATIVE_NAME_TRANSFORM,
        ...SWIFT_TRANSFORMS,
        ...COMPOSE_TRANSFORMS,
        ...ANDROID_XML_TRANSFORMS,
      },
      formats: tokenFormats(theme, facts),
    },
    platforms: {
      css: {
        prefix: TOKEN_VARIABLE_PREFIX,
        transforms: ['name/kebab', HARBOR_CSS_VALUE],
        files: [
          {
            destination: themeOutput.css(theme),
            format: 'css/variables',
            options: { selector: ':root', outputReferences: false, ...quiet },
          },
          {
            destination: themeOutput.block(theme),
            format: 'css/variables',
            options: { selector: `[data-theme="${theme}"]`, outputReferences: false, ...quiet },
          },
        ],
      },
      json: { transforms: [], files: [{ destination: themeOutput.json(theme), format: HARBOR_DTCG_JSON }] },
      js: {
        transforms: [],
        files: [
          { destination: themeOutput.js(theme), format: HARBOR_JS_MODULE },
          { destination: themeOutput.dts(theme), format: HARBOR_JS_DECLARATIONS },
        ],
      },
      ios: {
        // Typography and shadows become one constant per field: native text styles and shadows are built from those.
        // A shadow of no layers (elevation 0) stays one constant of 0.
        expand: nativeExpand,
        transforms: [
          HARBOR_NATIVE_NAME,
          'harbor/swift/no-shadow',
          'color/UIColorSwift',
          'harbor/swift/dimension',
          'harbor/swift/duration',
          'harbor/swift/cubic-bezier',
          'harbor/swift/font-family',
        ],
        files: [
          {
            destination: themeOutput.swift(theme),
            format: 'ios-swift/class.swift',
            options: { className: nativeName(theme), accessControl: 'public', import: ['UIKit'] },
          },
        ],
      },
      android: {
        expand: nativeExpand,
        transforms: [
          HARBOR_NATIVE_NAME,
          'harbor/compose/no-shadow',
          'color/composeColor',
          'harbor/compose/dimension',
          'harbor/compose/duration',
          'harbor/compose/cubic-bezier',
          'harbor/compose/font-family',
          'harbor/compose/font-weight',
        ],
        files: [
          {
            destination: themeOutput.kotlin(theme),
            format: 'compose/object',
            options: {
              className: nativeName(theme),
              packageName: ANDROID_PACKAGE,
              import: [
                'androidx.compose.animation.core.CubicBezierEasing',
                'androidx.compose.ui.graphics.Color',
                'androidx.compose.ui.text.font.FontWeight',
                'androidx.compose.ui.unit.*',
              ],
            },
          },
        ],
      },
      // Android Views and XML layouts: colours and px lengths as <color> and <dimen> resources, one file per theme
      // with the same names, so light and dark go into res/values/ and res/values-night/.
      'android-xml': {
        prefix: TOKEN_VARIABLE_PREFIX,
        transforms: ['name/snake', 'color/hex8android', ANDROID_XML_DIMENSION],
        files: [
          {
            destination: themeOutput.androidXml(theme),
            format: 'android/resources',
            filter: isAndroidResource,
            options: quiet,
          },
        ],
      },
    },
  };
}
