/**
 * An anatomy picture (```` ```tsx example anatomy="…" ````, content/README.md): the example rendered by the server,
 * with a numbered marker over each part. Each part's selector names an anchor (CSS anchor positioning), so the
 * markers sit on the parts without script, at any width and in any theme; the ordered list after the figure names
 * the parts by the same numbers and carries the meaning, so the markers are hidden from assistive technology.
 * The source is folded behind "Show code".
 */
import type { ExampleNode } from '../../core/bundle';
import { DesignCode, DesignStage } from './DesignStage';

const anchorOf = (id: string, index: number) => `--${id}-part-${index + 1}`;

/**
 * The style that names each part an anchor and puts each marker on its anchor; selectors were checked by the build.
 * Parts that share a selector (a container and its focus ring) share an element, which then carries both names.
 */
export function anatomyStyle(id: string, selectors: readonly string[]): string {
  const scope = `[data-anatomy="${id}"]`;
  const names = new Map<string, string[]>();
  for (const [index, selector] of selectors.entries()) names.set(selector, [...(names.get(selector) ?? []), anchorOf(id, index)]);
  const anchors = [...names].map(([selector, list]) => `${scope} .anatomy__stage :is(${selector}){anchor-name:${list.join(',')}}`);
  const markers = selectors.map((_, index) => `${scope} .anatomy__marker:nth-child(${index + 1}){position-anchor:${anchorOf(id, index)}}`);
  return [...anchors, ...markers].join('');
}

export function AnatomyFigure({ node }: { readonly node: ExampleNode }) {
  const parts = node.anatomy ?? [];
  const nameId = `${node.id}-name`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a figure named as a group, like the live examples
    <figure className="design-figure anatomy" role="group" aria-labelledby={nameId} data-anatomy={node.id}>
      <div className="example__bar design-figure__bar">
        <span className="example__name" id={nameId}>
          {node.title === undefined ? 'Anatomy' : `Anatomy: ${node.title}`}
        </span>
      </div>
      <style>
        {anatomyStyle(
          node.id,
          parts.map((part) => part.selector),
        )}
      </style>
      <div className="anatomy__canvas">
        <DesignStage key={node.id} node={node} className="anatomy__stage" />
        <div className="anatomy__markers" aria-hidden="true">
          {parts.map((part, index) => (
            <span key={`${part.selector}@${part.at}`} className={`anatomy__marker anatomy__marker--${part.at}`}>
              {index + 1}
            </span>
          ))}
        </div>
      </div>
      <DesignCode node={node} />
    </figure>
  );
}
