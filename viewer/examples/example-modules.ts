/**
 * Loads the module of one live example by its id. `dsp build --examples`
 * writes every example of the content as a module into generated/public/ or
 * generated/private/ (after the page it sits on); the variable imports below
 * make Vite split each one into a client chunk of its own, and esbuild bundle
 * them all into the server. Private examples' chunks are served only to
 * authorized readers (server/app.ts).
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
    return (await import(`./generated/private/${id}.tsx`)) as ExampleModule;
  }
}
