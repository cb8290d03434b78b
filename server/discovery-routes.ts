/**
 * The files readers and machines use to find their way around the portal:
 * `/robots.txt`, `/designsystem/sitemap.xml`, `/designsystem/llms.txt`,
 * `/designsystem/llms-full.txt`, and every page as Markdown at its route plus
 * `.md`. Each answer is core's (core/discovery), for the reader the request
 * resolves to, so a private page shows in them exactly where the page itself
 * would: nowhere for an anonymous reader.
 */
import type { Context } from 'hono';
import type { ContentBundle } from '../core/bundle';
import {
  buildLlmsFullTxt,
  buildLlmsTxt,
  buildRobotsTxt,
  buildSitemap,
  MARKDOWN_TYPE,
  pageMarkdown,
  type MarkdownReader,
} from '../core/discovery';
import { BASE_PATH } from '../core/site/addresses';
import type { AppEnv } from './app-env';

export const MARKDOWN_SUFFIX = '.md';
const TEXT_TYPE = 'text/plain; charset=utf-8';
// Readers per origin and kind: a handful when the origin is configured; a bound when it comes from Host headers.
const MAX_CACHED_FILES = 16;

export interface DiscoveryOptions {
  readonly bundle: ContentBundle;
  /** PUBLIC_ORIGIN; null: the request's own origin. */
  readonly publicOrigin: string | null;
}

export interface DiscoveryRoutes {
  readonly robotsTxt: (c: Context<AppEnv>) => Response;
  readonly sitemap: (c: Context<AppEnv>) => Response;
  readonly llmsTxt: (c: Context<AppEnv>) => Response;
  readonly llmsFullTxt: (c: Context<AppEnv>) => Response;
  /** Answers a path for which isMarkdownPath holds, for the reader set on the context. */
  readonly markdownPage: (c: Context<AppEnv>) => Response;
}

/** Whether a path asks for a page's Markdown copy: `<base path>/<route>.md`. */
export function isMarkdownPath(path: string): boolean {
  return path.endsWith(MARKDOWN_SUFFIX) && path.startsWith(`${BASE_PATH}/`);
}

export function createDiscoveryRoutes(options: DiscoveryOptions): DiscoveryRoutes {
  const { bundle, publicOrigin } = options;
  const originOf = (c: Context) => publicOrigin ?? new URL(c.req.url).origin;
  const readerOf = (c: Context<AppEnv>): MarkdownReader => {
    const viewer = c.get('viewer');
    return { isAuthorized: viewer.isAuthorized, isDevMode: viewer.isDevMode, origin: originOf(c) };
  };
  // llms-full.txt holds every page: made once per kind of reader and origin rather than per request.
  const fullFiles = new Map<string, string>();
  const fullFileFor = (reader: MarkdownReader) => {
    const key = `${reader.isAuthorized}|${reader.isDevMode}|${reader.origin}`;
    let text = fullFiles.get(key);
    if (text === undefined) {
      if (fullFiles.size >= MAX_CACHED_FILES) fullFiles.clear();
      text = buildLlmsFullTxt(bundle, reader);
      fullFiles.set(key, text);
    }
    return text;
  };
  // What an authorized reader gets differs from what an anonymous one gets, and so does the origin.
  const perReader = { Vary: 'Cookie', 'Content-Type': MARKDOWN_TYPE };

  return {
    robotsTxt: (c) => c.body(buildRobotsTxt(originOf(c)), 200, { 'Content-Type': TEXT_TYPE }),
    sitemap: (c) => c.body(buildSitemap(bundle, originOf(c)), 200, { 'Content-Type': 'application/xml; charset=utf-8' }),
    llmsTxt: (c) => c.body(buildLlmsTxt(bundle, readerOf(c)), 200, perReader),
    llmsFullTxt: (c) => c.body(fullFileFor(readerOf(c)), 200, perReader),
    markdownPage: (c) => {
      const copy = pageMarkdown(bundle, c.req.path.slice(BASE_PATH.length, -MARKDOWN_SUFFIX.length), readerOf(c));
      if (copy.status === 200) return c.body(copy.text, 200, perReader);
      // The same words as the pages' own answers (SPEC §8 'Not authorized'), and nothing of the page.
      return c.body(copy.status === 403 ? 'Not authorized\n' : 'Not found\n', copy.status, { Vary: 'Cookie', 'Content-Type': TEXT_TYPE });
    },
  };
}
