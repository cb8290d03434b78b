/**
 * A Do or Don't example (```` ```tsx example do="…" ```` / `dont="…"`, content/README.md): the example rendered by
 * the server as a picture, under a caption that says "Do" or "Don't" in words and with an icon (a tick or a cross)
 * as well as in the success or danger colour, and the one line of why. Two in a row sit side by side as a pair
 * (ContentNodes.tsx). The source is folded behind "Show code".
 */
import type { ExampleNode } from '../../core/bundle';
import { Icon } from '../icons/Icon';
import { DesignCode, DesignStage } from './DesignStage';

export function VerdictFigure({ node }: { readonly node: ExampleNode }) {
  const verdict = node.verdict ?? { kind: 'do', why: '' };
  const captionId = `${node.id}-caption`;
  return (
    // A figure with its figcaption is named by it; the role "group" is not allowed on one (axe aria-allowed-role).
    <figure className={`design-figure verdict verdict--${verdict.kind}`} aria-labelledby={captionId} data-verdict={verdict.kind}>
      <DesignStage key={node.id} node={node} className="verdict__stage" />
      <figcaption className="verdict__caption" id={captionId}>
        <span className="verdict__label">
          <Icon name={verdict.kind === 'do' ? 'check' : 'close'} size={16} className="verdict__icon" />
          {verdict.kind === 'do' ? 'Do' : "Don't"}
        </span>
        <span className="verdict__why">{verdict.why}</span>
      </figcaption>
      <DesignCode node={node} />
    </figure>
  );
}
