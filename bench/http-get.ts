/**
 * A plain HTTP GET for the bench (node:http over one keep-alive connection):
 * the body exactly as sent, never decompressed, so sizes are what travels,
 * and so little client work that round-trip times are mostly the server's.
 */
import { Agent, request } from 'node:http';

export interface HttpAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/** One connection, reused: latency samples then hold no TCP handshakes. */
export const keepAliveAgent = new Agent({ keepAlive: true, maxSockets: 1 });

export function httpGet(url: string, headers: Record<string, string> = {}): Promise<HttpAnswer> {
  return new Promise((resolveAnswer, rejectAnswer) => {
    const outgoing = request(url, { agent: keepAliveAgent, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolveAnswer({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }));
      incoming.on('error', rejectAnswer);
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the server closed for idleness just as this request went out on it
      // (Node's keepAliveTimeout, 5 s): a GET is safe to send again, on a new connection (the pattern
      // Node's documentation gives for request.reusedSocket). Without it a pause between bench steps can end the bench.
      if (outgoing.reusedSocket && error.code === 'ECONNRESET') httpGet(url, headers).then(resolveAnswer, rejectAnswer);
      else rejectAnswer(error);
    });
    outgoing.end();
  });
}

/** GET that must answer 200; the body as text. */
export async function fetchOk(url: string, headers: Record<string, string> = {}): Promise<string> {
  const answer = await httpGet(url, headers);
  if (answer.status !== 200) throw new Error(`GET ${url}: ${answer.status}`);
  return answer.body.toString('utf8');
}
