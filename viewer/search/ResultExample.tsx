/**
 * A search result's picture of its page's first live example, as the page's card draws it: the example's own
 * module rendered in the browser (the overlay has no server markup), in an OverlayShowcase like every example,
 * scaled whole into the thumbnail (fit-preview.ts). A picture only: hidden from assistive technology and inert,
 * the result's link is what a reader uses. Until the example's code arrives the frame is an empty surface.
 */
import { useEffect, useRef } from 'react';
import { fitPreview } from '../examples/fit-preview';
import '../examples/example-preview.css';

export function ResultExample({ id }: { readonly id: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let gone = false;
    let unmount = () => {};
    let unfit = () => {};
    void import('../examples/mount-example')
      .then(async ({ mountExample }) => {
        if (gone || frame.current === null || stage.current === null) return;
        const live = await mountExample(stage.current, id);
        if (gone) return live.unmount();
        // The example's own root unmounts after the overlay's commit: React refuses to unmount a root during a render.
        unmount = () => setTimeout(() => live.unmount(), 0);
        unfit = fitPreview(frame.current, stage.current, 0);
      })
      // A module that does not load leaves the empty frame: the result's title and text still say what it is.
      .catch(() => {});
    return () => {
      gone = true;
      unfit();
      unmount();
    };
  }, [id]);
  return (
    <div ref={frame} className="search-result__thumbnail search-result__thumbnail--example" aria-hidden="true" inert>
      <div ref={stage} className="example-preview__stage search-result__example" data-example={id} />
    </div>
  );
}
