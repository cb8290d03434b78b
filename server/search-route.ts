/**
 * `GET /designsystem/api/search` (SPEC §7 Search): validates the query,
 * sanitises the term (core) and asks core's search engine with the
 * requester's authorization, so private pages never reach an anonymous
 * reader, not even in counts.
 */
import type { Context } from 'hono';
import type { SearchEngine } from '../core/search';
import type { AppEnv } from './app-env';
import type { SearchQueryParser } from './search-query';

export function createSearchHandler(engine: SearchEngine, parseQuery: SearchQueryParser) {
  return (c: Context<AppEnv>) => {
    const query = parseQuery(c.req.queries());
    if (!query.ok) return c.json({ error: query.issues.map((issue) => issue.message).join('; ') }, 400);
    // What a search returns depends on who asks (SPEC §6).
    c.header('Vary', 'Cookie');
    // An empty term is answered by the engine too: no results, every filter at 0.
    return c.json(engine.search({ ...query.value, isAuthorized: c.get('viewer').isAuthorized }));
  };
}
