/**
 * A live example drawn small on a card of a section page (the Components
 * overview): the same server markup and hydration as the example on its page
 * (ExampleFigure), in a frame that scales it down and that neither the
 * pointer, the keyboard nor a screen reader enters: the card's link is what
 * a reader uses.
 */
import { useContext, useRef } from 'react';
import { ExampleHtmlContext } from './example-html-context';
import { useLiveExample } from './use-live-example';
import './example-preview.css';

export function ExamplePreview({ id }: { readonly id: string }) {
  const html = useContext(ExampleHtmlContext).get(id) ?? '';
  const stage = useRef<HTMLDivElement>(null);
  useLiveExample(stage, id);
  return (
    <div className="example-preview" aria-hidden="true" inert>
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
