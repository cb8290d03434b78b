/**
 * The component playground, a client chunk of its own (views/view-chunks.ts): loaded only with the pages that
 * have a playground, before they hydrate, so no other page's first load carries it.
 */
export { Playground } from './Playground';
