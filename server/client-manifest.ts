/**
 * The client entry's scripts and stylesheets (viewer/ssr-contract.ts
 * DocumentAssets), read from Vite's build manifest
 * (`dist/client/.vite/manifest.json`): the entry chunk's file, and the CSS of
 * the entry, of the app it hydrates after the first load, and of every chunk either imports statically; the modules the entry
 * imports (preloaded beside it) and, per view chunk (viewer/views/view-chunks.ts),
 * the modules a page of that view preloads.
 */
import * as v from 'valibot';
import { fail, ok, type Result } from '../core/result';
import { BASE_PATH } from '../core/site';
import { BRAND_TYPEFACES, firstViewFontFiles } from '../core/tokens/brand-typefaces';
import type { DocumentAssets } from '../viewer/ssr-contract';
import type { ViewChunk } from '../viewer/views/view-chunks';

/** The manifest key of the client entry: its source path (vite.config.ts rollupOptions.input). */
export const CLIENT_ENTRY = 'viewer/entry-client.tsx';
/**
 * The manifest key of the app the entry hydrates after the first load (viewer/app-boot.tsx): its scripts wait, but
 * its stylesheets are the page's first paint's.
 */
export const CLIENT_APP = 'viewer/app-boot.tsx';

const chunkSchema = v.object({
  file: v.string(),
  css: v.optional(v.array(v.string())),
  imports: v.optional(v.array(v.string())),
});
/** The manifest key of each view chunk: the source file viewer/views/view-chunks.ts imports dynamically. */
export const VIEW_CHUNK_SOURCES: Readonly<Record<ViewChunk, string>> = {
  home: 'viewer/views/HomeView.tsx',
  section: 'viewer/views/SectionView.tsx',
  page: 'viewer/views/page-chunk.ts',
  article: 'viewer/article/article-chunk.ts',
  figures: 'viewer/article/figure-chunk.ts',
  examples: 'viewer/examples/example-chunk.ts',
  playground: 'viewer/playground/playground-chunk.ts',
  'not-found': 'viewer/views/NotFoundView.tsx',
  'component-status': 'viewer/views/ComponentStatusView.tsx',
};

const manifestSchema = v.record(v.string(), chunkSchema);
type Chunk = v.InferOutput<typeof chunkSchema>;

/** Manifest files are relative to Vite's outDir; the server serves that folder's assets/ under BASE_PATH. */
const assetUrl = (file: string) => `${BASE_PATH}/${file}`;

/**
 * @example
 * documentAssetsFromManifest({ 'viewer/entry-client.tsx': { file: 'assets/entry-client-Ab12.js', css: ['assets/entry-client-Cd34.css'] } })
 * // { ok: true, value: { scripts: ['/designsystem/assets/entry-client-Ab12.js'], stylesheets: ['/designsystem/assets/entry-client-Cd34.css'] } }
 */
export function documentAssetsFromManifest(manifest: unknown): Result<DocumentAssets> {
  const parsed = v.safeParse(manifestSchema, manifest);
  if (!parsed.success) {
    return fail({ code: 'manifest.shape', message: `not a Vite manifest: ${parsed.issues[0]?.message ?? 'unexpected shape'}` });
  }
  const chunks = parsed.output;
  const entry = Object.hasOwn(chunks, CLIENT_ENTRY) ? chunks[CLIENT_ENTRY] : undefined;
  if (entry === undefined) return fail({ code: 'manifest.noEntry', message: `has no entry '${CLIENT_ENTRY}'` });

  const stylesheets: string[] = [];
  const seen = new Set<string>();
  const collectCss = (key: string, chunk: Chunk) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const css of chunk.css ?? []) if (!stylesheets.includes(assetUrl(css))) stylesheets.push(assetUrl(css));
    for (const imported of chunk.imports ?? []) {
      const next = Object.hasOwn(chunks, imported) ? chunks[imported] : undefined;
      if (next !== undefined) collectCss(imported, next);
    }
  };
  collectCss(CLIENT_ENTRY, entry);
  const app = Object.hasOwn(chunks, CLIENT_APP) ? chunks[CLIENT_APP] : undefined;
  if (app !== undefined) collectCss(CLIENT_APP, app);

  // The files a chunk imports statically, its own first; the entry's are left out (already loading).
  const staticFiles = (key: string, skip: ReadonlySet<string>): string[] => {
    const files: string[] = [];
    const visit = (current: string) => {
      const chunk = Object.hasOwn(chunks, current) ? chunks[current] : undefined;
      if (chunk === undefined || skip.has(chunk.file) || files.includes(chunk.file)) return;
      files.push(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(key);
    return files;
  };
  const entryFiles = staticFiles(CLIENT_ENTRY, new Set());
  const loadedWithEntry = new Set(entryFiles);
  const viewPreloads: Partial<Record<ViewChunk, readonly string[]>> = {};
  for (const [chunk, source] of Object.entries(VIEW_CHUNK_SOURCES) as [ViewChunk, string][]) {
    if (Object.hasOwn(chunks, source)) viewPreloads[chunk] = staticFiles(source, loadedWithEntry).map(assetUrl);
  }
  // The fonts of @harbor/tokens/fonts.css are assets of the build, named by their source path.
  const fontUrl = (name: string) => {
    const key = Object.keys(chunks).find((source) => source.endsWith(`/fonts/${name}`));
    const chunk = key === undefined ? undefined : chunks[key];
    return chunk === undefined ? [] : [assetUrl(chunk.file)];
  };
  const brands = [...new Set(BRAND_TYPEFACES.flatMap((typeface) => typeface.firstViewBrands))].filter((brand) => brand !== '*');
  const fontPreloads = Object.fromEntries(brands.map((brand) => [brand, firstViewFontFiles(brand).flatMap(fontUrl)]));
  return ok({
    scripts: [assetUrl(entry.file)],
    stylesheets,
    modulePreloads: entryFiles.slice(1).map(assetUrl),
    viewPreloads,
    fontPreloads,
  });
}

/** No client JavaScript or CSS: the server-rendered HTML alone. */
export const NO_CLIENT_ASSETS: DocumentAssets = { scripts: [], stylesheets: [] };
