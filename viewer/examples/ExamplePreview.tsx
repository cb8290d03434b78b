/**
 * A live example drawn small on a card of a section page (the Components
 * overview): the same server markup and hydration as the example on its page
 * (ExampleFigure), in a frame that centres it and scales it to fit
 * (fit-preview.ts) and that neither the
 * pointer, the keyboard nor a screen reader enters: the card's link is what
 * a reader uses.
 */
import { useContext, useEffect, useRef } from 'react';
import { ExampleHtmlContext } from './example-html-context';
import { fitPreview } from './fit-preview';
import { useLiveExample } from './use-live-example';
// Its styles (example-preview.css) are in the app's stylesheet: styles/later-parts.ts says why.

export function ExamplePreview({ id }: { readonly id: string }) {
  const html = useContext(ExampleHtmlContext).get(id) ?? '';
  const frame = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  useLiveExample(stage, id);
  // Centred and scaled to fit (or cropped on purpose) once the page is live; the server's markup is centred at half size.
  useEffect(() => (frame.current && stage.current ? fitPreview(frame.current, stage.current) : undefined), []);
  return (
    <div ref={frame} className="example-preview" aria-hidden="true" inert>
      <div
        key={id}
        ref={stage}
        className="example-preview__stage"
        data-example={id}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own server rendering of a built example module, not content text (render-examples.tsx)
        dangerouslySetInnerHTML={{ __html: html }}
        suppressHydrationWarning
      />
    </div>
  );
}
