/** @harbor/testing: render a component in a Harbor theme and check it with axe-core, for unit tests in jsdom or happy-dom. */
export { type AxeCheckOptions, axeCheck } from './axe-check';
export { type HarborTheme, type RenderWithThemeOptions, renderWithTheme } from './render-with-theme';
