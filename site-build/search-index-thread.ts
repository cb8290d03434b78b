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

/** The search index's JSON text. `countsOf` spares this thread counting words again; the thread counts its own. */
export function searchIndexText(
  documents: readonly SearchDocument[],
  synonyms: readonly SynonymGroup[],
  countsOf?: (document: SearchDocument) => TermCounts,
): Promise<string> {
  if (!existsSync(fileURLToPath(WORKER_SCRIPT))) return Promise.resolve(JSON.stringify(buildSearchIndex(documents, synonyms, countsOf)));
  const worker = new Worker(WORKER_SCRIPT);
  return new Promise<string>((resolve, reject) => {
    worker.once('message', (reply: IndexThreadReply) => {
      void worker.terminate();
      if (reply.ok) resolve(reply.text);
      else reject(new Error(`building the search index failed: ${reply.error}`));
    });
    worker.once('error', (error) => reject(new Error(`building the search index failed: ${error.message}`)));
    worker.once('exit', (code) => reject(new Error(`the search index thread stopped early (exit code ${code})`)));
    const request: IndexThreadRequest = { documents, synonyms };
    worker.postMessage(request);
  });
}
