/**
 * The declared contrast pairs (tokens/contrast-pairs.json): which colour roles
 * are used together, and how (text, large text or UI), each with its line so
 * a failing pair is reported where it is declared.
 */
import { isMap, isScalar, isSeq, type YAMLMap } from 'yaml';
import type { LocatedIssue } from '../content/located-issue';
import { CONTRAST_USES, type ContrastUse } from './contrast';
import { parseLocatedJson, type TokenSourceFile } from './token-file';

export interface ContrastPair {
  readonly foreground: string;
  readonly background: string;
  readonly use: ContrastUse;
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

/**
 * @example parseContrastPairs({ path: 'tokens/contrast-pairs.json', text: '{"pairs":[{"foreground":"a","background":"b","use":"text"}]}' }).pairs.length // 1
 */
export function parseContrastPairs(file: TokenSourceFile): { pairs: ContrastPair[]; issues: LocatedIssue[] } {
  const { document, at } = parseLocatedJson(file);
  const issues: LocatedIssue[] = [];
  const pairs: ContrastPair[] = [];
  const issue = (offset: number, message: string) => issues.push({ file: file.path, ...at(offset), code: 'tokens.badPair', message });
  if (document.errors.length > 0) {
    for (const error of document.errors) issue(error.pos[0], `is not valid JSON: ${error.message.split('\n')[0] ?? ''}`);
    return { pairs, issues };
  }
  const list = isMap(document.contents) ? document.contents.get('pairs', true) : undefined;
  if (!isSeq(list)) {
    issue(0, 'expected an object with "pairs": a list of { foreground, background, use }');
    return { pairs, issues };
  }
  for (const item of list.items) {
    const offset = (item as { range?: [number] }).range?.[0] ?? 0;
    if (!isMap(item)) {
      issue(offset, 'a pair is an object { foreground, background, use }');
      continue;
    }
    const text = (name: string) => {
      const node = (item as YAMLMap).get(name, true);
      return isScalar(node) && typeof node.value === 'string' ? node.value : null;
    };
    const foreground = text('foreground');
    const background = text('background');
    const use = text('use');
    if (foreground === null || background === null) {
      issue(offset, 'a pair needs "foreground" and "background" token paths');
      continue;
    }
    if (use === null || !(CONTRAST_USES as readonly string[]).includes(use)) {
      issue(offset, `pair ${foreground} on ${background}: "use" must be one of ${CONTRAST_USES.join(', ')}`);
      continue;
    }
    pairs.push({ foreground, background, use: use as ContrastUse, file: file.path, ...at(offset) });
  }
  return { pairs, issues };
}
