/**
 * Loads the preview module of a component's playground by the component's name. `dsp build --examples` writes
 * them beside the live examples, under public/playground/ or private/playground/ after the page they sit on
 * (site-build/write-playground-modules-fs.ts); the variable import below makes Vite split each public one into a
 * client chunk of its own and esbuild bundle them all into the server. Private ones are loaded through
 * examples/private-modules.ts, a chunk of its own in the assets only authorized readers get: this module's chunk
 * names no internal component.
 */
import type { ComponentType } from 'react';

export interface PlaygroundPreviewModule {
  readonly default: ComponentType<Record<string, unknown>>;
}

export async function loadPlaygroundPreview(component: string): Promise<PlaygroundPreviewModule> {
  if (!/^[A-Z][A-Za-z0-9]*$/.test(component)) throw new Error(`not a component name: ${component}`);
  try {
    return (await import(`../examples/generated/public/playground/${component}.tsx`)) as PlaygroundPreviewModule;
  } catch {
    return (await (await import('../examples/private-modules')).loadPrivatePlaygroundPreview(component)) as PlaygroundPreviewModule;
  }
}
