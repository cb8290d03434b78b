/**
 * The request's `Host` when PUBLIC_ORIGIN is unset (docs/deploy.md, Configuration). Absolute URLs (llms.txt, the
 * Markdown copies, the canonical link, the MCP answers) then start with the request's own origin, so whatever a
 * client writes in `Host` is written back into them. Responses are `no-store`, so no cache keeps such a page, but a
 * deployment behind a proxy that passes on any `Host` shows it. The server warns at start-up when PUBLIC_ORIGIN is
 * unset, and answers 400 to a `Host` that is not a host name or address with an optional port.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/** The start-up warning when PUBLIC_ORIGIN is unset. */
export const PUBLIC_ORIGIN_UNSET_WARNING =
  "PUBLIC_ORIGIN is unset: absolute URLs (llms.txt, Markdown copies, canonical links, MCP answers) start with each request's own Host; set PUBLIC_ORIGIN to the public origin, e.g. https://docs.example.ch";

/** The 400 answer to a `Host` that is no `host[:port]`. */
export const BAD_HOST_MESSAGE =
  'Bad Request: the Host header must be a host name (letters, digits, "-" and "_" in dot-separated labels of at most 63 characters), an IPv4 address or a bracketed IPv6 address, optionally followed by ":" and a port 1-65535';

// A label neither starts nor ends with '-' (RFC 1123 §2.1); '_' is allowed, as container and service names use it.
const LABEL = '[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?';
const HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9a-f:.]+\\])(?::(\\d{1,5}))?$`, 'i');
/** RFC 1035 §2.3.4: a name is at most 253 characters written out; with ':' and a port, 259. */
const MAX_HOST_LENGTH = 259;

/**
 * Whether `host` is `host[:port]` as an origin may hold it: a name made of labels, an IPv4 address, or an IPv6
 * literal, and a port 1-65535. The WHATWG URL parser must accept it too (it refuses `255.255.255.256`, which the
 * pattern alone would take for a name).
 * @example isValidHost('docs.example.ch:8080') // true
 * @example isValidHost('a"b') // false
 */
export function isValidHost(host: string): boolean {
  if (host.length > MAX_HOST_LENGTH) return false;
  const match = HOST.exec(host);
  if (match === null) return false;
  const port = match[1];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return false;
  return URL.canParse(`http://${host}/`);
}

/**
 * Answers 400 to a request whose `Host` is no `host[:port]`, before anything reflects it. A request without `Host`
 * (HTTP/1.0, or `app.request()`) gets the server's own address from the node adapter, and passes.
 */
export function requestHostCheck(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const host = c.req.header('host');
    if (host !== undefined && !isValidHost(host)) {
      return c.text(BAD_HOST_MESSAGE, 400, { 'Cache-Control': 'no-store' });
    }
    await next();
  };
}
