/**
 * A page thread (page-thread.ts): colours the code blocks the main thread
 * sends, and parses the batches of pages it is given, with its own Shiki.
 * Requests are answered one at a time, in order.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createCodeHighlighter } from './highlighter';
import { parseMarkdownPage } from './markdown-page';
import type { PageThreadData, PageThreadReply, PageThreadRequest } from './page-thread';

const port = parentPort;
if (port === null) throw new Error('page-thread-worker runs as a worker thread');
const highlight = await createCodeHighlighter((workerData as PageThreadData).languages);

function answer(request: PageThreadRequest): PageThreadReply {
  if (request.kind === 'highlight')
    return { ok: true, kind: 'highlight', lines: request.blocks.map(([code, lang]) => highlight(code, lang)) };
  return { ok: true, kind: 'parse', results: request.files.map((file) => parseMarkdownPage(file.path, file.text, highlight)) };
}

port.on('message', (request: PageThreadRequest) => {
  let reply: PageThreadReply;
  try {
    reply = answer(request);
  } catch (error) {
    reply = { ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});
