/**
 * What makes an article shown as the server's static markup (static-article.ts)
 * work without React owning it: its anchored headings register with the
 * in-page navigation, its internal links prefetch and navigate client-side
 * as InternalLink does, and its live examples hydrate when they come near the
 * viewport (examples/watch-live-example.ts); its token browser hydrates as
 * an island of its own when it comes near the viewport or on the reader's
 * first intent on it (watch-token-browser.ts). Its copy buttons need nothing
 * here: one listener on the document answers them (clipboard/copy-buttons.ts).
 */
import { type RefObject, useContext, useEffect, useRef } from 'react';
import { routeOf } from '../../core/site';
import { useSubNavigation } from '../headings/SubNavigationProvider';
import { watchLiveExample } from '../examples/watch-live-example';
import { prefetchPage } from '../routing/page-data-client';
import { observeForPrefetch } from '../routing/prefetch-observer';
import { isReadableRoute } from '../routing/readable-route';
import { useRouter } from '../routing/router-context';
import { DrawerContext } from '../state/drawer-context';
import { TOKEN_BROWSER_ISLAND_ATTRIBUTE } from './static-article';
import { watchTokenBrowser } from './watch-token-browser';

const INTENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** The route ('/components/button-code#usage') an article link leads to, or null for a link leaving the portal. */
function internalTarget(link: HTMLAnchorElement): { readonly route: string; readonly to: string } | null {
  if (!link.classList.contains('link--internal') || link.target === '_blank') return null;
  const url = new URL(link.href);
  if (url.origin !== location.origin) return null;
  const route = routeOf(url.pathname);
  return route === null ? null : { route, to: `${route}${url.hash}` };
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function useStaticArticle(article: RefObject<HTMLElement | null>, active: boolean): void {
  const { register } = useSubNavigation();
  const router = useRouter();
  const drawer = useContext(DrawerContext);
  // The listeners read the latest router and drawer without being installed again (which would remount the examples).
  const latest = useRef({ router, drawer });
  latest.current = { router, drawer };

  useEffect(() => {
    const element = article.current;
    if (!active || element === null) return undefined;
    const cleanups: (() => void)[] = [];

    for (const heading of element.querySelectorAll('.anchor-heading > h2, .anchor-heading > h3')) cleanups.push(register(heading));

    const readable = (route: string) => isReadableRoute(latest.current.router.data, route);
    for (const link of element.querySelectorAll<HTMLAnchorElement>('a.link--internal')) {
      const target = internalTarget(link);
      if (target !== null && readable(target.route)) cleanups.push(observeForPrefetch(link, target.route));
    }

    for (const stage of element.querySelectorAll<HTMLElement>('[data-example]')) {
      const id = stage.dataset['example'];
      if (id !== undefined && id !== '') cleanups.push(watchLiveExample(stage, id));
    }

    for (const container of element.querySelectorAll<HTMLElement>(`[${TOKEN_BROWSER_ISLAND_ATTRIBUTE}]`)) {
      cleanups.push(watchTokenBrowser(container, latest.current.router.data));
    }

    const linkOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a.link--internal') : null);
    const onIntent = (event: Event) => {
      const link = linkOf(event);
      const target = link === null ? null : internalTarget(link);
      if (target !== null && readable(target.route)) prefetchPage(target.route, true);
    };
    const onClick = (event: MouseEvent) => {
      const link = linkOf(event);
      const target = link === null ? null : internalTarget(link);
      if (target === null || event.defaultPrevented || !isPlainLeftClick(event)) return;
      event.preventDefault();
      latest.current.router.navigate(target.to);
      // As InternalLink: following a link closes search and the drawer (SPEC §2).
      latest.current.drawer?.setDrawer('closed');
    };
    element.addEventListener('click', onClick);
    for (const type of INTENTS) element.addEventListener(type, onIntent, { passive: true });
    cleanups.push(() => {
      element.removeEventListener('click', onClick);
      for (const type of INTENTS) element.removeEventListener(type, onIntent);
    });
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  }, [article, active, register]);
}
