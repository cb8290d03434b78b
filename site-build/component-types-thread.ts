/**
 * Starts the TypeScript step of the content build (component-types.ts) before
 * the pages are parsed, so the two overlap: from the disk cache when nothing
 * it depends on changed (component-types-cache.ts), else in a thread of its
 * own in the bundled CLI (component-types-worker.ts), else (tests run the
 * TypeScript sources) in this thread once asked. Content without examples or
 * props directives never loads TypeScript.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ContentFile } from './content-fs';
import { componentPackageEntry, readComponentTypes, type ComponentTypes, type ExampleSource } from './component-types';
import { componentTypesCache } from './component-types-cache';
import { guessLiveInputs, mayHoldLiveContent, type LiveInputs } from './component-types-guess';

export interface ComponentTypesJob {
  readonly read: (examples: readonly ExampleSource[], components: readonly string[]) => Promise<ComponentTypes>;
  /** When the parsed pages hold nothing to check after all. */
  readonly cancel: () => void;
}

type Read = ComponentTypesJob['read'];

// The bundle puts the worker script in dist/cli/ and this code in a chunk in dist/cli/chunks/ (scripts/bundle-cli.mjs).
const WORKER_SCRIPT = new URL('../component-types-worker.js', import.meta.url);

type Reply = { ok: true; types: ComponentTypes } | { ok: false; error: string };

function inWorker(guess: LiveInputs | undefined): ComponentTypesJob {
  const worker = new Worker(WORKER_SCRIPT, { workerData: { guess } });
  // A build that fails before asking must not be kept alive by the thread.
  worker.unref();
  const settled = new Promise<Reply>((resolve) => {
    worker.once('message', resolve);
    worker.once('error', (error) => resolve({ ok: false, error: error.message }));
  });
  return {
    read: async (examples, components) => {
      worker.postMessage({ examples, components });
      const reply = await settled;
      void worker.terminate();
      if (!reply.ok) throw new Error(`checking the live examples failed: ${reply.error}`);
      return reply.types;
    },
    cancel: () => void worker.terminate(),
  };
}

/**
 * Null when no page can hold an example or a props directive. Call the reader once. The TypeScript thread starts at
 * once, unless the check is probably cached: while the pages are parsed it builds the component package's program
 * and checks what the pages' text suggests (component-types-guess.ts). The cache is asked with the parsed examples,
 * so only their code and the components named decide.
 */
export function startComponentTypes(files: readonly ContentFile[]): ComponentTypesJob | null {
  if (!files.some((file) => mayHoldLiveContent(file.text))) return null;
  const cache = componentTypesCache(componentPackageEntry());
  const guess = guessLiveInputs(files);
  const start = (guessed?: LiveInputs): ComponentTypesJob =>
    existsSync(fileURLToPath(WORKER_SCRIPT)) ? inWorker(guessed) : { read: readComponentTypes, cancel: () => {} };
  let job: ComponentTypesJob | null = cache.probablyHas(guess) ? null : start(guess);
  const read: Read = async (examples, components) => {
    const cached = cache.get(examples, components);
    if (cached !== null) {
      job?.cancel();
      return cached;
    }
    job ??= start();
    const types = await job.read(examples, components);
    cache.set(examples, components, types);
    return types;
  };
  return { read, cancel: () => job?.cancel() };
}
