/**
 * A Do or Don't example (```` ```tsx example do="…" ```` / `dont="…"`, content/README.md): the example rendered by
 * the server as a picture, under a caption that says "Do" or "Don't" in words and with an icon (a tick or a cross)
 * as well as in the success or danger colour, and the one line of why. Two in a row sit side by side as a pair
 * (ContentNodes.tsx). The source is folded behind "Show code".
 */
import { useContext, useRef } from 'react';
import type { ExampleNode } from '../../core/bundle';
import { CodeBlock } from '../article/CodeBlock';
import { ExampleHtmlContext } from '../examples/example-html-context';
import { Icon } from '../icons/Icon';
import { useStaticStage } from './use-static-stage';

export function VerdictFigure({ node }: { readonly node: ExampleNode }) {
  const verdict = node.verdict ?? { kind: 'do', why: '' };
  const captionId = `${node.id}-caption`;
  const html = useContext(ExampleHtmlContext).get(node.id) ?? '';
  const stage = useRef<HTMLDivElement>(null);
  useStaticStage(stage, node.id, (element) =>
    import('../examples/mount-example').then(({ mountExample }) => mountExample(element, node.id)),
  );
  return (
    // A figure with its figcaption is named by it; the role "group" is not allowed on one (axe aria-allowed-role).
    <figure className={`design-figure verdict verdict--${verdict.kind}`} aria-labelledby={captionId} data-verdict={verdict.kind}>
      <div
        key={node.id}
        ref={stage}
        className="design-figure__stage verdict__stage"
        data-design-example={node.id}
        inert
        // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own server rendering of a built example module, not content text (render-examples.tsx)
        dangerouslySetInnerHTML={{ __html: html }}
        suppressHydrationWarning
      />
      <figcaption className="verdict__caption" id={captionId}>
        <span className="verdict__label">
          <Icon name={verdict.kind === 'do' ? 'check' : 'close'} size={16} className="verdict__icon" />
          {verdict.kind === 'do' ? 'Do' : "Don't"}
        </span>
        <span className="verdict__why">{verdict.why}</span>
      </figcaption>
      <details className="design-figure__code">
        <summary>Show code</summary>
        <CodeBlock node={{ type: 'code', lang: 'tsx', code: node.code, lines: node.lines }} />
      </details>
    </figure>
  );
}
