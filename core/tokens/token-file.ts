/**
 * Reads one token file of the source (W3C Design Tokens format, JSON) into
 * located tokens: every token with its path, `$type` (inherited from its
 * groups), `$value`, `$description` and the line and column of its name, so
 * every later problem can be reported as `file:line:column`.
 */
import { isMap, isScalar, LineCounter, parseDocument, type Document, type Node as YamlNode, type YAMLMap } from 'yaml';
import type { LocatedIssue } from '../content/located-issue';
import { isTokenType, TOKEN_TYPES, type TokenType } from './token-types';

export interface TokenSourceFile {
  /** Path relative to the token folder's parent, e.g. 'tokens/base/color.tokens.json'. */
  readonly path: string;
  readonly text: string;
}

export interface SourceToken {
  readonly path: string;
  readonly type: TokenType | null;
  readonly value: unknown;
  readonly description: string;
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

export interface TokenFileResult {
  readonly tokens: SourceToken[];
  readonly issues: LocatedIssue[];
}

const NAME = /^[a-z0-9][a-z0-9-]*$/;

/** Parses JSON with positions (JSON is YAML 1.2, and the yaml package keeps ranges). */
export function parseLocatedJson(file: TokenSourceFile): { document: Document; at: (offset: number) => { line: number; column: number } } {
  const lineCounter = new LineCounter();
  const document = parseDocument(file.text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  return { document, at: (offset) => ({ line: lineCounter.linePos(offset).line, column: lineCounter.linePos(offset).col }) };
}

/**
 * @example parseTokenFile({ path: 'tokens/a.tokens.json', text: '{"space":{"$type":"dimension","1":{"$value":"4px"}}}' }).tokens[0]?.path // 'space.1'
 */
export function parseTokenFile(file: TokenSourceFile): TokenFileResult {
  const { document, at } = parseLocatedJson(file);
  const issues: LocatedIssue[] = [];
  const tokens: SourceToken[] = [];
  const issue = (offset: number, code: string, message: string) => issues.push({ file: file.path, ...at(offset), code, message });
  for (const error of document.errors) issue(error.pos[0], 'tokens.json', `is not valid JSON: ${error.message.split('\n')[0] ?? ''}`);
  if (document.errors.length > 0) return { tokens, issues };
  if (!isMap(document.contents)) {
    issue(0, 'tokens.json', 'expected a JSON object of token groups');
    return { tokens, issues };
  }

  const toJs = (node: unknown): unknown =>
    node !== null && typeof node === 'object' && 'toJS' in node ? (node as YamlNode).toJS(document) : node;

  const visit = (group: YAMLMap, path: readonly string[], inheritedType: TokenType | null, inheritedDescription: string) => {
    const own = group.get('$type', true);
    let type = inheritedType;
    if (own !== undefined) {
      const value = toJs(own);
      if (isTokenType(value)) type = value;
      else
        issue(
          rangeStart(own),
          'tokens.unknownType',
          `$type ${JSON.stringify(value)} is not a token type; expected one of ${TOKEN_TYPES.join(', ')}`,
        );
    }
    for (const pair of group.items) {
      if (!isScalar(pair.key)) continue;
      const name = String(pair.key.value);
      const offset = pair.key.range?.[0] ?? 0;
      if (name.startsWith('$')) continue;
      const tokenPath = [...path, name].join('.');
      if (!NAME.test(name)) {
        issue(offset, 'tokens.badName', `${tokenPath}: a name uses lowercase letters, digits and hyphens only`);
        continue;
      }
      if (!isMap(pair.value)) {
        issue(offset, 'tokens.notAGroup', `${tokenPath}: expected a token (an object with $value) or a group (an object)`);
        continue;
      }
      const child = pair.value;
      if (!child.has('$value')) {
        const groupDescription = toJs(child.get('$description', true));
        visit(child, [...path, name], type, typeof groupDescription === 'string' ? groupDescription : inheritedDescription);
        continue;
      }
      const ownType = child.get('$type', true);
      let tokenType = type;
      if (ownType !== undefined) {
        const value = toJs(ownType);
        tokenType = isTokenType(value) ? value : null;
        if (tokenType === null) {
          issue(
            rangeStart(ownType),
            'tokens.unknownType',
            `${tokenPath}: $type ${JSON.stringify(value)} is not a token type; expected one of ${TOKEN_TYPES.join(', ')}`,
          );
        }
      }
      const description = toJs(child.get('$description', true));
      tokens.push({
        path: tokenPath,
        type: tokenType,
        value: toJs(child.get('$value', true)),
        // A token without a description of its own takes its group's.
        description: typeof description === 'string' ? description : inheritedDescription,
        file: file.path,
        ...at(offset),
      });
    }
  };
  visit(document.contents as YAMLMap, [], null, '');
  return { tokens, issues };
}

function rangeStart(node: unknown): number {
  return (node as { range?: [number, number, number] }).range?.[0] ?? 0;
}
