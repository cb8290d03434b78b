/**
 * A token save under the dev server (`npm run dev`): the token build (tokens/build/) runs once, in this process. The
 * package's CSS is formatted and written first, so the open pages take the new variables through Vite's hot module
 * replacement of `@harbor/tokens/tokens.css` before anything else is done; the other platforms and the portal's
 * token files (served under /designsystem/tokens/) follow from the same build. Bad token files are reported with
 * their repository-relative path, line, column and JSON pointer, and the last good tokens stay in use.
 */
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import type { LocatedIssue } from '../core/content/located-issue';
import { devProblemsOf, type DevProblem } from '../core/dev';
import { jsonPointerAt } from '../core/tokens';
import { loadTokens, type LoadedTokens } from '../tokens/build/load-tokens';
import { portalTokenFiles } from '../tokens/build/portal-token-files';
import { writeTokenFiles } from '../tokens/build/write-token-package-fs';

/** The package stylesheet the viewer imports (viewer/App.tsx). */
export const TOKEN_STYLESHEET = '@harbor/tokens/tokens.css';

export interface TokenSaves {
  /** The token package's build output the page's stylesheet comes from: `<tokensDir>/dist`. */
  readonly distDir: string;
  /** The stylesheet the page imports, `<tokensDir>/dist/tokens.css`. */
  readonly stylesheet: string;
  /** Whether a saved file is token source: a `.json` file under the token folder, outside its dist/ and node_modules/. */
  readonly isSource: (file: string) => boolean;
  /**
   * Loads the token folder again and, when its values are well-formed, writes the package's CSS at once (with a
   * contrast problem too: the author sees the colours the page reports). Resolves with the tokens for the content
   * build when they have no problem, otherwise with null (the last good tokens stay in the tables), and with whether
   * the stylesheet's text changed.
   */
  readonly load: () => Promise<{ readonly tokens: LoadedTokens | null; readonly stylesheetChanged: boolean }>;
  /** The problems of the last load, or of `tokens` before any save, as the page shows them. */
  readonly problems: (tokens: LoadedTokens) => DevProblem[];
  /** Writes the rest of the package for `tokens` and gives the portal's token files, by name. */
  readonly portalFiles: (tokens: LoadedTokens) => Promise<ReadonlyMap<string, string>>;
}

export function createTokenSaves(options: { readonly root: string; readonly tokensDir: string }): TokenSaves {
  const folder = resolve(options.tokensDir);
  const distDir = join(folder, 'dist');
  let last: LoadedTokens | null = null;
  const inRepository = (file: string) => {
    const path = relative(options.root, resolve(file));
    return path.startsWith('..') || path.startsWith(sep) ? file : path.split(sep).join('/');
  };
  const pointerIn =
    (tokens: LoadedTokens) =>
    (issue: LocatedIssue): string | null => {
      const text = tokens.files.find((file) => file.path === issue.file)?.text;
      return text === undefined ? null : jsonPointerAt(text, issue.line, issue.column);
    };
  return {
    distDir,
    stylesheet: join(distDir, 'tokens.css'),
    isSource: (file) => {
      const path = relative(folder, resolve(file));
      if (path.startsWith('..') || path.startsWith(sep) || !path.endsWith('.json')) return false;
      const top = path.split(sep)[0];
      return top !== 'dist' && top !== 'node_modules';
    },
    async load() {
      const loaded = await loadTokens(options.tokensDir);
      last = loaded;
      const written = loaded.formattable ? writeTokenFiles(distDir, await loaded.outputs(['css'])) : [];
      return { tokens: loaded.catalogue === null ? null : loaded, stylesheetChanged: written.includes('tokens.css') };
    },
    problems: (tokens) => {
      const shown = last ?? tokens;
      const pointerOf = pointerIn(shown);
      const pointers = new Map<LocatedIssue, string | null>();
      const issues = shown.issues.map((issue) => {
        const located = { ...issue, file: inRepository(issue.file) };
        pointers.set(located, pointerOf(issue));
        return located;
      });
      return devProblemsOf(issues, '', (issue) => pointers.get(issue) ?? null);
    },
    async portalFiles(tokens) {
      const files = await tokens.outputs();
      writeTokenFiles(distDir, files);
      return new Map(portalTokenFiles(tokens.catalogue?.themes ?? [], files).map((file) => [file.name, file.text]));
    },
  };
}

/**
 * Resolves the package stylesheet to the token folder the dev server builds into, so the page's variables come
 * from the files a token save writes, whichever token folder it was given.
 */
export function tokenStylesheetPlugin(distDir: string): Plugin {
  return {
    name: 'harbor-dev-token-stylesheet',
    enforce: 'pre',
    resolveId: (source) => (source === TOKEN_STYLESHEET ? join(distDir, 'tokens.css') : null),
  };
}
