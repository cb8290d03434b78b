import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSearchIndex, createSearchEngine, type SearchResponse } from '../../core/search';
import { DOCUMENTS, SECTIONS } from '../core/search/search-fixture';
import { dsp, dspJson } from './run-cli';

let data: string;
let empty: string;

beforeAll(() => {
  data = mkdtempSync(join(tmpdir(), 'dsp-search-'));
  empty = mkdtempSync(join(tmpdir(), 'dsp-search-empty-'));
  writeFileSync(join(data, 'search-index.json'), JSON.stringify(buildSearchIndex(DOCUMENTS)));
  const site = { brandPrefix: 'hb', themes: ['alpine-light'], defaultTheme: 'alpine-light' };
  const sections = SECTIONS.map((s) => ({ ...s, description: '', categories: [] }));
  writeFileSync(join(data, 'content.json'), JSON.stringify({ formatVersion: 1, site, sections, navigation: {}, pages: {}, markdown: {} }));
});

afterAll(() => {
  rmSync(data, { recursive: true, force: true });
  rmSync(empty, { recursive: true, force: true });
});

const search = (...args: string[]) => dspJson('search', ...args, '--data', data);

describe('dsp search (SPEC §3/§7 Search)', () => {
  it('prints the response the API returns, with the limit of 100 by default', async () => {
    const { code, json } = await search('buton');
    expect(code).toBe(0);
    const engine = createSearchEngine(buildSearchIndex(DOCUMENTS), SECTIONS);
    expect(json).toEqual(
      JSON.parse(JSON.stringify(engine.search({ term: 'buton', limit: 100, filters: [], isDevMode: false, isAuthorized: false }))),
    );
    expect((json as SearchResponse).results[0]?.path).toBe('/components/button-design');
  });

  it('joins several words into one term', async () => {
    const { json } = await search('button', 'group');
    expect((json as SearchResponse).results[0]?.path).toBe('/components/button/button-group-code');
  });

  it('applies --filter (repeatable), --limit and --dev', async () => {
    const { json } = await search('button', '--filter', '/components', '--filter', '/develop', '--limit', '1', '--dev');
    const response = json as SearchResponse;
    expect(response.results.map((r) => r.path)).toEqual(['/components/button-code']);
    const amount = (link: string) => response.meta.availableFilters.find((f) => f.link === link)?.amount ?? 0;
    expect(response.meta.total).toBe(amount('/components') + amount('/develop'));
  });

  it('shows private pages only with --authorized (SPEC §6)', async () => {
    expect(((await search('zeppelin')).json as SearchResponse).meta.total).toBe(0);
    expect(((await search('zeppelin', '--authorized')).json as SearchResponse).meta.total).toBe(2);
  });

  it('prints numbered results with «marked» matches, tab, url, breadcrumbs and a filter summary', async () => {
    const run = await dsp('search', 'cta', '--data', data);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('1. Button (Design)  /designsystem/components/button-design');
    expect(run.stdout).toContain('Components › Actions');
    expect(run.stdout).toContain('terms: «CTA»\u00a0·\u00a0Call to action');
    expect(run.stdout).toMatch(/filters +Get Started 0 · Foundations 0 · Patterns 0 · Components 2 · Develop 0/);
  });

  it('marks the active filters and the slicing in the summary', async () => {
    const run = await dsp('search', 'button', '--filter', '/components', '--limit', '2', '--data', data);
    expect(run.stdout).toMatch(/found +5 \(showing 2\)/);
    expect(run.stdout).toContain('Components 5 (active)');
  });

  it('says when nothing is found', async () => {
    const run = await dsp('search', 'qqqqqq', '--data', data);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Nothing found for "qqqqqq"...');
  });

  it.each([['0'], ['102'], ['1.5'], ['ten']])('refuses --limit %s with exit 2', async (limit) => {
    const run = await dsp('search', 'button', '--limit', limit, '--data', data);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('expected a whole number from 1 to 101');
  });

  it('refuses a --filter that names no section with exit 2, listing the sections', async () => {
    const run = await dsp('search', 'button', '--filter', '/nope', '--data', data);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      '--filter /nope: expected a section link, one of /get-started, /foundations, /patterns, /components, /develop',
    );
  });

  it('exits 1 naming the missing file and suggesting npx dsp build', async () => {
    const run = await dsp('search', 'button', '--data', empty);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(join(empty, 'search-index.json'));
    expect(run.stderr).toContain('npx dsp build');
  });

  it('exits 1 on an index of another format', async () => {
    const old = mkdtempSync(join(tmpdir(), 'dsp-search-old-'));
    writeFileSync(join(old, 'search-index.json'), JSON.stringify({ formatVersion: 0 }));
    writeFileSync(join(old, 'content.json'), JSON.stringify({ formatVersion: 0 }));
    const run = await dsp('search', 'button', '--data', old);
    rmSync(old, { recursive: true, force: true });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('expected formatVersion 1');
  });

  it('shows help with an example', async () => {
    const run = await dsp('search', '--help');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/\n {2}\$ dsp search /);
  });
});

describe('dsp search --json carries its reasons', () => {
  it('prints the issues as one JSON document when the search data cannot be read', async () => {
    const run = await dsp('search', 'button', '--data', '/nonexistent/harbor-data', '--json');
    expect(run.code).toBe(1);
    const document = JSON.parse(run.stdout) as { issues: { code: string; message: string; position: { argument: string } }[] };
    expect(document.issues.length).toBeGreaterThan(0);
    expect(document.issues[0]).toMatchObject({
      code: expect.any(String),
      message: expect.stringContaining('/nonexistent/harbor-data'),
      position: { argument: '--data' },
    });
  });
});

describe('dsp search: nothing found', () => {
  it('offers Did-you-mean queries and the nearest pages', async () => {
    const run = await dsp('search', 'tooltipqqz', '--data', data);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Nothing found for "tooltipqqz"...');
    expect(run.stdout).toContain('Did you mean: tooltip');
    expect(run.stdout).toContain('Tooltip (Design)  /designsystem/components/tooltip-design');
  });
});

describe('dsp search misses (docs/deploy.md, Search misses)', () => {
  let logs: string;
  beforeAll(() => {
    logs = mkdtempSync(join(tmpdir(), 'dsp-misses-'));
    writeFileSync(
      join(logs, 'a.log'),
      [
        '{"time":"2026-11-26T05:00:00.000Z","level":"info","msg":"search miss","term":"dialogue"}',
        '{"time":"2026-11-26T05:00:01.000Z","level":"info","msg":"request","method":"GET","path":"/designsystem","status":200}',
        '{"time":"2026-11-26T05:00:02.000Z","level":"info","msg":"search miss","term":"Dialogue"}',
        'not json at all',
        '',
      ].join('\n'),
    );
    writeFileSync(join(logs, 'b.log'), 'search miss term="focus ring"\nsearch miss term=dialogue\nGET /x 200\n');
  });
  afterAll(() => rmSync(logs, { recursive: true, force: true }));

  it('counts the misses of several logs, JSON and text lines alike, most frequent first', async () => {
    const run = await dsp('search', 'misses', join(logs, 'a.log'), join(logs, 'b.log'));
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('4 searches found nothing, 2 distinct terms\n3  dialogue\n1  focus ring\n');
  });

  it('prints one JSON document with --json, cut with --top', async () => {
    const run = await dspJson('search', 'misses', join(logs, 'a.log'), join(logs, 'b.log'), '--top', '1');
    expect(run).toEqual({ code: 0, json: { misses: [{ term: 'dialogue', count: 3 }], total: 4 } });
  });

  it('names a log file it cannot read and exits 1', async () => {
    const run = await dsp('search', 'misses', join(logs, 'nope.log'));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('nope.log: cannot be read (ENOENT)');
  });

  it('still searches for other words', async () => {
    const run = await dsp('search', 'tooltip', '--data', data);
    expect(run.stdout).toContain('Tooltip');
  });
});
