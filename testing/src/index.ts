/**
 * @harbor/testing: render a component in a Harbor theme and check it with axe-core, for unit tests in jsdom or
 * happy-dom; and the same check with contrast in a browser page (Playwright).
 */
export { type AxeCheckOptions, axeCheck } from './axe-check';
export { type AxeCheckPageOptions, type AxePage, axeCheckPage } from './axe-check-page';
export { type HarborTheme, type RenderWithThemeOptions, renderWithTheme } from './render-with-theme';
