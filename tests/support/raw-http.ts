/**
 * A raw HTTP/1.1 client over a TCP socket, for tests that must send what
 * fetch and node:http would refuse or normalise: dot segments, raw bytes in
 * the request line, several headers of one name, huge cookie headers. One
 * connection per request (`Connection: close`), read to the end; the answer
 * is parsed with its status, headers (all values of each name), body
 * (chunked and gzip decoded) and the time it took.
 */
import { connect } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface RawRequest {
  readonly method?: string;
  /** The request target exactly as sent; each character's code (0-255) becomes one byte. */
  readonly target: string;
  /** Header lines in order; a name may repeat. Host and Connection are added. */
  readonly headers?: readonly (readonly [string, string])[];
  readonly timeoutMs?: number;
  /** The loopback address to connect from (all of 127.0.0.0/8 is local on Linux), to play a reader other than 127.0.0.1. */
  readonly localAddress?: string;
}

export interface RawResponse {
  readonly status: number;
  /** Lower-case name -> every value, in order. */
  readonly headers: ReadonlyMap<string, readonly string[]>;
  /** The decoded body (chunked and gzip undone). */
  readonly body: Buffer;
  readonly text: string;
  /** From the first byte written to the last byte read. */
  readonly ms: number;
}

export class RawHttpError extends Error {
  constructor(
    message: string,
    readonly code: string,
    /** Bytes received before the failure (0: the server never answered). */
    readonly received: number,
  ) {
    super(message);
  }
}

const CRLF = '\r\n';

/** The value of a header, its values joined with ', ' (undefined when absent). */
export function headerOf(response: RawResponse, name: string): string | undefined {
  return response.headers.get(name.toLowerCase())?.join(', ');
}

export function rawRequest(port: number, request: RawRequest, host = '127.0.0.1'): Promise<RawResponse> {
  const method = request.method ?? 'GET';
  const lines = [`${method} ${request.target} HTTP/1.1`, `Host: ${host.includes(':') ? `[${host}]` : host}:${port}`];
  for (const [name, value] of request.headers ?? []) lines.push(`${name}: ${value}`);
  lines.push('Connection: close', '', '');
  const bytes = Buffer.from(lines.join(CRLF), 'latin1');
  const timeoutMs = request.timeoutMs ?? 10_000;

  return new Promise((resolveResponse, reject) => {
    const started = performance.now();
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const socket = connect({ host, port, ...(request.localAddress === undefined ? {} : { localAddress: request.localAddress }) });
    const timer = setTimeout(() => {
      finish(new RawHttpError(`no complete answer within ${timeoutMs} ms`, 'TIMEOUT', received));
      socket.destroy();
    }, timeoutMs);
    const finish = (outcome: RawResponse | RawHttpError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (outcome instanceof RawHttpError) reject(outcome);
      else resolveResponse(outcome);
    };
    // Written without a half-close: Node's server takes a client's FIN as an abort of what it has not answered yet.
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      received += chunk.length;
    });
    const parseReceived = (failure?: NodeJS.ErrnoException) => {
      try {
        finish(parseResponse(Buffer.concat(chunks), method, performance.now() - started));
      } catch (error) {
        // A server that answers early (431) and closes while we still send causes a reset after a whole answer: that answer counts.
        finish(
          failure === undefined
            ? new RawHttpError((error as Error).message, 'BAD_RESPONSE', received)
            : new RawHttpError(failure.message, failure.code ?? 'ERROR', received),
        );
      }
    };
    socket.on('error', (error: NodeJS.ErrnoException) => parseReceived(error));
    socket.on('close', () => parseReceived());
  });
}

function parseResponse(raw: Buffer, method: string, ms: number): RawResponse {
  const end = raw.indexOf('\r\n\r\n');
  if (end === -1) throw new Error(`incomplete response head (${raw.length} bytes)`);
  const [statusLine = '', ...headerLines] = raw.subarray(0, end).toString('latin1').split(CRLF);
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1];
  if (status === undefined) throw new Error(`bad status line ${JSON.stringify(statusLine)}`);
  const headers = new Map<string, string[]>();
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  let body = raw.subarray(end + 4);
  const noBody = method === 'HEAD' || status === '204' || status === '304';
  if (noBody) body = Buffer.alloc(0);
  else if (headers.get('transfer-encoding')?.some((value) => value.toLowerCase().includes('chunked'))) body = unchunk(body);
  else {
    const length = headers.get('content-length')?.[0];
    if (length !== undefined) {
      if (body.length < Number(length)) throw new Error(`body cut short: ${body.length} of ${length} bytes`);
      body = body.subarray(0, Number(length));
    }
  }
  if (!noBody && headers.get('content-encoding')?.[0] === 'gzip') body = gunzipSync(body);
  return { status: Number(status), headers, body, text: body.toString('utf8'), ms };
}

function unchunk(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd === -1) throw new Error('chunked body cut short');
    const size = Number.parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (Number.isNaN(size)) throw new Error('bad chunk size');
    if (size === 0) return Buffer.concat(parts);
    const start = lineEnd + 2;
    if (data.length < start + size) throw new Error('chunked body cut short');
    parts.push(data.subarray(start, start + size));
    at = start + size + 2;
  }
}
