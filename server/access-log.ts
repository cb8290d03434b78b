/**
 * One access-log line per request (docs/reliability.md): method, path, status,
 * duration and request id. The query string is left out: search terms are
 * what people typed and do not belong in logs.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import type { ServerLog } from './server-log';

export function accessLog(log: ServerLog): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    log.info('request', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
