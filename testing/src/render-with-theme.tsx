/**
 * Renders a component as an app would show it: the theme set on <html> as
 * data-theme (the attribute the [data-theme] blocks of @harbor/tokens read),
 * and, when asked, a reader who prefers reduced motion, as
 * useReducedMotion() of @harbor/motion and the components' media queries
 * see it through matchMedia.
 */
import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';

/** The four themes of @harbor/tokens. */
export type HarborTheme = 'alpine-light' | 'alpine-dark' | 'lakeside-light' | 'lakeside-dark';

export interface RenderWithThemeOptions extends Omit<RenderOptions, 'queries'> {
  /** The theme on <html>. Default alpine-light, the theme of :root. */
  theme?: HarborTheme;
  /** Makes `(prefers-reduced-motion: reduce)` match. Default false. */
  reducedMotion?: boolean;
}

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function stubMatchMedia(reducedMotion: boolean): void {
  const matchMedia = (query: string): MediaQueryList => ({
    matches: reducedMotion && query.replace(/\s+/g, ' ').trim() === REDUCED_MOTION_QUERY,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
}

/** Renders `ui` in `theme` (default alpine-light); returns what @testing-library/react's render returns. */
export function renderWithTheme(ui: ReactElement, options: RenderWithThemeOptions = {}): RenderResult {
  const { theme = 'alpine-light', reducedMotion = false, ...renderOptions } = options;
  document.documentElement.setAttribute('data-theme', theme);
  stubMatchMedia(reducedMotion);
  return render(ui, renderOptions);
}
