/**
 * The TypeScript step of the content build in a thread of its own
 * (component-types-thread.ts): it builds the component package's program
 * as soon as it starts, while the pages are parsed, then checks the
 * examples and reads the props tables it is sent, and answers once.
 */
import { parentPort } from 'node:worker_threads';
import { createBaseProgram, readComponentTypes, type ExampleSource } from './component-types';

const port = parentPort;
if (port === null) throw new Error('component-types-worker runs as a worker thread');
const base = createBaseProgram();

port.once('message', (request: { examples: ExampleSource[]; components: string[] }) => {
  base
    .then((program) => readComponentTypes(request.examples, request.components, program))
    .then(
      (types) => port.postMessage({ ok: true, types }),
      (error: unknown) => port.postMessage({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
});
