/**
 * The main thread's side of a page thread (page-thread-worker.ts), which
 * colours code blocks with Shiki and parses batches of pages (the build
 * budgets). Pages the main thread parses carry empty placeholder lines in
 * their code blocks; `colour` has them filled, in place, with exactly what the
 * in-thread highlighter would have produced.
 */
import { Worker } from 'node:worker_threads';
import type { CodeToken, ContentNode } from '../core/bundle';
import type { ContentFile } from './content-fs';
import type { Highlight } from './hast-to-content';
import type { ParsedPageResult } from './markdown-page';

export type PageThreadRequest =
  | { readonly kind: 'highlight'; readonly blocks: readonly (readonly [code: string, lang: string])[] }
  | { readonly kind: 'parse'; readonly files: readonly ContentFile[] };

export type PageThreadReply =
  | { readonly ok: true; readonly kind: 'highlight'; readonly lines: CodeToken[][][] }
  | { readonly ok: true; readonly kind: 'parse'; readonly results: ParsedPageResult[] }
  | { readonly ok: false; readonly error: string };

export interface PageThread {
  /**
   * Has every code block of a body parsed with `placeholderHighlight` coloured; resolves once they all are (never, if
   * the thread fails: `finish` says so).
   */
  colour(body: readonly ContentNode[]): Promise<void>;
  /** Has a batch of pages parsed; the results go to `onParsed` with the index of the first. */
  parse(start: number, files: readonly ContentFile[]): void;
  /** Requests sent and not answered yet. */
  outstanding(): number;
  /** Resolves once every request is answered, and stops the thread. */
  finish(): Promise<void>;
}

export interface PageThreadEvents {
  readonly onParsed: (start: number, results: readonly ParsedPageResult[]) => void;
  /** After each reply, so the caller can send more work; also after a failure. */
  readonly onAnswered: () => void;
}

/** Parses without colouring: each code block gets an empty array that `colour` fills later. */
export const placeholderHighlight: Highlight = () => [];

function fill(placeholder: CodeToken[][], lines: readonly CodeToken[][]): void {
  // A loop rather than push(...lines): a long code block would overflow the argument stack.
  for (const line of lines) placeholder.push(line);
}

/** Structured cloning gives objects a prototype; field lines have none, so a '__proto__' field stays a field. */
function withNullPrototypeFields(result: ParsedPageResult): ParsedPageResult {
  if (result.page === null) return result;
  const fieldLines = Object.assign(Object.create(null) as Record<string, number>, result.page.fieldLines);
  return { ...result, page: { ...result.page, fieldLines } };
}

/** What a page thread starts with: the grammars its highlighter loads. */
export interface PageThreadData {
  readonly languages: readonly string[];
}

export function startPageThread(script: URL, languages: readonly string[], events: PageThreadEvents): PageThread {
  const workerData: PageThreadData = { languages };
  const worker = new Worker(script, { workerData });
  let failure: Error | null = null;
  let stopped = false;
  let settle: (() => void) | null = null;
  const waiting = new Map<string, CodeToken[][][]>();
  const coloured = new Map<string, CodeToken[][]>();
  // The worker answers one request at a time, in order: per request, the keys of its blocks or the index of its first page.
  const sent: (string[] | number)[] = [];
  let answered = 0;
  // Bodies waiting for their colours: each is whole once this many requests are answered.
  const colouring: { readonly upTo: number; readonly done: () => void }[] = [];

  const stop = (error: Error | null) => {
    if (!stopped) failure ??= error;
    stopped = true;
    void worker.terminate();
    settle?.();
  };
  const onReply = (reply: PageThreadReply) => {
    const request = sent.shift();
    if (!reply.ok || request === undefined) {
      stop(new Error(`a page thread failed: ${reply.ok ? 'unexpected reply' : reply.error}`));
    } else if (reply.kind === 'parse' && typeof request === 'number') {
      events.onParsed(request, reply.results.map(withNullPrototypeFields));
    } else if (reply.kind === 'highlight' && typeof request !== 'number') {
      request.forEach((key, index) => {
        const lines = reply.lines[index] ?? [];
        coloured.set(key, lines);
        for (const placeholder of waiting.get(key) ?? []) fill(placeholder, lines);
        waiting.delete(key);
      });
    }
    answered += 1;
    while (colouring.length > 0 && (colouring[0]?.upTo ?? 0) <= answered) colouring.shift()?.done();
    if (sent.length === 0) settle?.();
    events.onAnswered();
  };
  worker.on('message', onReply);
  worker.on('error', (error) => stop(error));
  worker.on('exit', (code) => stop(new Error(`a page thread stopped early (exit code ${code})`)));

  const send = (request: PageThreadRequest, bookkeeping: string[] | number) => {
    if (stopped) return;
    worker.postMessage(request);
    sent.push(bookkeeping);
  };

  /** Gathers a body's blocks not asked for yet; `waits.onOthers` tells whether some wait on blocks asked for already. */
  const visit = (nodes: readonly ContentNode[], blocks: [string, string][], keys: string[], waits: { onOthers: boolean }) => {
    for (const node of nodes) {
      if (node.type === 'element' || node.type === 'heading' || node.type === 'link') visit(node.children, blocks, keys, waits);
      if (node.type !== 'code' && node.type !== 'example') continue;
      const lang = node.type === 'code' ? node.lang : 'tsx';
      const key = `${lang}\u0000${node.code}`;
      // The placeholder is placeholderHighlight's own array, so it may be filled.
      const placeholder = node.lines as CodeToken[][];
      const lines = coloured.get(key);
      const others = waiting.get(key);
      if (lines !== undefined) fill(placeholder, lines);
      else if (others !== undefined) {
        others.push(placeholder);
        waits.onOthers = true;
      } else {
        waiting.set(key, [placeholder]);
        blocks.push([node.code, lang]);
        keys.push(key);
      }
    }
  };

  return {
    colour(body) {
      const blocks: [string, string][] = [];
      const keys: string[] = [];
      const waits = { onOthers: false };
      visit(body, blocks, keys, waits);
      if (blocks.length > 0) send({ kind: 'highlight', blocks }, keys);
      // Its blocks are in the requests sent so far (requests are answered in order), or were coloured already.
      if (blocks.length === 0 && !waits.onOthers) return Promise.resolve();
      const upTo = answered + sent.length;
      return new Promise<void>((done) => colouring.push({ upTo, done }));
    },
    parse(start, files) {
      send({ kind: 'parse', files }, start);
    },
    outstanding: () => (stopped ? Number.POSITIVE_INFINITY : sent.length),
    async finish() {
      if (!stopped && sent.length > 0) await new Promise<void>((resolve) => (settle = resolve));
      stop(null);
      if (failure !== null) throw failure;
    },
  };
}
