// The throughput baselines of the server bench, run as a child process like
// the portal itself. Each serves the component page exactly as a browser gets
// it from the portal: the brotli bytes with `Content-Encoding: br`.
//   hono   — Hono on @hono/node-server answering with the bytes from memory
//            (the ceiling for this stack);
//   node   — a plain node:http server doing the same (the runtime's floor);
//   static — @hono/node-server's serveStatic with precompressed files read
//            from disk, as a static docs site would be served.
// Prints one JSON line {"port": n} once listening on 127.0.0.1.
//
//   node bench/baseline-server.mjs hono|node|static <folder>
// where <folder> holds page.html, page.html.br and page.html.gz.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

const [kind, folder] = process.argv.slice(2);
if (!['hono', 'node', 'static'].includes(kind) || folder === undefined) {
  console.error('usage: node bench/baseline-server.mjs hono|node|static <folder with page.html, page.html.br, page.html.gz>');
  process.exit(2);
}
const brotli = readFileSync(join(folder, 'page.html.br'));
const headers = { 'Content-Type': 'text/html; charset=UTF-8', 'Content-Encoding': 'br', Vary: 'Accept-Encoding' };
const ready = (port) => console.log(JSON.stringify({ port }));

if (kind === 'node') {
  const server = createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(brotli);
  });
  server.listen(0, '127.0.0.1', () => ready(server.address().port));
} else {
  const app = new Hono();
  if (kind === 'hono') app.get('*', (c) => c.body(brotli, 200, headers));
  else app.get('*', serveStatic({ root: folder, rewriteRequestPath: () => '/page.html', precompressed: true }));
  serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => ready(info.port));
}
