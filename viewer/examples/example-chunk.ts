/**
 * The live example's figure, a client chunk of its own (views/view-chunks.ts):
 * loaded with the pages that hold an example, before they hydrate.
 */
export { ExampleFigure } from './ExampleFigure';
