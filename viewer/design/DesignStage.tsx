/**
 * What every design figure (an anatomy picture, a Do or Don't) is made of: the stage, the example as the server
 * rendered it, inert and never hydrated (use-static-stage.ts), and its source folded behind "Show code".
 */
import { useContext, useRef } from 'react';
import type { ExampleNode } from '../../core/bundle';
import { CodeBlock } from '../article/CodeBlock';
import { ExampleHtmlContext } from '../examples/example-html-context';
import { useStaticStage } from './use-static-stage';

/** The example's stage; `className` adds the figure's own class to `design-figure__stage`. Key it by the example's id. */
export function DesignStage({ node, className }: { readonly node: ExampleNode; readonly className: string }) {
  const html = useContext(ExampleHtmlContext).get(node.id) ?? '';
  const stage = useRef<HTMLDivElement>(null);
  useStaticStage(stage, node.id, (element) =>
    import('../examples/mount-example').then(({ mountExample }) => mountExample(element, node.id)),
  );
  return (
    <div
      ref={stage}
      className={`design-figure__stage ${className}`}
      data-design-example={node.id}
      inert
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own server rendering of a built example module, not content text (render-examples.tsx)
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}

/** The example's source, folded: the picture comes first on a Design tab. */
export function DesignCode({ node }: { readonly node: ExampleNode }) {
  return (
    <details className="design-figure__code">
      <summary>Show code</summary>
      <CodeBlock node={{ type: 'code', lang: 'tsx', code: node.code, lines: node.lines }} />
    </details>
  );
}
