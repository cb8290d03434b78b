/** The code blocks of the Develop page, which the consumer apps use as they stand so page and test cannot drift. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './consumer-app';

export const DEVELOP_PAGE = 'content/get-started/develop/index.md';

/** The one `tsx` block of the Develop page that matches `marker`; `what` names it in the error. */
export function developPageBlock(marker: RegExp, what: string): string {
  const markdown = readFileSync(join(REPO_ROOT, DEVELOP_PAGE), 'utf8');
  const blocks = [...markdown.matchAll(/^```tsx\n([\s\S]*?)^```$/gm)].map((match) => match[1] ?? '');
  const found = blocks.filter((block) => marker.test(block));
  if (found.length !== 1) {
    throw new Error(`${DEVELOP_PAGE} has ${found.length} tsx blocks that are ${what} (${marker}); expected 1`);
  }
  return found[0] ?? '';
}
