/**
 * Makes an example live when it comes near the viewport: an
 * IntersectionObserver waits for the stage, then the example's code is
 * loaded and hydrated (mount-example.tsx). Used by the example's figure
 * (use-live-example.ts) and by an article shown as the server's static
 * markup (article/use-static-article.ts), whose stages no component owns;
 * a design figure's stage is rendered the same way (design/use-static-stage.ts).
 */

// Start loading a little before the example shows, so it is usually live when it does.
export const AHEAD = '200px 0px';

export interface Mounted {
  unmount(): void;
}

/**
 * Calls `mount` once the stage comes near the viewport; returns the function that stops watching and unmounts
 * what was mounted. A stage whose code fails to load says so in `data-state="failed"`.
 */
export function mountWhenNear(element: HTMLElement, mount: (element: HTMLElement) => Promise<Mounted>): () => void {
  let root: Mounted | null = null;
  let gone = false;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      mount(element).then(
        (mounted) => {
          if (!gone) root = mounted;
          // Unmounted before it was ready: let go of it outside React's commit.
          else setTimeout(() => mounted.unmount(), 0);
        },
        () => {
          element.dataset['state'] = 'failed';
        },
      );
    },
    { rootMargin: AHEAD },
  );
  observer.observe(element);
  return () => {
    gone = true;
    observer.disconnect();
    const mounted = root;
    // A root cannot unmount while the page's root is committing.
    if (mounted !== null) setTimeout(() => mounted.unmount(), 0);
  };
}

/** Watches one example's stage; returns the function that stops watching and unmounts the example. */
export function watchLiveExample(element: HTMLElement, id: string): () => void {
  return mountWhenNear(element, (stage) => import('./mount-example').then(({ mountExample }) => mountExample(stage, id)));
}
