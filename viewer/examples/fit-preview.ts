/**
 * Fits an example drawn small on a section page's card into its frame: the stage takes the example's own size (at
 * most PREVIEW_STAGE_MAX_PX wide, where its rows wrap as on a narrow page), and is scaled so that all of it shows,
 * centred. An example so tall that all of it would be drawn smaller than PREVIEW_MIN_SCALE is cropped on purpose
 * instead: drawn at the width that fits, from its top, with the frame's lower edge faded (data-fit="crop"). The fit
 * follows the stage's size, so it holds when the example comes live or the theme changes its type.
 */

/** The widest an example is laid out for its card, in CSS pixels (a phone's page is about this wide). */
export const PREVIEW_STAGE_MAX_PX = 480;
/** Below this the picture is unreadable, so a taller example is cropped instead of shrunk further. */
export const PREVIEW_MIN_SCALE = 0.3;
/** A single small control is not blown up past the size of its neighbours on the other cards. */
const MAX_SCALE = 0.8;
/** Room left between the picture and the frame's edges, as a share of the frame. */
const MARGIN = 0.9;

export type PreviewFit = 'scale' | 'crop';

/** The scale and fit of a stage of the given size in a frame of the given size. */
export function previewFit(
  frame: { readonly width: number; readonly height: number },
  stage: { readonly width: number; readonly height: number },
  minScale = PREVIEW_MIN_SCALE,
): { readonly scale: number; readonly fit: PreviewFit } {
  if (stage.width <= 0 || stage.height <= 0 || frame.width <= 0 || frame.height <= 0) return { scale: 0.5, fit: 'scale' };
  const byWidth = (frame.width * MARGIN) / stage.width;
  const whole = Math.min(byWidth, (frame.height * MARGIN) / stage.height, MAX_SCALE);
  if (whole >= minScale) return { scale: whole, fit: 'scale' };
  return { scale: Math.min(byWidth, MAX_SCALE), fit: 'crop' };
}

/**
 * Keeps the stage fitted into the frame until the returned function is called. A thumbnail too small to read at
 * any scale (a search result's) passes a minimum of 0: always the whole example, however small.
 */
export function fitPreview(frame: HTMLElement, stage: HTMLElement, minScale = PREVIEW_MIN_SCALE): () => void {
  const apply = () => {
    // Layout sizes (offset/scroll), which the stage's own transform does not change.
    const size = { width: Math.max(stage.offsetWidth, stage.scrollWidth), height: Math.max(stage.offsetHeight, stage.scrollHeight) };
    const { scale, fit } = previewFit({ width: frame.clientWidth, height: frame.clientHeight }, size, minScale);
    frame.style.setProperty('--example-preview-scale', scale.toFixed(3));
    frame.dataset['fit'] = fit;
  };
  apply();
  if (typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(apply);
  observer.observe(stage);
  observer.observe(frame);
  return () => observer.disconnect();
}
