/**
 * The design figures (anatomy pictures, Do/Don't examples, variants grids) are pictures: the server renders them
 * and the browser never hydrates them, so they load no code on first paint. Only a page reached by client-side
 * navigation, whose figures have no server markup, renders a figure's stage in the browser, when it comes near
 * the viewport, with the same modules the live examples and the playground load.
 */
import { type RefObject, useEffect } from 'react';

const AHEAD = '200px 0px';

export interface Mounted {
  unmount(): void;
}

export function useStaticStage(stage: RefObject<HTMLElement | null>, key: string, mount: (element: HTMLElement) => Promise<Mounted>): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `mount` is made anew each render; the stage and its key say what is mounted
  useEffect(() => {
    const element = stage.current;
    if (element === null || element.childElementCount > 0) return undefined;
    let mounted: Mounted | null = null;
    let gone = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        mount(element).then(
          (root) => {
            if (gone) setTimeout(() => root.unmount(), 0);
            else mounted = root;
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
      const root = mounted;
      // A root cannot unmount while the page's root is committing.
      if (root !== null) setTimeout(() => root.unmount(), 0);
    };
  }, [stage, key]);
}
