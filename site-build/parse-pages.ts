/**
 * Parses every page of a build on every core (docs/performance.md: build budgets). In the
 * bundled CLI this thread parses Markdown while a page thread colours its code
 * blocks, and the page threads parse batches of pages too whenever they have
 * nothing else to do. Results land at their page's index, so the output does
 * not depend on which thread did what. Without the bundled worker script
 * (tests run the TypeScript sources), everything runs in this thread.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { fenceLanguagesOf } from './code-languages';
import type { ContentFile } from './content-fs';
import { parseMarkdownPage, type ParsedPageResult } from './markdown-page';
import { openParseCache } from './parse-cache';
import { placeholderHighlight, startPageThread, type PageThread } from './page-thread';

// Small, so that the threads finish together and colouring requests wait little behind a batch.
const THREAD_BATCH_PAGES = 4;
// Requests queued per page thread, so it never waits for this thread to hand out the next batch.
const THREAD_QUEUE = 2;
// An extra page thread loads and warms up the parser and Shiki again; below this many pages each, that costs more than it saves.
const PAGES_PER_EXTRA_THREAD = 500;

// The bundle puts the worker script in dist/cli/ and this code in a chunk in dist/cli/chunks/ (scripts/bundle-cli.mjs).
const WORKER_SCRIPT = new URL('../page-thread-worker.js', import.meta.url);

async function parseInThisThread(
  files: readonly ContentFile[],
  languages: readonly string[],
  onParsed?: (done: number) => void,
  onResult?: (index: number, result: ParsedPageResult) => void,
): Promise<ParsedPageResult[]> {
  const { createCodeHighlighter } = await import('./highlighter');
  const highlight = await createCodeHighlighter(languages);
  return files.map((file, index) => {
    onParsed?.(index + 1);
    const result = parseMarkdownPage(file.path, file.text, highlight);
    onResult?.(index, result);
    return result;
  });
}

/** One thread colours and parses; more only pay off on larger builds with cores to spare. */
function threadCount(pageCount: number): number {
  return 1 + Math.max(0, Math.min(availableParallelism() - 2, Math.floor(pageCount / PAGES_PER_EXTRA_THREAD)));
}

/**
 * Parses every file, or takes its result from the disk cache of parsed pages (parse-cache.ts) when its text was
 * parsed before; `onParsed` is told each count of pages done, one by one. The result at index i is the result of
 * files[i]. The pages parsed here are stored for the next run.
 */
export async function parsePages(files: readonly ContentFile[], onParsed?: (done: number) => void): Promise<ParsedPageResult[]> {
  const cache = openParseCache([new URL(import.meta.url), WORKER_SCRIPT]);
  const results = files.map((file) => cache?.read(file));
  const missing = files.filter((_, index) => results[index] === undefined);
  const cached = files.length - missing.length;
  for (let done = 1; done <= cached; done += 1) onParsed?.(done);
  // Each page is stored as soon as it is whole, most while the threads are still parsing: the page threads then take
  // the batches this thread leaves, where writing them all after the parse left the other core idle.
  const store =
    cache === null ? undefined : (index: number, result: ParsedPageResult) => cache.write(missing[index] as ContentFile, result);
  const parsed =
    missing.length === 0 ? [] : await parseAll(missing, onParsed === undefined ? undefined : (done) => onParsed(cached + done), store);
  let next = 0;
  const merged = results.map((result) => result ?? (parsed[next++] as ParsedPageResult));
  if (cache !== null && missing.length > 0) cache.prune(files);
  return merged;
}

async function parseAll(
  files: readonly ContentFile[],
  onParsed?: (done: number) => void,
  onResult?: (index: number, result: ParsedPageResult) => void,
): Promise<ParsedPageResult[]> {
  // The grammars to load: those the pages name, found before any thread starts its highlighter.
  const languages = fenceLanguagesOf(files.map((file) => file.text));
  if (files.length === 0 || !existsSync(fileURLToPath(WORKER_SCRIPT))) return parseInThisThread(files, languages, onParsed, onResult);

  const results: ParsedPageResult[] = new Array<ParsedPageResult>(files.length);
  let next = 0;
  let done = 0;
  const store = (start: number, batch: readonly ParsedPageResult[]) => {
    batch.forEach((result, offset) => {
      results[start + offset] = result;
      onParsed?.(++done);
    });
  };
  // A page thread's results are whole at once; this thread's once the page thread has coloured their code.
  const storeWhole = (start: number, batch: readonly ParsedPageResult[]) => {
    store(start, batch);
    for (const [offset, result] of batch.entries()) onResult?.(start + offset, result);
  };
  const threads: PageThread[] = [];
  const feed = () => {
    for (const thread of threads) {
      while (thread.outstanding() < THREAD_QUEUE && next < files.length) {
        const start = next;
        next = Math.min(files.length, next + THREAD_BATCH_PAGES);
        thread.parse(start, files.slice(start, next));
      }
    }
  };
  for (let count = threadCount(files.length); threads.length < count; )
    threads.push(startPageThread(WORKER_SCRIPT, languages, { onParsed: storeWhole, onAnswered: feed }));
  const [colourer] = threads as [PageThread];

  let failure: unknown = null;
  try {
    feed();
    while (next < files.length) {
      const index = next++;
      const file = files[index] as ContentFile;
      const result = parseMarkdownPage(file.path, file.text, placeholderHighlight);
      store(index, [result]);
      if (result.page === null) onResult?.(index, result);
      else void colourer.colour(result.page.body).then(() => onResult?.(index, result));
      // Lets the page threads' replies in, and their next batches out.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  } catch (error) {
    failure = error;
    // The page threads get no more batches.
    next = files.length;
  }
  for (const thread of threads) {
    try {
      await thread.finish();
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure !== null) throw failure;
  return results;
}
