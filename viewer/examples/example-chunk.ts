/**
 * The live example's figure, a client chunk of its own (views/view-chunks.ts):
 * loaded with the pages that hold an example or a variants grid, before they hydrate.
 */
export { ExampleFigure } from './ExampleFigure';
// The Design tab's pictures come with it: pages that hold one hold examples too (design/*.tsx).
export { AnatomyFigure } from '../design/AnatomyFigure';
export { VariantGrid } from '../design/VariantGrid';
export { VerdictFigure } from '../design/VerdictFigure';
