/**
 * A live example (content/README.md Live examples): a figure with the role
 * group named "Example" (and its title), the rendered example on a stage,
 * and its source below, coloured and copyable. The stage's markup comes
 * from the server (render-examples.tsx); in the browser the page's React
 * leaves it alone and the example hydrates in a root of its own when it
 * scrolls into view (use-live-example.ts). It follows the page's theme.
 * On a Design tab the source is folded behind "Show code": the tab shows, the
 * Code tab tells how.
 */
import { useContext, useRef } from 'react';
import type { ExampleNode } from '../../core/bundle/content-node';
import { CodeBlock } from '../article/CodeBlock';
import { RouterContext } from '../routing/router-context';
import { ExampleHtmlContext } from './example-html-context';
import { useLiveExample } from './use-live-example';

export function ExampleFigure({ node }: { readonly node: ExampleNode }) {
  // Not useId: the server renders the whole document and the browser hydrates only the app, so their id trees differ.
  const nameId = `${node.id}-name`;
  const html = useContext(ExampleHtmlContext).get(node.id) ?? '';
  const stage = useRef<HTMLDivElement>(null);
  useLiveExample(stage, node.id);
  const onDesignTab = useContext(RouterContext)?.route.endsWith('-design') === true;
  const code = <CodeBlock node={{ type: 'code', lang: 'tsx', code: node.code, lines: node.lines }} />;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a figure of an example, named as a group (the contract tests and readers rely on), not a form fieldset
    <figure className="example" role="group" aria-labelledby={nameId}>
      <div className="example__bar">
        <span className="example__name" id={nameId}>
          {node.title === undefined ? 'Example' : `Example: ${node.title}`}
        </span>
      </div>
      {/* The key gives another example a fresh stage: the old one's markup must not be hydrated as the new one's. */}
      <div
        key={node.id}
        ref={stage}
        className="example__stage"
        data-example={node.id}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own server rendering of a built example module, not content text (render-examples.tsx)
        dangerouslySetInnerHTML={{ __html: html }}
        suppressHydrationWarning
      />
      {onDesignTab ? (
        <details className="design-figure__code">
          <summary>Show code</summary>
          {code}
        </details>
      ) : (
        code
      )}
    </figure>
  );
}
