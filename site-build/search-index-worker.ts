/**
 * The search index of a content build in a thread of its own (search-index-thread.ts): builds it from the
 * documents and synonyms it is sent, and answers once with its JSON text.
 */
import { parentPort } from 'node:worker_threads';
import { buildSearchIndex } from '../core/search/build-search-index';
import type { IndexThreadReply, IndexThreadRequest } from './search-index-thread';

const port = parentPort;
if (port === null) throw new Error('search-index-worker runs as a worker thread');

port.once('message', (request: IndexThreadRequest) => {
  let reply: IndexThreadReply;
  try {
    reply = { ok: true, text: JSON.stringify(buildSearchIndex(request.documents, request.synonyms)) };
  } catch (error) {
    reply = { ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});
