/**
 * The server executable (dist/server/main.js): reads the configuration from
 * the environment, starts the server, and shuts it down gracefully on SIGTERM
 * and SIGINT. Everything else is in start-server.ts and app.ts.
 */
import { renderDocument } from '../viewer/entry-server';
import { parseServerConfig } from './config';
import { createServerLog } from './server-log';
import { startServer } from './start-server';

const config = parseServerConfig(process.env);
if (!config.ok) {
  for (const issue of config.issues) process.stderr.write(`configuration: ${issue.message}\n`);
  process.exit(1);
}

const log = createServerLog({
  json: config.value.environment === 'production',
  write: (level, line) => (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`),
});

const running = await startServer({ config: config.value, render: renderDocument, log });
if (!running.ok) {
  for (const issue of running.issues) log.error(issue.message, { code: issue.code });
  process.exit(1);
}

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  log.info('shutting down', { signal });
  void running.value.close().then(() => {
    log.info('stopped');
    process.exit(0);
  });
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
