/**
 * An anatomy picture's numbers must match its text: the example fence with `anatomy="…"` is followed by the
 * ordered list that names each numbered part, one item per part (content/README.md Anatomy pictures). The list
 * carries the meaning for readers who do not see the picture, so a picture without it is an error.
 */
import type { ContentNode } from '../core/bundle';

export interface AnatomyListProblem {
  /** The example whose list is missing or does not match. */
  readonly id: string;
  readonly message: string;
}

const isBlank = (node: ContentNode) => node.type === 'text' && node.value.trim() === '';

function itemCount(list: ContentNode): number {
  return list.type === 'element' ? list.children.filter((child) => child.type === 'element' && child.tag === 'li').length : 0;
}

/**
 * @example anatomyListProblems([{ type: 'example', id: 'ex-1', code: '', lines: [], anatomy: [{ selector: 'b', at: 'top' }] }])[0]?.message
 * // 'an anatomy picture is followed by an ordered list naming its 1 part (1. …), and this one is followed by nothing'
 */
export function anatomyListProblems(body: readonly ContentNode[]): AnatomyListProblem[] {
  const problems: AnatomyListProblem[] = [];
  const siblings = body.filter((node) => !isBlank(node));
  for (const [index, node] of siblings.entries()) {
    if (node.type === 'example' && node.anatomy !== undefined) {
      const next = siblings[index + 1];
      const parts = node.anatomy.length;
      const want = `an anatomy picture is followed by an ordered list naming its ${parts} part${parts === 1 ? '' : 's'} (1. …)`;
      if (next === undefined) problems.push({ id: node.id, message: `${want}, and this one is followed by nothing` });
      else if (next.type !== 'element' || next.tag !== 'ol')
        problems.push({ id: node.id, message: `${want}, not by a ${next.type === 'element' ? next.tag : next.type}` });
      else if (itemCount(next) !== parts)
        problems.push({ id: node.id, message: `${want}; its list has ${itemCount(next)} items for ${parts} numbered parts` });
    }
    if (node.type === 'element' || node.type === 'heading' || node.type === 'link') problems.push(...anatomyListProblems(node.children));
  }
  return problems;
}
