/**
 * The public token files (/designsystem/tokens/{theme}.css and .json, and
 * tokens.css with every theme): what `dsp build` wrote to the data folder from
 * the @harbor/tokens build, served to any reader and any origin, since tokens
 * are public data for the teams that consume them. An unknown theme or file
 * is a 404 that lists the themes there are.
 */
import type { Handler, MiddlewareHandler } from 'hono';
import { ALL_THEMES_TOKENS } from '../core/content/build-output';
import type { AppEnv } from './app-env';

const TOKEN_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(css|json)$/;
const CONTENT_TYPES = { css: 'text/css; charset=utf-8', json: 'application/json; charset=utf-8' } as const;
/** Rebuilt with every deployment; a short cache keeps consumers close to it. */
export const TOKENS_CACHE_CONTROL = 'public, max-age=300';

/** `files` maps 'alpine-light.css' and 'alpine-light.json' to their text. */
export function createTokensHandler(files: ReadonlyMap<string, string>): Handler<AppEnv> {
  const themes = [...new Set([...files.keys()].map((name) => name.replace(/\.(css|json)$/, '')))]
    .filter((name) => name !== ALL_THEMES_TOKENS)
    .sort();
  return (c) => {
    const name = c.req.param('file') ?? '';
    const match = TOKEN_FILE.exec(name);
    const text = match === null ? undefined : files.get(name);
    if (match === null || text === undefined) {
      return c.json(
        {
          error: `no token file ${name}: expected ${ALL_THEMES_TOKENS}.css, {theme}.css or {theme}.json, themes: ${themes.join(', ') || 'none built'}`,
        },
        404,
      );
    }
    const extension = match[2] as keyof typeof CONTENT_TYPES;
    return c.body(text, 200, {
      'Content-Type': CONTENT_TYPES[extension],
      'Cache-Control': TOKENS_CACHE_CONTROL,
      'Access-Control-Allow-Origin': '*',
    });
  };
}

/**
 * Lets a page on another origin load the token files even when it sends
 * Cross-Origin-Embedder-Policy: require-corp. Registered outside the security
 * headers (server/security-headers.ts), whose same-origin default it replaces
 * for these files only, once they have set it.
 */
export function tokensCrossOrigin(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
  };
}
