/**
 * The article's figures (token tables, icon set, logo sheet) once their chunk
 * is loaded (views/view-chunks.ts loads it with the pages that hold one). Kept
 * here, apart from the chunk loader, so that the article does not import the
 * views that render it.
 */
type FigureComponents = typeof import('./figure-chunk');

let figures: FigureComponents | null = null;

export function registerFigures(module: FigureComponents): void {
  figures = module;
}

/** The figure components; an article asking before its page loaded them is a mistake in this code. */
export function figureComponents(): FigureComponents {
  if (figures === null) throw new Error('The figure chunk is rendered before it was loaded (viewer/views/view-chunks.ts).');
  return figures;
}
