/**
 * A page's first live example, in reading order: the picture its section card and its search result show when
 * its front matter names no thumbnail.
 */
import type { ContentNode } from './content-node';

/** The id of the first `example` node among `nodes` and their children; a page without one has none. */
export function firstExampleId(nodes: readonly ContentNode[]): string | undefined {
  for (const node of nodes) {
    if (node.type === 'example') return node.id;
    if ('children' in node) {
      const found = firstExampleId(node.children);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
