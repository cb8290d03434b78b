/**
 * Client entry (docs/performance.md, What hydrates): the first load is React and the header's actions, which
 * hydrate at once in a root of their own; the app (router, layout, the page's view) loads and hydrates when the
 * page is idle or on the reader's first intent (a pointer, a touch, focus or a key), so that what a phone runs
 * before the page answers is small.
 */
// The shared styles first, as in App.tsx: every component's CSS, the header's actions' here and the app's after it
// (server/client-manifest.ts), comes after them and may override them.
import '@harbor/tokens/tokens.css';
import '@harbor/tokens/fonts.css';
import './styles/base.css';
import './styles/print.css';
import { APP_ROOT_ID } from './document/app-root';
import { PORTAL_DATA_SELECTOR, readPortalData } from './document/serialize-portal-data';
import { reportError } from './logging/report-error';
import { captureStaticArticle } from './article/static-article';
import { installCopyButtons } from './clipboard/copy-buttons';
import { installVariantFolds } from './design/variant-fold-listener';
import { hydrateHeaderIsland } from './layout/header-island';
import { setAppStarter } from './routing/router-bridge';
import { currentDrawer, startDrawer, subscribeDrawer, toggleNavigation } from './state/drawer-store';
import { startPreferences } from './state/preference-store';
import { whenIdle } from './state/when-idle';
import './examples/component-styles';

const root = document.getElementById(APP_ROOT_ID);
if (root === null) throw new Error(`The server did not render #${APP_ROOT_ID}`);
const initialData = readPortalData(document.querySelector(PORTAL_DATA_SELECTOR));
// The article hydrates as the server's markup, untouched (article/static-article.ts); the document embeds its page
// data without the article's tree, which the app fetches before it hydrates (document/embedded-portal-data.ts).
captureStaticArticle(initialData.view.kind === 'page' ? initialData.view.page.body : undefined);
startPreferences(initialData);
startDrawer();
// Every copy button answers from the first load on, in the server's markup too (clipboard/copy-buttons.ts).
installCopyButtons();
// An opened "All themes" fold of the server's article gets its samples (design/variant-fold-listener.ts).
installVariantFolds(initialData);
hydrateHeaderIsland(initialData);

const INTENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
let appStarted = false;
function startApp(): void {
  if (appStarted) return;
  appStarted = true;
  for (const type of INTENTS) document.removeEventListener(type, startApp, true);
  import('./app-boot').then(({ hydrateApp }) => hydrateApp(root!, initialData)).catch(reportError);
}
setAppStarter(startApp);
whenIdle(startApp);
for (const type of INTENTS) document.addEventListener(type, startApp, { capture: true, passive: true });
// Search and the menu open in the app: wanting either starts it at once.
subscribeDrawer(() => {
  if (currentDrawer() !== 'closed') startApp();
});
// The hamburger works before the app has hydrated: its menu opens once the app is there.
document.addEventListener('click', (event) => {
  if (document.documentElement.dataset['hydrated'] !== undefined) return;
  if (event.target instanceof Element && event.target.closest('.header__hamburger') !== null) toggleNavigation();
});
