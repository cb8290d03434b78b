/**
 * Makes an example live when it comes near the viewport: an
 * IntersectionObserver waits for the stage, then the example's code is
 * loaded and hydrated (mount-example.tsx). Used by the example's figure
 * (use-live-example.ts) and by an article shown as the server's static
 * markup (article/use-static-article.ts), whose stages no component owns.
 */
import type { LiveExample } from './mount-example';

// Start loading a little before the example shows, so it is usually live when it does.
const AHEAD = '200px 0px';

/** Watches one stage; returns the function that stops watching and unmounts the example. */
export function watchLiveExample(element: HTMLElement, id: string): () => void {
  let root: LiveExample | null = null;
  let gone = false;
  const start = () => {
    void import('./mount-example')
      .then(({ mountExample }) => mountExample(element, id))
      .then(
        (mounted) => {
          if (!gone) root = mounted;
          // Unmounted before it was ready: let go of it outside React's commit.
          else setTimeout(() => mounted.unmount(), 0);
        },
        () => {
          element.dataset['state'] = 'failed';
        },
      );
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: AHEAD },
  );
  observer.observe(element);
  return () => {
    gone = true;
    observer.disconnect();
    const mounted = root;
    // An example root cannot unmount while the page's root is committing.
    if (mounted !== null) setTimeout(() => mounted.unmount(), 0);
  };
}
