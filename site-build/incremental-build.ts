/**
 * The content build of the dev server (`npm run dev`). The first build parses every page as `dsp build` does (pages
 * parsed by an earlier run come from the disk cache of parsed pages, parse-cache.ts); after
 * that a save re-reads and re-parses only the saved files and assembles the rest from memory (assembly-memory.ts): when
 * the saved pages kept their place, front matter and headings, the navigation and every other page's record and search
 * record are the ones before, and only the saved pages' are made again; otherwise they are put together whole. Each
 * page's reference problems and each search document's tokens are remembered while nothing they depend on changed,
 * and each code block's colours while its code is the same, so every page that depends on the edited one is up to date
 * at little cost. A page that stops parsing keeps its last good version in the bundle while
 * its error is reported. Live examples and props tables are type-checked in the background, and only when a save
 * brings code or a component name the last check did not cover: a prose edit on a page with examples is shown at
 * once with its example problems at their new lines, and a code edit's problems follow when the check is done.
 */
import { DEFAULT_TOKENS_DIR } from '../core/content/build-output';
import type { TermCounts } from '../core/search/build-search-index';
import type { SearchDocument } from '../core/search/search-document';
import { loadTokens, type LoadedTokens } from '../tokens/build/load-tokens';
import { createAssemblyMemory } from './assembly-memory';
import { assembleContent, locateFiles, pagesOf, type ContentBuild } from './build-content';
import { fenceLanguagesOf } from './code-languages';
import type { ComponentTypes } from './component-types';
import { startComponentTypes } from './component-types-thread';
import { readContentTree, rereadContentFiles, type ContentFile, type ContentTree } from './content-fs';
import type { Highlight } from './hast-to-content';
import { liveContentFrom, liveInputsOf, liveIssuesFrom, type LiveContent, type LivePages } from './live-content';
import { parseMarkdownPage, type ParsedPageResult } from './markdown-page';
import { parsePages } from './parse-pages';
import { loadTokensCached } from './token-cache';

interface ParsedFile {
  readonly text: string;
  readonly result: ParsedPageResult;
  /** The last result of this file that had a page, served while the file does not parse. */
  readonly lastGood: ParsedPageResult | null;
}

/** Milliseconds of each step of an update, for the dev server's log and the bench. */
export interface UpdateTimings {
  readonly readMs: number;
  readonly parseMs: number;
  readonly assembleMs: number;
}

export interface IncrementalUpdate {
  readonly build: ContentBuild;
  /** Content-relative paths of the pages re-parsed by this update. */
  readonly reparsed: readonly string[];
  readonly timings: UpdateTimings;
}

export interface UpdateRequest {
  /** Whether the token folder changed (it is then loaded again), or the tokens the caller loaded from it. */
  readonly tokens?: boolean | LoadedTokens;
  /** Content-relative paths saved since the last update; without them the whole content folder is read again. */
  readonly saved?: readonly string[];
}

export interface IncrementalBuild {
  readonly current: () => ContentBuild;
  /** The first build's steps: reading the tokens and the folder, parsing (or the parse cache), type-checking and assembling. */
  readonly firstBuildTimings: UpdateTimings;
  /** Reads what was saved (and the tokens when `tokens` is true) and rebuilds what changed. */
  readonly update: (request?: UpdateRequest) => Promise<IncrementalUpdate>;
  /**
   * Checks the live examples and props tables of the current pages, then reassembles; resolves with null when
   * another update came meanwhile (its own check follows) or nothing needs checking.
   */
  readonly checkLiveContent: () => Promise<ContentBuild | null>;
  /** Whether the current pages hold example code or component names the last check did not cover. */
  readonly liveContentChanged: () => boolean;
  /** The search documents' token counts, remembered across updates, for building the search index. */
  readonly termCounts: (document: SearchDocument) => TermCounts;
}

export interface IncrementalBuildOptions {
  readonly contentDir: string;
  readonly tokensDir?: string;
  /**
   * When the highlighter for the first save is loaded (at once without it). Loading Shiki's grammars holds the
   * thread for a few hundred milliseconds: the dev server passes its first answer, so the first page is not behind it.
   */
  readonly warmUpAfter?: Promise<unknown>;
}

/** A finished TypeScript check and what it covered. */
interface LiveCheck {
  readonly types: ComponentTypes;
  readonly examples: ReadonlySet<string>;
  readonly components: ReadonlySet<string>;
}

const noLiveContent: LiveContent = { issues: [], fill: (body) => [...body] };

/** Code blocks whose colours a session keeps; past this many the memory starts again. */
const REMEMBERED_BLOCKS = 2000;

/**
 * `highlight`, remembering each block's coloured lines by its language and code: a save colours again only the code
 * blocks it changed (Shiki took a fifth of a save on a page with code, for blocks the edit left alone).
 */
function remembered(highlight: Highlight): Highlight {
  const known = new Map<string, ReturnType<Highlight>>();
  return (code, lang) => {
    const key = `${lang}\u0000${code}`;
    const found = known.get(key);
    if (found !== undefined) return found;
    const lines = highlight(code, lang);
    if (known.size >= REMEMBERED_BLOCKS) known.clear();
    known.set(key, lines);
    return lines;
  };
}

/** Whether the check answered for every example and props table of the pages. */
function covers(check: LiveCheck | null, pages: LivePages): boolean {
  const { examples, components } = liveInputsOf(pages);
  if (examples.length === 0 && components.length === 0) return true;
  return (
    check !== null && examples.every((example) => check.examples.has(example.id)) && components.every((name) => check.components.has(name))
  );
}

async function checkPages(files: readonly ContentFile[], pages: LivePages): Promise<LiveCheck | null> {
  const job = startComponentTypes(files);
  const { examples, components } = liveInputsOf(pages);
  if (job === null || (examples.length === 0 && components.length === 0)) {
    job?.cancel();
    return null;
  }
  const types = await job.read(examples, components);
  return { types, examples: new Set(examples.map((example) => example.id)), components: new Set(components) };
}

export async function startIncrementalBuild(options: IncrementalBuildOptions): Promise<IncrementalBuild> {
  const tokensDir = options.tokensDir ?? DEFAULT_TOKENS_DIR;
  const memory = createAssemblyMemory();
  const started = performance.now();
  // From the disk cache when the token files are unchanged: resolving them held the start for most of a second.
  let tokens: LoadedTokens = await loadTokensCached(tokensDir);
  let tree: ContentTree = readContentTree(options.contentDir);
  const parsed = new Map<string, ParsedFile>();
  let checked: LiveCheck | null = null;
  let live: LiveContent = noLiveContent;
  let generation = 0;
  let liveChanged = false;

  // The files with a page path, worked out once per tree: a save asks for them twice, and on a large site each time
  // works out every file's location.
  let located: { readonly tree: ContentTree; readonly files: readonly ContentFile[] } | null = null;
  const parseable = (): readonly ContentFile[] => {
    if (located?.tree !== tree)
      located = {
        tree,
        files: locateFiles(tree)
          .filter((entry) => entry.location.ok)
          .map((entry) => entry.file),
      };
    return located.files;
  };
  const currentPages = (): LivePages => pagesOf(new Map([...parsed].map(([path, entry]) => [path, entry.result])));

  // The highlighter loads Shiki's grammars, which takes a second or two: it is made once, and again only when a save
  // brings a language it lacks. The first one is started after the first build (or warmUpAfter), so the first save
  // does not wait for it.
  let highlighter: Promise<{ readonly languages: ReadonlySet<string>; readonly highlight: Highlight }> | null = null;
  const highlightFor = async (files: readonly ContentFile[]): Promise<Highlight> => {
    const wanted = fenceLanguagesOf(files.map((file) => file.text));
    const known = highlighter === null ? null : await highlighter;
    if (known === null || wanted.some((language) => !known.languages.has(language))) {
      const languages = new Set([...(known?.languages ?? []), ...wanted]);
      highlighter = import('./highlighter').then(async ({ createCodeHighlighter }) => ({
        languages,
        highlight: remembered(await createCodeHighlighter([...languages])),
      }));
    }
    return (await (highlighter as NonNullable<typeof highlighter>)).highlight;
  };

  const store = (file: ContentFile, result: ParsedPageResult) => {
    const previous = parsed.get(file.path);
    parsed.set(file.path, { text: file.text, result, lastGood: result.page !== null ? result : (previous?.lastGood ?? null) });
  };

  const assemble = (): ContentBuild => {
    const results = new Map<string, ParsedPageResult>();
    for (const file of parseable()) {
      const entry = parsed.get(file.path);
      if (entry === undefined) continue;
      // A page that does not parse now is served as it last parsed; its errors are reported all the same.
      const served =
        entry.result.page === null && entry.lastGood !== null ? { ...entry.lastGood, issues: entry.result.issues } : entry.result;
      results.set(file.path, served);
    }
    return assembleContent({ tree, parsed: results, live, tokens, contentDir: options.contentDir, memory });
  };

  // The first build: every page, on the page threads when the bundled CLI runs this.
  const files = parseable();
  const read = performance.now();
  const first = await parsePages(files);
  for (const [index, file] of files.entries()) store(file, first[index] as ParsedPageResult);
  const parsedAt = performance.now();
  checked = await checkPages(files, currentPages());
  live = checked === null ? noLiveContent : liveContentFrom(currentPages(), checked.types);
  let current = assemble();
  const firstBuildTimings: UpdateTimings = {
    readMs: Math.round(read - started),
    parseMs: Math.round(parsedAt - read),
    assembleMs: Math.round(performance.now() - parsedAt),
  };
  const warmUp = () =>
    void highlightFor(files).catch(() => {
      // A highlighter that cannot load now is tried again, and its error reported, by the first save.
      highlighter = null;
    });
  if (options.warmUpAfter === undefined) warmUp();
  // A save before the warm-up loads the highlighter itself; the warm-up then finds it made.
  else void options.warmUpAfter.then(warmUp, warmUp);

  return {
    current: () => current,
    firstBuildTimings,
    async update(request = {}) {
      generation += 1;
      const started = performance.now();
      if (request.tokens === true) tokens = await loadTokens(tokensDir);
      else if (typeof request.tokens === 'object') tokens = request.tokens;
      tree =
        request.saved === undefined || request.saved.length === 0
          ? readContentTree(options.contentDir, tree.commitDates)
          : rereadContentFiles(options.contentDir, tree, request.saved);
      const read = performance.now();
      const files = parseable();
      const present = new Set(files.map((file) => file.path));
      for (const path of parsed.keys()) if (!present.has(path)) parsed.delete(path);
      const changed = files.filter((file) => parsed.get(file.path)?.text !== file.text);
      if (changed.length > 0) {
        const highlight = await highlightFor(changed);
        for (const file of changed) store(file, parseMarkdownPage(file.path, file.text, highlight));
      }
      const parsedAt = performance.now();
      const pages = currentPages();
      liveChanged = !covers(checked, pages);
      // Covered: the problems move with their examples. Not covered: until the background check answers, the edited
      // pages' example problems are unknown rather than stale.
      // The same check fills the props tables the same way: its fill is kept, so pages' filled bodies stay remembered,
      // and so is the component manifest it made, until the background check answers.
      if (!liveChanged && checked !== null) live = { ...live, issues: liveIssuesFrom(pages, checked.types) };
      else {
        const changedPaths = new Set(changed.map((file) => file.path));
        live = { ...live, issues: live.issues.filter((issue) => !changedPaths.has(issue.file)) };
      }
      current = assemble();
      const timings = {
        readMs: Math.round(read - started),
        parseMs: Math.round(parsedAt - read),
        assembleMs: Math.round(performance.now() - parsedAt),
      };
      return { build: current, reparsed: changed.map((file) => file.path), timings };
    },
    async checkLiveContent() {
      const started = generation;
      const check = await checkPages(parseable(), currentPages());
      if (started !== generation) return null;
      checked = check;
      live = check === null ? noLiveContent : liveContentFrom(currentPages(), check.types);
      liveChanged = false;
      current = assemble();
      return current;
    },
    liveContentChanged: () => liveChanged,
    termCounts: memory.termCounts,
  };
}
