/**
 * The live examples' stylesheets in the client's first-load CSS (client entry
 * only; the server drops CSS): the figure's, and every one of the component
 * package. Examples arrive server-rendered long before their code loads, on
 * view, and must look right from the first paint; the stylesheets are small,
 * the components' code is not.
 */
/// <reference types="vite/client" />
import './example.css';
// The Design tab's pictures (anatomy, Do/Don't, variants grids) are server markup that never hydrates.
import '../design/design-figures.css';
// So are the article's props tables and token tables: laid out by their own rules from the first paint, they do not
// shift when the app's view chunk lands, and what the tables tests measure is what a reader sees.
import '../article/props-table.css';
import '../article/token-table-phone.css';

import.meta.glob('../../ui/**/*.css', { eager: true });
