/**
 * One HTTP request from a chosen loopback address (all of 127.0.0.0/8 is
 * local on Linux), so a test can play a reader, a load balancer or an
 * outsider connecting to nginx. Each request has a connection of its own
 * unless the caller passes a keep-alive agent.
 */
import { type Agent, request } from 'node:http';

export interface Answer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: Buffer;
  readonly text: string;
}

export interface AskOptions {
  readonly from?: string;
  readonly method?: string;
  readonly headers?: Record<string, string>;
  readonly body?: Buffer;
  /** A keep-alive agent, to send several requests over one connection. */
  readonly agent?: Agent;
}

export function ask(origin: string, path: string, options: AskOptions = {}): Promise<Answer> {
  return new Promise((resolveAnswer, reject) => {
    const req = request(
      `${origin}${path}`,
      {
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        localAddress: options.from ?? '127.0.0.1',
        agent: options.agent ?? false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolveAnswer({ status: response.statusCode ?? 0, headers: response.headers, body, text: body.toString('utf8') });
        });
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(15_000, () => req.destroy(new Error(`no answer to ${path} within 15 s`)));
    req.end(options.body);
  });
}
