/**
 * The query of `GET /designsystem/api/search` (SPEC §7 Search), validated with
 * valibot: `term` (sanitised and cut to 200 characters by core), `limit`
 * 1..101, up to 20 `filter` section links, and `mode=dev`. A bad parameter is
 * a message naming it and what is allowed, which the route sends as a 400.
 */
import * as v from 'valibot';
import { fail, ok, type Result } from '../core/result';
import { DEV_MODE_PARAMETER_VALUE, SEARCH_REQUEST_LIMIT, sanitizeSearchTerm, type SearchApiQuery } from '../core/search';

/** SPEC §7: the client sends at most one filter per section; 20 leaves room and bounds the work. */
export const MAX_FILTERS = 20;

const single = (name: string) => v.pipe(v.array(v.string()), v.maxLength(1, `${name}: expected at most one ${name} parameter`));

function querySchema(sectionLinks: readonly string[]) {
  const limitMessage = `limit: expected a whole number from 1 to ${SEARCH_REQUEST_LIMIT}`;
  return v.object({
    term: v.optional(single('term'), []),
    limit: v.optional(
      v.pipe(
        single('limit'),
        v.everyItem((text) => /^[1-9][0-9]{0,2}$/.test(text) && Number(text) <= SEARCH_REQUEST_LIMIT, limitMessage),
      ),
      [],
    ),
    filter: v.optional(
      v.pipe(
        v.array(v.string()),
        v.maxLength(MAX_FILTERS, `filter: expected at most ${MAX_FILTERS} filter parameters`),
        v.everyItem((link) => sectionLinks.includes(link), `filter: expected section links, one of ${sectionLinks.join(', ')}`),
      ),
      [],
    ),
    mode: v.optional(
      v.pipe(
        single('mode'),
        v.everyItem((mode) => mode === DEV_MODE_PARAMETER_VALUE, `mode: expected '${DEV_MODE_PARAMETER_VALUE}' or no mode parameter`),
      ),
      [],
    ),
  });
}

export type SearchQueryParser = (params: Readonly<Record<string, readonly string[]>>) => Result<SearchApiQuery>;

/**
 * A parser for the query, given the section links a filter may name. The
 * parser takes every query parameter with all its values (`c.req.queries()`).
 *
 * @example
 * const parse = createSearchQueryParser(['/components']);
 * parse({ term: ['Button'], limit: ['101'] }).ok // true
 * parse({ limit: ['0'] }) // { ok: false, issues: [{ code: 'search.limit', message: 'limit: expected a whole number from 1 to 101', path: ['limit'] }] }
 */
export function createSearchQueryParser(sectionLinks: readonly string[]): SearchQueryParser {
  const schema = querySchema(sectionLinks);
  return (params) => parseWith(schema, params);
}

function parseWith(schema: ReturnType<typeof querySchema>, params: Readonly<Record<string, readonly string[]>>): Result<SearchApiQuery> {
  const result = v.safeParse(schema, params);
  if (!result.success) {
    const issue = result.issues[0];
    const name = String(issue?.path?.[0]?.key ?? 'query');
    return fail({ code: `search.${name}`, message: issue?.message ?? `${name}: invalid`, path: [name] });
  }
  const { term, limit, filter, mode } = result.output;
  return ok({
    term: sanitizeSearchTerm(term[0] ?? ''),
    limit: limit[0] === undefined ? SEARCH_REQUEST_LIMIT : Number(limit[0]),
    filters: [...new Set(filter)],
    isDevMode: mode[0] === DEV_MODE_PARAMETER_VALUE,
  });
}
