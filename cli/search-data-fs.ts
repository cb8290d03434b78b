/**
 * Reads what `dsp search` needs from the folder `dsp build` wrote: the search
 * index (`search-index.json`) and the top-level sections of the content
 * bundle (`content.json`), the filters of a search. The only file reads of
 * the command; the shape checks are shallow, since both files are our own
 * build's output: they catch a wrong folder or an old format.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { fail, ok, type Issue, type Result } from '../core/result';
import type { SearchIndex, SearchSection } from '../core/search';

export const SEARCH_INDEX_FILE = 'search-index.json';
export const CONTENT_FILE = 'content.json';

export interface SearchData {
  readonly index: SearchIndex;
  readonly sections: readonly SearchSection[];
}

const rebuild = 'rebuild with `npx dsp build`';
const postingsList = v.array(v.unknown());
const indexSchema = v.pipe(
  v.looseObject({
    formatVersion: v.literal(1, `expected formatVersion 1; ${rebuild}`),
    documents: v.array(v.looseObject({ route: v.string(), isPublic: v.boolean(), section: v.string() })),
    vocabulary: v.array(v.string()),
    // One list per token and field; the lists themselves are not walked (10,000 pages hold millions of numbers).
    postings: v.looseObject({
      title: postingsList,
      tab: postingsList,
      terms: postingsList,
      headings: postingsList,
      description: postingsList,
      text: postingsList,
    }),
  }),
  v.check(
    (index) => Object.values(index.postings).every((lists) => !Array.isArray(lists) || lists.length === index.vocabulary.length),
    `postings: expected one list per vocabulary token; ${rebuild}`,
  ),
);
const contentSchema = v.looseObject({
  sections: v.array(v.object({ title: v.string(), link: v.string() }), `expected a list of sections; ${rebuild}`),
});

function readJson(path: string): Result<unknown> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'not found' : `cannot be read (${code ?? 'error'})`;
    return fail({ code: 'search.dataUnreadable', message: `${path}: ${why}; run \`npx dsp build\` first` });
  }
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (error) {
    return fail({ code: 'search.dataBadJson', message: `${path}: not valid JSON (${(error as Error).message}); ${rebuild}` });
  }
}

function checkShape<T>(schema: v.GenericSchema<unknown, T>, value: unknown, path: string): Result<T> {
  const checked = v.safeParse(schema, value);
  if (checked.success) return ok(checked.output);
  const issues = checked.issues.slice(0, 3).map((issue): Issue => {
    const where = v.getDotPath(issue);
    return { code: 'search.dataBadShape', message: `${path}: ${where === null ? '' : `${where}: `}${issue.message}` };
  });
  return fail(...issues);
}

/**
 * Loads the search index and sections from `dataDir`; every issue names the
 * file and says how to fix it.
 */
export function readSearchData(dataDir: string): Result<SearchData> {
  const indexPath = join(dataDir, SEARCH_INDEX_FILE);
  const contentPath = join(dataDir, CONTENT_FILE);
  const indexJson = readJson(indexPath);
  const contentJson = readJson(contentPath);
  if (!indexJson.ok || !contentJson.ok) return fail(...[indexJson, contentJson].flatMap((r) => (r.ok ? [] : r.issues)));
  const index = checkShape(indexSchema, indexJson.value, indexPath);
  const content = checkShape(contentSchema, contentJson.value, contentPath);
  if (!index.ok || !content.ok) return fail(...[index, content].flatMap((r) => (r.ok ? [] : r.issues)));
  return ok({
    index: indexJson.value as SearchIndex,
    sections: content.value.sections.map(({ title, link }) => ({ title, link })),
  });
}
