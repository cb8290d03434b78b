/**
 * The first screen of an article opened by a link (routing/router-context.ts, `opensAtTop`): the top-level nodes
 * rendered in the frame of the click, the rest right after its first paint (Article.tsx). Building, styling and
 * laying out a whole long article was most of a click's time to paint (docs/performance.md, "Click to paint");
 * the reader sees the top of the page first either way.
 *
 * The cut is made before a heading once the nodes before it weigh FIRST_SCREEN_WEIGHT: a section never splits,
 * nor a pair of Do and Don't examples (ContentNodes.tsx groups them), and an article without a later heading
 * renders whole.
 */
import type { ContentNode } from '../../core/bundle';

/** Content nodes, a figure counting as FIGURE_WEIGHT: more than fill a 1440x900 screen below the page's head. */
export const FIRST_SCREEN_WEIGHT = 60;
/** A live example, a variants grid or another figure: a box of some 300px, and a root or a picture to render. */
const FIGURE_WEIGHT = 20;

function weightOf(node: ContentNode): number {
  switch (node.type) {
    case 'text':
      return 0;
    case 'shorthand':
      return 1;
    case 'code':
      return 1 + node.lines.length;
    case 'tokens':
      return 1 + node.rows.length;
    case 'element':
    case 'heading':
    case 'link': {
      let weight = 1;
      for (const child of node.children) weight += weightOf(child);
      return weight;
    }
    default:
      return FIGURE_WEIGHT;
  }
}

/** How many of the article's top-level nodes its first screen renders: all of them when there is no cut. */
export function firstScreenCount(nodes: readonly ContentNode[]): number {
  let weight = 0;
  for (let index = 0; index < nodes.length - 1; index++) {
    weight += weightOf(nodes[index] as ContentNode);
    if (weight >= FIRST_SCREEN_WEIGHT && nodes[index + 1]?.type === 'heading') return index + 1;
  }
  return nodes.length;
}
