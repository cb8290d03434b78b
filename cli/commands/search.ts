/**
 * `dsp search <term>`: runs the portal's search (SPEC §3/§7 Search, docs/portal.md, Content
 * §4) over the index `dsp build` wrote, as the API answers it: `--json` prints
 * the API's response; otherwise numbered results with «marked» matches and a
 * filter summary.
 */
import { InvalidArgumentError, type Command } from 'commander';
import * as v from 'valibot';
import {
  createSearchEngine,
  highlightSegments,
  sanitizeSearchTerm,
  SEARCH_REQUEST_LIMIT,
  SEARCH_RESULTS_LIMIT,
  TITLE_TERMS_SEPARATOR,
  type HighlightRange,
  type SearchResponse,
  type SearchResult,
} from '../../core/search';
import { ExitCode, formatRows, UsageError, writeJson, type CliIO, type CommandState } from '../io';
import { jsonIssue } from '../json-issues';
import { readSearchData } from '../search-data-fs';
import { DEFAULT_DATA_DIR } from '../../core/content/build-output';
import { registerSearchMissesCommand } from './search-misses';

const BREADCRUMB_SEPARATOR = ' › ';

const limitSchema = v.pipe(
  v.string(),
  v.regex(/^[1-9][0-9]{0,2}$/, `expected a whole number from 1 to ${SEARCH_REQUEST_LIMIT}`),
  v.transform(Number),
  v.maxValue(SEARCH_REQUEST_LIMIT, `expected a whole number from 1 to ${SEARCH_REQUEST_LIMIT}`),
);

function limitOption(value: string): number {
  const result = v.safeParse(limitSchema, value);
  if (result.success) return result.output;
  throw new InvalidArgumentError(result.issues.map((issue) => issue.message).join('; '));
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/** The text with its highlighted parts between « and ». */
export function markHighlights(text: string, ranges: readonly HighlightRange[]): string {
  return highlightSegments(text, ranges)
    .map((segment) => (segment.highlighted ? `«${segment.text}»` : segment.text))
    .join('');
}

function describeResult(result: SearchResult, position: number): string {
  const indent = ' '.repeat(String(position).length + 2);
  const tab = result.tab === undefined ? '' : ` (${markHighlights(result.tab, result.highlights.tab)})`;
  const lines = [`${position}. ${markHighlights(result.title, result.highlights.title)}${tab}  ${result.url}`];
  if (result.breadcrumbs.length > 0) lines.push(indent + result.breadcrumbs.join(BREADCRUMB_SEPARATOR));
  if (result.terms.length > 0) {
    lines.push(
      `${indent}terms: ${result.terms.map((term, i) => markHighlights(term, result.highlights.terms[i] ?? [])).join(TITLE_TERMS_SEPARATOR)}`,
    );
  }
  if (result.content !== '') lines.push(indent + markHighlights(result.content, result.highlights.content));
  return lines.join('\n');
}

function describeResponse(term: string, response: SearchResponse, filters: readonly string[]): string {
  const summary = response.meta.availableFilters
    .map((filter) => `${filter.title} ${filter.amount}${filters.includes(filter.link) ? ' (active)' : ''}`)
    .join(' · ');
  const header = formatRows([
    ['term', term === '' ? '(empty after sanitising)' : term],
    ['found', `${response.meta.total}${response.results.length < response.meta.total ? ` (showing ${response.results.length})` : ''}`],
    ['filters', summary],
  ]);
  if (response.results.length === 0) {
    const help = response.suggestions;
    const lines = [`Nothing found for "${term}"...`];
    if (help !== undefined && help.didYouMean.length > 0) lines.push(`Did you mean: ${help.didYouMean.join(' · ')}`);
    for (const page of help?.pages ?? []) lines.push(`  ${page.title}${page.tab === undefined ? '' : ` (${page.tab})`}  ${page.url}`);
    return `${header}\n${lines.join('\n')}\n`;
  }
  return `${header}\n${response.results.map((result, i) => describeResult(result, i + 1)).join('\n\n')}\n`;
}

interface SearchOptions {
  dev: boolean;
  authorized: boolean;
  filter: string[];
  limit: number;
  data: string;
  json: boolean;
}

export function registerSearchCommand(program: Command, io: CliIO, state: CommandState): void {
  const search = program.command('search');
  registerSearchMissesCommand(search, io, state);
  search
    .description('search the built documentation as the portal does (SPEC §3, §7 Search)')
    .argument('<term...>', 'the search term; several words are joined with spaces')
    .option('--dev', 'dev mode: favour Code tabs and the Develop section', false)
    .option('--authorized', 'search as an authorized (internal) user: private pages included', false)
    .option('--filter <link>', 'only this top-level section, e.g. /components (repeatable)', collect, [])
    .option('--limit <n>', `most results, 1 to ${SEARCH_REQUEST_LIMIT}`, limitOption, SEARCH_RESULTS_LIMIT)
    .option('--data <dir>', 'the folder `dsp build` wrote', DEFAULT_DATA_DIR)
    .option('--json', 'print the API response as one JSON document', false)
    .addHelpText(
      'after',
      '\nExamples:\n  $ dsp search buton --filter /components --limit 5\n  $ dsp search Schaltfläche --dev --json\n  $ dsp search misses server.log   (count the searches that found nothing)',
    )
    .action((words: string[], options: SearchOptions) => {
      const data = readSearchData(options.data);
      if (!data.ok) {
        state.exitCode = ExitCode.invalid;
        // Under --json the reasons are the document; the API response has no room for them.
        if (options.json) writeJson(io, { issues: data.issues.map((issue) => jsonIssue(issue, '--data')) });
        else for (const issue of data.issues) io.stderr(`error: ${issue.message}\n`);
        return;
      }
      const links = data.value.sections.map((section) => section.link);
      const unknown = options.filter.filter((link) => !links.includes(link));
      if (unknown.length > 0) {
        throw new UsageError(`--filter ${unknown.join(', ')}: expected a section link, one of ${links.join(', ')}`, '--filter');
      }
      const engine = createSearchEngine(data.value.index, data.value.sections);
      const term = words.join(' ');
      const response = engine.search({
        term,
        limit: options.limit,
        filters: options.filter,
        isDevMode: options.dev,
        isAuthorized: options.authorized,
      });
      state.exitCode = ExitCode.valid;
      if (options.json) {
        writeJson(io, response);
        return;
      }
      io.stdout(describeResponse(sanitizeSearchTerm(term), response, options.filter));
    });
}
