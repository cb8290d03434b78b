/**
 * A search result's picture of its page's first live example, as the page's card draws it: the example's own
 * module rendered in the browser (the overlay has no server markup), in an OverlayShowcase like every example,
 * scaled whole into the thumbnail (fit-preview.ts). A picture only: hidden from assistive technology and inert,
 * the result's link is what a reader uses. Until the example's code arrives the frame is an empty surface.
 *
 * It mounts when it comes into view, as a page's live examples do (watch-live-example.ts): a root per result for
 * up to a hundred results at once kept the main thread busy between keystrokes (docs/performance.md, "Typing in
 * search").
 */
import { useEffect, useRef } from 'react';
import { fitPreview } from '../examples/fit-preview';
import { mountWhenNear } from '../examples/watch-live-example';
// Its styles (examples/example-preview.css) are in the app's stylesheet: styles/later-parts.ts says why.

export function ResultExample({ id }: { readonly id: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const frameElement = frame.current;
    if (frameElement === null || stage.current === null) return undefined;
    return mountWhenNear(stage.current, async (element) => {
      const { mountExample } = await import('../examples/mount-example');
      const live = await mountExample(element, id);
      const unfit = fitPreview(frameElement, element, 0);
      return {
        unmount: () => {
          unfit();
          live.unmount();
        },
      };
    });
  }, [id]);
  return (
    <div ref={frame} className="search-result__thumbnail search-result__thumbnail--example" aria-hidden="true" inert>
      <div ref={stage} className="example-preview__stage search-result__example" data-example={id} />
    </div>
  );
}
