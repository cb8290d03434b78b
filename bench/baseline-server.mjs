// The two throughput baselines of the server bench (README, Performance), run as a child
// process like the portal itself: the same page's HTML as a constant string,
// served by Hono on @hono/node-server (the ceiling for this stack) or by a
// plain node:http server (the runtime's own floor of per-request work).
// Prints one JSON line {"port": n} once listening on 127.0.0.1.
//
//   node bench/baseline-server.mjs hono|node <file.html>
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const [kind, file] = process.argv.slice(2);
if ((kind !== 'hono' && kind !== 'node') || file === undefined) {
  console.error('usage: node bench/baseline-server.mjs hono|node <file.html>');
  process.exit(2);
}
const html = readFileSync(file, 'utf8');
const ready = (port) => console.log(JSON.stringify({ port }));

if (kind === 'hono') {
  const app = new Hono();
  app.get('*', (c) => c.html(html));
  serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => ready(info.port));
} else {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=UTF-8' });
    response.end(html);
  });
  server.listen(0, '127.0.0.1', () => ready(server.address().port));
}
