/** The article of a page, rendered from its content tree (SPEC §2 Article content). */
import type { ContentNode } from '../../core/bundle';
import { ContentNodes } from './ContentNodes';
import './article.css';

export function Article({ nodes }: { readonly nodes: readonly ContentNode[] }) {
  return (
    <div className="article">
      <ContentNodes nodes={nodes} />
    </div>
  );
}
