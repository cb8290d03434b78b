/**
 * The token files the portal serves under /designsystem/tokens/, as `dsp
 * build` writes them into the data folder: the token package's tokens.css,
 * and each theme's stylesheet and resolved JSON, from the same build.
 */
import { ALL_THEMES_TOKENS, tokenOutputFile } from '../../core/content/build-output';
import type { TokenOutputFile } from './token-build';
import { themeOutput } from './token-config';

/** Data-folder name ('tokens/alpine-light.css') → text, from the package's files. */
export function portalTokenFiles(themes: readonly string[], packageFiles: readonly TokenOutputFile[]): { name: string; text: string }[] {
  const byPath = new Map(packageFiles.map((file) => [file.path, file.text]));
  const take = (path: string) => {
    const text = byPath.get(path);
    if (text === undefined) throw new Error(`the token build wrote no ${path}`);
    return text;
  };
  return [
    { name: tokenOutputFile(ALL_THEMES_TOKENS, 'css'), text: take(themeOutput.all) },
    ...themes.flatMap((theme) => [
      { name: tokenOutputFile(theme, 'css'), text: take(themeOutput.css(theme)) },
      { name: tokenOutputFile(theme, 'json'), text: take(themeOutput.json(theme)) },
    ]),
  ];
}
