/**
 * The build output (docs/cli.md): where `dsp build` reads the content
 * and writes its result, and the names of the files in it. `dsp build`,
 * `dsp serve`, `dsp search` and the server (server/data-fs.ts) all take them
 * from here; the client build's folders are named here as well, for Vite,
 * the server and `dsp serve`.
 */

/** The content folder `dsp build` reads by default. */
export const DEFAULT_CONTENT_DIR = 'content';

/** The folder `dsp build` writes and the server and `dsp search` read by default (DATA_DIR, --out, --data). */
export const DEFAULT_DATA_DIR = '.data';

/** The content bundle: site, sections, navigation and every page (core/bundle). */
export const CONTENT_FILE = 'content.json';

/** The search index (core/search/build-search-index.ts). */
export const SEARCH_INDEX_FILE = 'search-index.json';

/** The design-token source `dsp build` and `dsp tokens` read by default (W3C Design Tokens format, core/tokens). */
export const DEFAULT_TOKENS_DIR = 'tokens';

/** The folder inside the output where `dsp build` writes each theme's tokens, served at /designsystem/tokens/. */
export const TOKENS_OUTPUT_DIR = 'tokens';

/** The name of the stylesheet with every theme (`tokens.css`: :root and one [data-theme] block per theme), beside the per-theme files. */
export const ALL_THEMES_TOKENS = 'tokens';

/**
 * A theme's token file inside the output folder (or the all-themes stylesheet's, for ALL_THEMES_TOKENS).
 * @example tokenOutputFile('lakeside-dark', 'css') // 'tokens/lakeside-dark.css'
 */
export function tokenOutputFile(theme: string, extension: 'css' | 'json'): string {
  return `${TOKENS_OUTPUT_DIR}/${theme}.${extension}`;
}

/** Files the client build copies as they are (Vite's publicDir): the share images under its ASSETS_DIRECTORY. */
export const CLIENT_PUBLIC_DIR = 'viewer/public';

/** Vite's output folder for the viewer's client (vite.config.ts outDir). */
export const CLIENT_BUILD_DIR = 'dist/client';

/** Where Vite writes its manifest inside CLIENT_BUILD_DIR (build.manifest: true). */
export const CLIENT_MANIFEST_FILE = '.vite/manifest.json';

/** The client manifest's path from the repository root. */
export const CLIENT_MANIFEST = `${CLIENT_BUILD_DIR}/${CLIENT_MANIFEST_FILE}`;

/** The server bundle `npm run build:server` writes and `dsp serve` runs (scripts/bundle-server.mjs names it too, being plain JavaScript). */
export const SERVER_BUNDLE = 'dist/server/main.js';

/** One file of the build output, named and serialised. */
export interface BuildOutputFile {
  readonly name: string;
  readonly text: string;
}

/** The files of a content build, in the order they are written. */
export function buildOutputFiles(bundle: unknown, searchIndex: unknown): readonly BuildOutputFile[] {
  return serialisedOutputFiles(JSON.stringify(bundle), JSON.stringify(searchIndex));
}

/** buildOutputFiles from the two already serialised (`dsp build` serialises the search index in a thread of its own). */
export function serialisedOutputFiles(bundleText: string, searchIndexText: string): readonly BuildOutputFile[] {
  return [
    { name: CONTENT_FILE, text: bundleText },
    { name: SEARCH_INDEX_FILE, text: searchIndexText },
  ];
}

/** Where `dsp build --examples` writes each live example as a module, for the client and server builds (gitignored). */
export const EXAMPLES_OUTPUT_DIR = 'viewer/examples/generated';
