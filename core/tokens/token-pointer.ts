/**
 * The JSON pointer (RFC 6901) of the place a token problem is reported at, so the dev server's error overlay can say
 * which member of the file is wrong as well as its line and column. A problem is located at a token's or group's name
 * (token-file.ts), or at a value inside it: the pointer names the deepest member whose name starts there or whose
 * value holds the place.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';

/** `a/b` and `a~b` as one reference token: `a~1b`, `a~0b`. */
const escapeSegment = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** The offset of a 1-based line and column in text, or null when the text has no such place. */
function offsetOf(text: string, line: number, column: number): number | null {
  if (!Number.isInteger(line) || !Number.isInteger(column) || line < 1 || column < 1) return null;
  let start = 0;
  for (let at = 1; at < line; at++) {
    const next = text.indexOf('\n', start);
    if (next === -1) return null;
    start = next + 1;
  }
  const end = text.indexOf('\n', start);
  const offset = start + column - 1;
  return offset <= (end === -1 ? text.length : end) ? offset : null;
}

const holds = (node: YamlNode | null | undefined, offset: number) => {
  const range = node?.range;
  return range !== undefined && range !== null && range[0] <= offset && offset < range[1];
};

/**
 * @example jsonPointerAt('{\n  "color": {\n    "0": { "$value": "#zzz" }\n  }\n}', 3, 5) // '/color/0'
 * @example jsonPointerAt('{ "a": 1', 1, 3) // null: not JSON
 */
export function jsonPointerAt(text: string, line: number, column: number): string | null {
  const offset = offsetOf(text, line, column);
  if (offset === null) return null;
  const document = parseDocument(text, { lineCounter: new LineCounter(), prettyErrors: false, uniqueKeys: true });
  if (document.errors.length > 0) return null;
  const segments: string[] = [];
  let node = document.contents as YamlNode | null;
  for (;;) {
    if (isMap(node)) {
      const pair = node.items.find(
        (item) =>
          isScalar(item.key) && (item.key.range?.[0] === offset || holds(item.key, offset) || holds(item.value as YamlNode | null, offset)),
      );
      if (pair === undefined || !isScalar(pair.key)) break;
      segments.push(escapeSegment(String(pair.key.value)));
      if (!holds(pair.value as YamlNode | null, offset)) break;
      node = pair.value as YamlNode;
    } else if (isSeq(node)) {
      const index = node.items.findIndex((item) => holds(item as YamlNode | null, offset));
      if (index === -1) break;
      segments.push(String(index));
      node = node.items[index] as YamlNode;
    } else break;
  }
  return segments.length === 0 ? null : `/${segments.join('/')}`;
}
