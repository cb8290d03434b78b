/**
 * The design figures (anatomy pictures, Do/Don't examples, variants grids) are pictures: the server renders them
 * and the browser never hydrates them, so they load no code on first paint. Only a page reached by client-side
 * navigation, whose figures have no server markup, renders a figure's stage in the browser, when it comes near
 * the viewport, with the same modules the live examples and the playground load (examples/watch-live-example.ts).
 * A stage in a closed fold waits until `shown` (a variants grid's "All themes", VariantGrid.tsx): its samples are
 * rendered only for a reader who opens it.
 */
import { type RefObject, useEffect } from 'react';
import { type Mounted, mountWhenNear } from '../examples/watch-live-example';

export function useStaticStage(
  stage: RefObject<HTMLElement | null>,
  key: string,
  mount: (element: HTMLElement) => Promise<Mounted>,
  shown = true,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `mount` is made anew each render; the stage and its key say what is mounted
  useEffect(() => {
    const element = stage.current;
    // The server's picture is there, or the stage is not shown yet: nothing to render.
    if (!shown || element === null || element.childElementCount > 0) return undefined;
    return mountWhenNear(element, mount);
  }, [stage, key, shown]);
}
