/**
 * Makes an example live when it comes near the viewport: an
 * IntersectionObserver waits for the stage, then the example's code is
 * loaded and hydrated (mount-example.tsx). This code comes with the figure's
 * chunk, which pages with examples load before they hydrate; the mounting
 * code (with the table of every example's chunk) and an example's own code
 * load only for the examples the reader scrolls to.
 */
import { type RefObject, useEffect } from 'react';
import type { LiveExample } from './mount-example';

// Start loading a little before the example shows, so it is usually live when it does.
const AHEAD = '200px 0px';

export function useLiveExample(stage: RefObject<HTMLElement | null>, id: string): void {
  useEffect(() => {
    const element = stage.current;
    if (element === null) return undefined;
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
  }, [stage, id]);
}
