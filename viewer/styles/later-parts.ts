/**
 * The styles of the parts whose code loads after the first load: the search overlay and its results' previews, the
 * highlight of a page opened from a search, and the cookie settings. They go in the app's stylesheet, which the
 * document links in its head (app-boot.tsx imports this module), not in a stylesheet of their own linked when their
 * code arrives: Chromium restyles and lays out the whole page for a stylesheet added to it that holds a cascade layer,
 * as every portal stylesheet does (scripts/portal-css-layer.ts), a long task on a phone right after the page is shown
 * (docs/performance.md, What hydrates).
 */
import '../search/search.css';
import '../examples/example-preview.css';
import '../highlight/search-highlight.css';
import '../consent/cookie-settings.css';
