/**
 * `GET /designsystem/api/search` (SPEC §7 Search): validates the query,
 * sanitises the term (core) and asks core's search engine with the
 * requester's authorization, so private pages never reach an anonymous
 * reader, not even in counts.
 *
 * The index does not change while the server runs, so an answer is a pure
 * function of the validated query and the requester's authorization: it is
 * kept serialised and compressed (answer-cache.ts), and the same search by any
 * reader of the same kind is answered without searching, serialising or
 * compressing again. Search-as-you-type makes the short prefixes ('b', 'bu')
 * the most repeated queries of all.
 *
 * A search that found nothing at all is logged, every time it is asked, as
 * one line with the sanitised term only (docs/deploy.md, Search misses: no address, no
 * cookie); `dsp search misses` counts those lines. Whether a cached answer
 * was such a miss is remembered beside the cache, by key.
 */
import type { Context } from 'hono';
import { SEARCH_MISS_MESSAGE, SEARCH_MISS_TERM_FIELD, type SearchEngine } from '../core/search';
import type { AppEnv } from './app-env';
import { createAnswerCache, type AnswerCache } from './answer-cache';
import { chooseContentCoding } from './content-coding';
import type { SearchQueryParser } from './search-query';
import { silentLog, type ServerLog } from './server-log';

/** Keys of answers that found nothing, remembered at most; the oldest is forgotten first. */
export const MAX_REMEMBERED_MISSES = 2_000;

export function createSearchHandler(
  engine: SearchEngine,
  parseQuery: SearchQueryParser,
  cache: AnswerCache = createAnswerCache(),
  log: ServerLog = silentLog,
) {
  // Key -> whether that answer found nothing; a forgotten key is searched again.
  const misses = new Map<string, boolean>();
  return (c: Context<AppEnv>) => {
    const query = parseQuery(c.req.queries());
    if (!query.ok) return c.json({ error: query.issues.map((issue) => issue.message).join('; ') }, 400);
    // What a search returns depends on who asks (SPEC §6).
    c.header('Vary', 'Cookie, Accept-Encoding');
    const isAuthorized = c.get('viewer').isAuthorized;
    const { term, limit, filters, isDevMode } = query.value;
    // Authorization is part of the key: an anonymous reader never gets an answer made for an authorized one.
    const key = JSON.stringify([term, limit, filters, isDevMode, isAuthorized]);
    const coding = chooseContentCoding(c.req.header('Accept-Encoding'));
    // An empty term is answered by the engine too: no results, every filter at 0.
    let missed = misses.get(key);
    const produce = () => {
      const answer = engine.searchJson({ ...query.value, isAuthorized });
      missed = answer.nothingFound;
      return answer.json;
    };
    const body = cache.encoded(key, produce, coding);
    // The answer was kept but whether it missed was forgotten: search once more to know.
    if (missed === undefined) missed = engine.searchJson({ ...query.value, isAuthorized }).nothingFound;
    if (!misses.has(key)) {
      if (misses.size >= MAX_REMEMBERED_MISSES) misses.delete(misses.keys().next().value as string);
      misses.set(key, missed === true);
    }
    if (missed === true) log.info(SEARCH_MISS_MESSAGE, { [SEARCH_MISS_TERM_FIELD]: term });
    if (coding !== 'identity') c.header('Content-Encoding', coding);
    return c.body(body, 200, { 'Content-Type': 'application/json' });
  };
}
