/**
 * What makes an article shown as the server's static markup (static-article.ts)
 * work without React owning it: its anchored headings register with the
 * in-page navigation, its internal links prefetch and navigate client-side
 * as InternalLink does, and its live examples hydrate when they come near the
 * viewport (examples/watch-live-example.ts). What needs the article's React
 * (a copy button, the token browser) asks for the live article on the
 * reader's first intent: a pointer over it, a touch or focus, or for the
 * token browser, coming into view.
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

/** The parts of an article only its live rendering makes interactive. */
const LIVE_ONLY_SELECTOR = '.copy-button, .token-browser';
/** The token browser loads its tokens once rendered live: when it comes near the viewport. */
const LIVE_WHEN_VISIBLE_SELECTOR = '.token-browser';
const AHEAD = '200px 0px';

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

export function useStaticArticle(article: RefObject<HTMLElement | null>, active: boolean, wantLive: () => void): void {
  const { register } = useSubNavigation();
  const router = useRouter();
  const drawer = useContext(DrawerContext);
  // The listeners read the latest router and drawer without being installed again (which would remount the examples).
  const latest = useRef({ router, drawer, wantLive });
  latest.current = { router, drawer, wantLive };

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

    const liveWhenVisible = element.querySelectorAll(LIVE_WHEN_VISIBLE_SELECTOR);
    if (liveWhenVisible.length > 0) {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) latest.current.wantLive();
        },
        { rootMargin: AHEAD },
      );
      for (const target of liveWhenVisible) observer.observe(target);
      cleanups.push(() => observer.disconnect());
    }

    const linkOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a.link--internal') : null);
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(LIVE_ONLY_SELECTOR) !== null) latest.current.wantLive();
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
    for (const type of ['pointerover', 'focusin', 'touchstart'] as const) element.addEventListener(type, onIntent, { passive: true });
    cleanups.push(() => {
      element.removeEventListener('click', onClick);
      for (const type of ['pointerover', 'focusin', 'touchstart'] as const) element.removeEventListener(type, onIntent);
    });
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  }, [article, active, register]);
}
