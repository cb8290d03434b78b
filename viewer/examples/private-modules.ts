/**
 * The modules of private pages' live examples and playground previews, behind one dynamic import of their own
 * (example-modules.ts, playground/playground-modules.ts): the client build makes this module a chunk in
 * assets/private/, with every chunk only it loads (scripts/private-chunks.ts), and the server serves that folder to
 * authorized readers only (SPEC §6). So the map of private modules the variable imports below make is in no file an
 * anonymous reader gets, and neither is the name or code of an internal component only private pages render.
 */

/** The module of a live example on a private page; the caller checks the id (example-modules.ts). */
export function loadPrivateExample(id: string): Promise<unknown> {
  return import(`./generated/private/${id}.tsx`);
}

/** The preview module of a playground on a private page; the caller checks the name (playground-modules.ts). */
export function loadPrivatePlaygroundPreview(component: string): Promise<unknown> {
  return import(`./generated/private/playground/${component}.tsx`);
}
