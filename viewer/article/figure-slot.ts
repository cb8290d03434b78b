/**
 * Where the article finds the code of its figures once their chunk is loaded
 * (views/view-chunks.ts loads it with the pages that hold one): the token
 * tables, icon set and logo sheet, and the live example's figure
 * (examples/ExampleSlot.tsx). Kept here, apart from the chunk loader, so that
 * the article does not import the views that render it.
 */
export interface ChunkSlot<T> {
  readonly register: (module: T) => void;
  /** The module; an article asking before its page loaded it is a mistake in this code. */
  readonly get: () => T;
}

export function createChunkSlot<T>(chunk: string): ChunkSlot<T> {
  let module: T | null = null;
  return {
    register(loaded) {
      module = loaded;
    },
    get() {
      if (module === null) throw new Error(`The ${chunk} chunk is rendered before it was loaded (viewer/views/view-chunks.ts).`);
      return module;
    },
  };
}

/** The token tables, icon set and logo sheet. */
export const figureSlot = createChunkSlot<typeof import('./figure-chunk')>('figure');
