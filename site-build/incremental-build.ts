/**
 * The content build of the dev server (`npm run dev`). The first build parses every page as `dsp build` does; after
 * that a save re-parses only the files whose text changed and assembles the rest from memory: navigation, references
 * and links, search records and the bundle are recomputed whole, which takes milliseconds, so every page that depends
 * on the edited one is up to date too. A page that stops parsing keeps its last good version in the bundle while its
 * error is reported. The TypeScript check of live examples and props tables runs in the background: a save is shown
 * at once with the last known props tables, and the example problems follow when the check is done.
 */
import { DEFAULT_TOKENS_DIR } from '../core/build/build-output';
import { loadTokens, type LoadedTokens } from '../cli/tokens/load-tokens';
import { assembleContent, locateFiles, pagesOf, type ContentBuild } from './build-content';
import { fenceLanguagesOf } from './code-languages';
import { mayHoldLiveContent } from './component-types-cache';
import { startComponentTypes } from './component-types-thread';
import { readContentTree, type ContentFile, type ContentTree } from './content-fs';
import type { Highlight } from './hast-to-content';
import { checkLiveContent, type LiveContent } from './live-content';
import { parseMarkdownPage, type ParsedPageResult } from './markdown-page';
import { parsePages } from './parse-pages';

interface ParsedFile {
  readonly text: string;
  readonly result: ParsedPageResult;
  /** The last result of this file that had a page, served while the file does not parse. */
  readonly lastGood: ParsedPageResult | null;
}

export interface IncrementalUpdate {
  readonly build: ContentBuild;
  /** Content-relative paths of the pages re-parsed by this update. */
  readonly reparsed: readonly string[];
}

export interface IncrementalBuild {
  readonly current: () => ContentBuild;
  /** Re-reads the content folder (and the tokens when `tokens` is true) and rebuilds what changed. */
  readonly update: (options?: { readonly tokens?: boolean }) => Promise<IncrementalUpdate>;
  /**
   * Checks the live examples and props tables of the current pages, then reassembles; resolves with null when
   * another update came meanwhile (its own check follows) or nothing needs checking.
   */
  readonly checkLiveContent: () => Promise<ContentBuild | null>;
  /** Whether the last update changed a page that may hold a live example or a props table. */
  readonly liveContentChanged: () => boolean;
}

export interface IncrementalBuildOptions {
  readonly contentDir: string;
  readonly tokensDir?: string;
}

const noLiveContent: LiveContent = { issues: [], fill: (body) => [...body] };

export async function startIncrementalBuild(options: IncrementalBuildOptions): Promise<IncrementalBuild> {
  const tokensDir = options.tokensDir ?? DEFAULT_TOKENS_DIR;
  let tokens: LoadedTokens = await loadTokens(tokensDir);
  let tree: ContentTree = readContentTree(options.contentDir);
  const parsed = new Map<string, ParsedFile>();
  let live: LiveContent = noLiveContent;
  let generation = 0;
  let liveChanged = false;
  let highlighter: { readonly languages: Set<string>; readonly highlight: Highlight } | null = null;

  const parseable = () =>
    locateFiles(tree)
      .filter((entry) => entry.location.ok)
      .map((entry) => entry.file);

  const highlightFor = async (files: readonly ContentFile[]): Promise<Highlight> => {
    const wanted = fenceLanguagesOf(files.map((file) => file.text));
    if (highlighter === null || wanted.some((language) => !highlighter?.languages.has(language))) {
      const languages = new Set([...(highlighter?.languages ?? []), ...wanted]);
      const { createCodeHighlighter } = await import('./highlighter');
      highlighter = { languages, highlight: await createCodeHighlighter([...languages]) };
    }
    return highlighter.highlight;
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
    return assembleContent({ tree, parsed: results, live, tokens, contentDir: options.contentDir });
  };

  // The first build: every page, on the page threads when the bundled CLI runs this.
  const files = parseable();
  const first = await parsePages(files);
  for (const [index, file] of files.entries()) store(file, first[index] as ParsedPageResult);
  const job = startComponentTypes(files);
  live = await checkLiveContent(pagesOf(new Map([...parsed].map(([path, entry]) => [path, entry.result]))), job);
  let current = assemble();

  return {
    current: () => current,
    async update(update = {}) {
      generation += 1;
      if (update.tokens === true) tokens = await loadTokens(tokensDir);
      tree = readContentTree(options.contentDir, tree.commitDates);
      const files = parseable();
      const present = new Set(files.map((file) => file.path));
      for (const path of parsed.keys()) if (!present.has(path)) parsed.delete(path);
      const changed = files.filter((file) => parsed.get(file.path)?.text !== file.text);
      if (changed.length > 0) {
        const highlight = await highlightFor(changed);
        for (const file of changed) store(file, parseMarkdownPage(file.path, file.text, highlight));
      }
      const changedPaths = new Set(changed.map((file) => file.path));
      liveChanged = changed.some((file) => mayHoldLiveContent(file.text));
      // Until the background check answers, the edited pages' example problems are unknown rather than stale.
      live = { issues: live.issues.filter((issue) => !changedPaths.has(issue.file)), fill: live.fill };
      current = assemble();
      return { build: current, reparsed: [...changedPaths] };
    },
    async checkLiveContent() {
      const started = generation;
      const files = parseable();
      const results = new Map([...parsed].map(([path, entry]) => [path, entry.result]));
      const checked = await checkLiveContent(pagesOf(results), startComponentTypes(files));
      if (started !== generation) return null;
      live = checked;
      liveChanged = false;
      current = assemble();
      return current;
    },
    liveContentChanged: () => liveChanged,
  };
}
