/**
 * The TypeScript step of the content build in a thread of its own
 * (component-types-thread.ts). While the pages are parsed, it checks the
 * examples and props directives guessed from the pages' text. The build then
 * sends what the parse found: when that is the guess, the answer is ready;
 * otherwise the thread checks what was sent. It answers once.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { readComponentTypes, type ComponentTypes, type ExampleSource } from './component-types';
import { sameLiveInputs, typesInRequestOrder, type LiveInputs } from './component-types-guess';

const port = parentPort;
if (port === null) throw new Error('component-types-worker runs as a worker thread');
const guess = (workerData as { guess?: LiveInputs } | null)?.guess;
// Checked before any message can arrive: a thread runs its first script to the end before it handles one. One program
// for the guess alone costs less than a program of the package and a second one that adds the examples to it.
const guessed = guess === undefined ? undefined : readComponentTypes(guess.examples, guess.components);

port.once('message', (request: { examples: ExampleSource[]; components: string[] }) => {
  const answer: Promise<ComponentTypes> =
    guessed !== undefined && guess !== undefined && sameLiveInputs(guess, request)
      ? guessed.then((types) => typesInRequestOrder(types, request))
      : readComponentTypes(request.examples, request.components);
  answer.then(
    (types) => port.postMessage({ ok: true, types }),
    (error: unknown) => port.postMessage({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
