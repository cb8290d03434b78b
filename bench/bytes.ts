/**
 * docs/performance.md, bytes: for the home page, a component page (live examples), a code page
 * (the playground) and a develop page,
 * the HTML the server sends and the scripts and stylesheets it references
 * (script src, link rel=stylesheet and rel=modulepreload), each fetched from
 * the server and compressed with node:zlib (gzip at its default level 6, as
 * the server's gzip; brotli at its default quality 11, as a CDN would); plus
 * the bytes actually sent with `Accept-Encoding: gzip, br`; and the font
 * files a first visit fetches (the faces the page preloads, woff2, which no
 * server compresses further). And the chunks
 * loaded later: the search overlay (on the first search) and the others
 * Vite split off (dynamic imports in the client manifest).
 */
import { readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ASSETS_DIRECTORY, BASE_PATH, PRIVATE_ASSETS_DIRECTORY } from '../core/site/addresses';
import { PAGES } from './bench-config';
import type { ChildServer } from './child-server';
import { fetchOk, httpGet } from './http-get';
import { kb } from './stats';

export interface Sizes {
  readonly rawKb: number;
  readonly gzipKb: number;
  readonly brotliKb: number;
  /** What the server sent to a client that accepts gzip and brotli. */
  readonly servedKb: number;
}

export interface PageBytes {
  readonly page: string;
  readonly path: string;
  readonly html: Sizes;
  readonly js: Sizes & { readonly files: readonly string[] };
  readonly css: Sizes & { readonly files: readonly string[] };
  /** The preloaded font files of a first visit: KB as served, and which (absent in results from before fonts). */
  readonly fonts?: { readonly kb: number; readonly files: readonly string[] };
}

export interface LazyChunk {
  readonly name: string;
  readonly js: Sizes;
  readonly css: Sizes;
}

export interface BytesResult {
  readonly pages: readonly PageBytes[];
  /** Chunks of the portal loaded on demand (live examples apart). */
  readonly lazy: readonly LazyChunk[];
  /** Live examples of public pages: how many chunks, and the largest with what it imports beyond the entry. */
  readonly examples: { readonly count: number; readonly largest: LazyChunk | null };
}

interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
}

export async function sizesOf(server: Pick<ChildServer, 'origin'>, paths: readonly string[]): Promise<Sizes> {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  let served = 0;
  for (const path of paths) {
    const body = Buffer.from(await fetchOk(`${server.origin}${path}`), 'utf8');
    raw += body.byteLength;
    gzip += gzipSync(body).byteLength;
    brotli += brotliCompressSync(body).byteLength;
    served += (await httpGet(`${server.origin}${path}`, { 'accept-encoding': 'gzip, br' })).body.byteLength;
  }
  return { rawKb: kb(raw), gzipKb: kb(gzip), brotliKb: kb(brotli), servedKb: kb(served) };
}

/** URLs of the scripts and stylesheets a document loads at once. */
export function firstLoadAssets(html: string): { scripts: string[]; stylesheets: string[]; fonts: string[] } {
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  const fonts: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attribute(tag, 'src');
    if (src !== undefined) scripts.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attribute(tag, 'rel');
    const href = attribute(tag, 'href');
    if (href === undefined) continue;
    if (rel === 'stylesheet') stylesheets.push(href);
    if (rel === 'modulepreload') scripts.push(href);
    if (rel === 'preload' && attribute(tag, 'as') === 'font') fonts.push(href);
  }
  // A script may also be preloaded (<link rel="modulepreload">): it is fetched once.
  return { scripts: [...new Set(scripts)], stylesheets: [...new Set(stylesheets)], fonts: [...new Set(fonts)] };
}

export async function measureBytes(server: ChildServer, manifestFile: string): Promise<BytesResult> {
  const pages: PageBytes[] = [];
  for (const [page, path] of [
    ['home', PAGES.home],
    ['component', PAGES.component],
    ['code', PAGES.code],
    ['develop', PAGES.develop],
  ] as const) {
    const html = await fetchOk(`${server.origin}${path}`);
    const { scripts, stylesheets, fonts } = firstLoadAssets(html);
    let fontBytes = 0;
    for (const font of fonts) fontBytes += (await httpGet(`${server.origin}${font}`, { 'accept-encoding': 'gzip, br' })).body.byteLength;
    pages.push({
      page,
      path,
      html: await sizesOf(server, [path]),
      js: { ...(await sizesOf(server, scripts)), files: scripts },
      css: { ...(await sizesOf(server, stylesheets)), files: stylesheets },
      fonts: { kb: kb(fontBytes), files: fonts },
    });
  }

  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const url = (file: string) => `${BASE_PATH}/${file}`;
  const lazy: LazyChunk[] = [];
  const examples: LazyChunk[] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isDynamicEntry !== true) continue;
    // Private pages' example chunks answer only authorized readers; the bench asks as an anonymous one.
    if (chunk.file.startsWith(`${ASSETS_DIRECTORY}/${PRIVATE_ASSETS_DIRECTORY}/`)) continue;
    // The chunk and what it imports that the entry does not already bring.
    const js = new Set<string>();
    const css = new Set<string>();
    const visit = (chunkKey: string) => {
      const current = manifest[chunkKey];
      if (current === undefined || current.isEntry === true || js.has(url(current.file))) return;
      js.add(url(current.file));
      for (const file of current.css ?? []) css.add(url(file));
      for (const imported of current.imports ?? []) visit(imported);
    };
    visit(key);
    const measured = { name: key.replace(/^viewer\//, ''), js: await sizesOf(server, [...js]), css: await sizesOf(server, [...css]) };
    if (key.includes('examples/generated/')) examples.push(measured);
    else lazy.push(measured);
  }
  const largest = examples.reduce<LazyChunk | null>((max, chunk) => (max === null || chunk.js.gzipKb > max.js.gzipKb ? chunk : max), null);
  return { pages, lazy, examples: { count: examples.length, largest } };
}
