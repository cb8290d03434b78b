/**
 * Reads what `dsp build` wrote (core/content/build-output.ts): the content bundle
 * `<data>/content.json` and the search index `<data>/search-index.json`, and
 * the client build's Vite manifest. The only file reads of the server besides
 * static assets, shared with `dsp search`; each file's text goes to a pure check.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { CLIENT_MANIFEST_FILE, CONTENT_FILE, SEARCH_INDEX_FILE, TOKENS_OUTPUT_DIR } from '../core/content/build-output';
import type { ContentBundle } from '../core/bundle';
import { fail, ok, type Issue, type Result } from '../core/result';
import type { SearchIndex } from '../core/search';
import type { DocumentAssets } from '../viewer/ssr-contract';
import { documentAssetsFromManifest } from './client-manifest';

export interface PortalFiles {
  readonly bundle: ContentBundle;
  readonly searchIndex: SearchIndex;
  /** `<data>/tokens/*.css|json` by file name; empty for a data folder built before tokens existed. */
  readonly tokenFiles: ReadonlyMap<string, string>;
}

function readTokenFiles(dataDir: string): Map<string, string> {
  const dir = join(dataDir, TOKENS_OUTPUT_DIR);
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((name) => /\.(css|json)$/.test(name))
      .map((name) => [name, readFileSync(join(dir, name), 'utf8')]),
  );
}

// A shallow check: the bundle is our own build's output, so this catches a wrong folder or an old format, not tampering.
const bundleSchema = v.looseObject({
  formatVersion: v.literal(1, 'expected formatVersion 1; rebuild with `npx dsp build`'),
  site: v.looseObject({ brandPrefix: v.string(), themes: v.array(v.string()), defaultTheme: v.string() }),
  sections: v.array(v.looseObject({ link: v.string(), title: v.string() })),
  navigation: v.record(v.string(), v.array(v.unknown())),
  pages: v.record(v.string(), v.looseObject({ route: v.string(), isPublic: v.boolean() })),
  markdown: v.record(
    v.string(),
    v.looseObject({ text: v.string(), links: v.array(v.unknown()) }),
    'expected the Markdown of every page; rebuild with `npx dsp build`',
  ),
});
const searchIndexSchema = v.looseObject({
  formatVersion: v.literal(1, 'expected formatVersion 1; rebuild with `npx dsp build`'),
  documents: v.array(v.looseObject({ route: v.string(), isPublic: v.boolean() })),
  vocabulary: v.array(v.string()),
  postings: v.looseObject({}),
});

function readJson(path: string): Result<unknown> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return fail({
      code: 'data.unreadable',
      message: `${path}: ${code === 'ENOENT' ? 'not found' : `cannot be read (${code ?? 'error'})`}`,
    });
  }
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (error) {
    return fail({ code: 'data.badJson', message: `${path}: not valid JSON (${(error as Error).message})` });
  }
}

/** Loads the content bundle and search index; an issue names the file and says how to fix it. */
export function readPortalFiles(dataDir: string): Result<PortalFiles> {
  const bundlePath = join(dataDir, CONTENT_FILE);
  const bundle = readJson(bundlePath);
  const searchIndex = readJson(join(dataDir, SEARCH_INDEX_FILE));
  if (!bundle.ok || !searchIndex.ok) {
    const issues = [bundle, searchIndex].flatMap((result) => (result.ok ? [] : result.issues));
    return fail(...issues.map((issue) => ({ ...issue, message: `${issue.message}; run \`npx dsp build --out ${dataDir}\` first` })));
  }
  const problem =
    shapeProblem(bundleSchema, bundle.value, bundlePath) ??
    shapeProblem(searchIndexSchema, searchIndex.value, join(dataDir, SEARCH_INDEX_FILE));
  if (problem !== null) return fail(problem);
  return ok({ bundle: bundle.value as ContentBundle, searchIndex: searchIndex.value as SearchIndex, tokenFiles: readTokenFiles(dataDir) });
}

function shapeProblem(schema: v.GenericSchema, value: unknown, path: string): Issue | null {
  const checked = v.safeParse(schema, value);
  if (checked.success) return null;
  const issue = checked.issues[0];
  const where = v.getDotPath(issue);
  return { code: 'data.badShape', message: `${path}: ${where === null ? '' : `${where}: `}${issue.message}` };
}

/** The client entry's assets from `<clientDir>/.vite/manifest.json`, or the problem (missing: no client build yet). */
export function readClientAssets(clientDir: string): Result<DocumentAssets> {
  const path = join(clientDir, CLIENT_MANIFEST_FILE);
  const manifest = readJson(path);
  if (!manifest.ok) return manifest;
  const assets = documentAssetsFromManifest(manifest.value);
  return assets.ok ? assets : fail(...assets.issues.map((issue) => ({ ...issue, message: `${path}: ${issue.message}` })));
}
