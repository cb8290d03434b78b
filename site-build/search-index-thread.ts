/**
 * Builds and serialises the search index of a content build (core/search/build-search-index.ts) beside the rest:
 * in the bundled CLI in a thread of its own (search-index-worker.ts), while this thread serialises the content
 * bundle, the other long single-threaded step at the end of a build (docs/performance.md, Builds); without the
 * bundled worker script (tests run the TypeScript sources) in this thread. The text is the same either way.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildSearchIndex, type TermCounts } from '../core/search/build-search-index';
import type { SearchDocument } from '../core/search/search-document';
import type { SynonymGroup } from '../core/search/search-synonyms';

// The bundle puts the worker script in dist/cli/ and this code in a chunk in dist/cli/chunks/ (scripts/bundle-cli.mjs).
const WORKER_SCRIPT = new URL('../search-index-worker.js', import.meta.url);

export interface IndexThreadRequest {
  readonly documents: readonly SearchDocument[];
  readonly synonyms: readonly SynonymGroup[];
}

export type IndexThreadReply = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly error: string };

export interface SearchIndexThread {
  /** The search index's JSON text. `countsOf` spares this thread counting words again; a thread counts its own. Call once. */
  readonly text: (
    documents: readonly SearchDocument[],
    synonyms: readonly SynonymGroup[],
    countsOf?: (document: SearchDocument) => TermCounts,
  ) => Promise<string>;
  /** Stops the thread when the build ends without asking (it keeps the process alive until then). */
  readonly stop: () => void;
}

/** Started when the build starts, so that the thread has loaded its code by the time the documents are ready. */
export function startSearchIndexThread(): SearchIndexThread {
  if (!existsSync(fileURLToPath(WORKER_SCRIPT)))
    return {
      text: (documents, synonyms, countsOf) => Promise.resolve(JSON.stringify(buildSearchIndex(documents, synonyms, countsOf))),
      stop: () => {},
    };
  const worker = new Worker(WORKER_SCRIPT);
  const reply = new Promise<string>((resolve, reject) => {
    worker.once('message', (answer: IndexThreadReply) => {
      void worker.terminate();
      if (answer.ok) resolve(answer.text);
      else reject(new Error(`building the search index failed: ${answer.error}`));
    });
    worker.once('error', (error) => reject(new Error(`building the search index failed: ${error.message}`)));
    worker.once('exit', (code) => reject(new Error(`the search index thread stopped early (exit code ${code})`)));
  });
  // A build that stops the thread unasked does not wait for it, nor report its end.
  reply.catch(() => {});
  return {
    text(documents, synonyms) {
      const request: IndexThreadRequest = { documents, synonyms };
      worker.postMessage(request);
      return reply;
    },
    stop: () => void worker.terminate(),
  };
}
