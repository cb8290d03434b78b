/**
 * Loads the module of one live example by its id. `dsp build --examples`
 * writes every example of the content as a module into generated/public/ or
 * generated/private/ (after the page it sits on); the variable import below
 * makes Vite split each public one into a client chunk of its own, and esbuild
 * bundle them all into the server. Private examples are loaded through
 * private-modules.ts, a chunk of its own in the assets only authorized readers
 * get: this module's chunk lists public examples only.
 */
import type { ComponentType } from 'react';

export interface ExampleModule {
  readonly default: ComponentType;
}

export async function loadExample(id: string): Promise<ExampleModule> {
  if (!/^ex-[0-9a-f]{12}$/.test(id)) throw new Error(`not an example id: ${id}`);
  try {
    return (await import(`./generated/public/${id}.tsx`)) as ExampleModule;
  } catch {
    return (await (await import('./private-modules')).loadPrivateExample(id)) as ExampleModule;
  }
}
