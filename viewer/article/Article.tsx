/**
 * The article of a page (SPEC §2 Article content). The page the reader opens
 * shows the server's markup as it is (static-article.ts): React hydrates the
 * element but not its contents, and use-static-article.ts makes the headings,
 * links and live examples in it work. It renders live from the content tree
 * (article-chunk.ts) after a client-side navigation, and once the server's
 * markup is stale (another theme for token tables, dev mode for shorthand
 * links, new content). Its interactive parts need no live article: its copy
 * buttons answer a listener on the document, its token browser hydrates as an
 * island of its own, its live examples in roots of their own. Opened by a link
 * at its top, it renders its first screen in the click's frame and the rest
 * after that frame is painted (first-screen.ts).
 */
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ContentNode } from '../../core/bundle';
import { useIsDevMode } from '../state/dev-mode-context';
import { useTheme } from '../state/theme-context';
import { useRouter } from '../routing/router-context';
import { articleRenderer, loadArticleRenderer } from './article-renderer';
import { DEV_MODE_DEPENDENT, holdsNodeOf, releaseStaticArticle, staticArticleHtml, THEME_DEPENDENT } from './static-article';
import { useStaticArticle } from './use-static-article';
import { firstScreenCount } from './first-screen';
import './article.css';

const FOCUSABLE = 'a[href], button, input, [tabindex]';

export function Article({ nodes }: { readonly nodes: readonly ContentNode[] }) {
  const { data, opensAtTop } = useRouter();
  const { theme } = useTheme();
  const isDevMode = useIsDevMode();
  const [first] = useState(() => ({ nodes, theme, isDevMode, html: staticArticleHtml(nodes) }));
  // Of a live article opened by a link at its top: how many top-level nodes its first frame renders.
  const [firstScreen, setFirstScreen] = useState(() =>
    first.html === null && opensAtTop === true ? firstScreenCount(nodes) : Number.POSITIVE_INFINITY,
  );
  const whole = firstScreen >= nodes.length;
  const stale =
    nodes !== first.nodes ||
    (theme !== first.theme && holdsNodeOf(nodes, THEME_DEPENDENT)) ||
    (isDevMode !== first.isDevMode && holdsNodeOf(nodes, DEV_MODE_DEPENDENT));
  const wantsLive = first.html === null || stale;
  const [renderer, setRenderer] = useState(articleRenderer);
  const staticHtml = first.html !== null && (!wantsLive || renderer === null) ? first.html : null;
  const element = useRef<HTMLDivElement>(null);
  /** Whether the element on screen is the server's markup, and where focus was in it, to put it back in the live one. */
  const shownStatic = useRef(false);
  const focusAt = useRef(-1);

  useStaticArticle(element, staticHtml !== null);

  useEffect(() => {
    if (whole) return undefined;
    // After the first screen is painted: the next frame's callback, then a task of its own, then a transition
    // (in time slices) for the rest.
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => startTransition(() => setFirstScreen(Number.POSITIVE_INFINITY)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [whole]);

  useEffect(() => {
    if (!wantsLive || renderer !== null) return undefined;
    let current = true;
    // The renderer with the figures and examples' figure of this page (they render live with it).
    void loadArticleRenderer(data).then((loaded) => {
      if (current && loaded !== null) setRenderer(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [wantsLive, renderer, data]);

  useEffect(() => {
    // The server's markup is of the page's first theme, dev mode and content; another article never shows it.
    if (stale || staticHtml === null) releaseStaticArticle();
  }, [stale, staticHtml]);
  useEffect(() => releaseStaticArticle, []);

  useLayoutEffect(() => {
    shownStatic.current = staticHtml !== null;
    if (staticHtml !== null || focusAt.current < 0) return;
    element.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[focusAt.current]?.focus({ preventScroll: true });
    focusAt.current = -1;
  }, [staticHtml]);

  if (staticHtml !== null) {
    return (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own rendering of this very article, read back from the document (static-article.ts)
      <div key="static" ref={element} className="article" dangerouslySetInnerHTML={{ __html: staticHtml }} />
    );
  }
  if (shownStatic.current && element.current !== null) {
    // The live article replaces the server's markup on screen: note where focus is in it, by position.
    focusAt.current = [...element.current.querySelectorAll(FOCUSABLE)].indexOf(document.activeElement as Element);
  }
  const { ContentNodes } = renderer ?? liveRenderer();
  return (
    <div key="live" ref={element} className="article">
      <ContentNodes nodes={whole ? nodes : nodes.slice(0, firstScreen)} />
      {/* Holds the rest's place for its first frame, so what follows the article stays below the screen. */}
      {whole ? null : <div className="article__rest" aria-hidden="true" />}
    </div>
  );
}

/** A live article without its renderer is a page shown before its chunks were loaded: a mistake in this code. */
function liveRenderer(): NonNullable<ReturnType<typeof articleRenderer>> {
  const loaded = articleRenderer();
  if (loaded === null) throw new Error('The article renders live before its chunk was loaded (viewer/views/view-chunks.ts).');
  return loaded;
}
