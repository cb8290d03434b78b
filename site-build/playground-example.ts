/**
 * What a component's playground takes from its first live example that renders it (docs/playground.md): the
 * element's attributes and children for the manifest (core/components PlaygroundExample), and the preview
 * module, which is that example with its returned markup narrowed to the one element, the playground's props
 * spread over it last. The example's hooks and helpers stay, so a compound component keeps its parts and state.
 * Read with the TypeScript parser, already loaded by the content build when there are live examples.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type ts from 'typescript';
import type { ManifestExample, ManifestProp } from '../core/components';
import { createPlaygroundCache, type PlaygroundCache, type PlaygroundSource } from './playground-cache';

type Ts = typeof ts;
let loaded: Ts | null = null;
const typescript = (): Ts => {
  loaded ??= createRequire(import.meta.url)('typescript') as Ts;
  return loaded;
};

export type { PlaygroundSource } from './playground-cache';

/** The name the preview module gives the playground's props; no example uses it. */
const PROPS = '__playgroundProps';

type Element = ts.JsxElement | ts.JsxSelfClosingElement;

function openingOf(tsApi: Ts, element: Element): ts.JsxOpeningElement | ts.JsxSelfClosingElement {
  return tsApi.isJsxElement(element) ? element.openingElement : element;
}

/**
 * The outermost component element (a capitalised tag) of the same return around an element, or the element
 * itself: a part (a Radio) needs its whole (the RadioGroup) around it in the preview.
 */
function outermostComponent(tsApi: Ts, element: Element, ret: ts.ReturnStatement, file: ts.SourceFile): Element {
  let outer = element;
  for (let node = element.parent; node !== ret; node = node.parent) {
    if (tsApi.isJsxElement(node) && /^[A-Z]/.test(node.openingElement.tagName.getText(file))) outer = node;
  }
  return outer;
}

/** The example's default-exported function and the first element of `name` it returns itself (not a callback). */
function findElement(tsApi: Ts, file: ts.SourceFile, name: string) {
  const fn = file.statements.find(
    (statement): statement is ts.FunctionDeclaration =>
      tsApi.isFunctionDeclaration(statement) &&
      (tsApi.getCombinedModifierFlags(statement) & tsApi.ModifierFlags.ExportDefault) === tsApi.ModifierFlags.ExportDefault,
  );
  if (fn?.body === undefined || fn.parameters.length > 0) return null;
  let found: { element: Element; ret: ts.ReturnStatement } | null = null;
  const visit = (node: ts.Node, ret: ts.ReturnStatement | null): void => {
    if (found !== null || (node !== fn && tsApi.isFunctionLike(node))) return;
    const inReturn = tsApi.isReturnStatement(node) ? node : ret;
    if ((tsApi.isJsxElement(node) || tsApi.isJsxSelfClosingElement(node)) && inReturn !== null) {
      if (openingOf(tsApi, node).tagName.getText(file) === name) {
        found = { element: node, ret: inReturn };
        return;
      }
    }
    tsApi.forEachChild(node, (child) => visit(child, inReturn));
  };
  visit(fn.body, null);
  return found === null ? null : { fn, ...(found as { element: Element; ret: ts.ReturnStatement }) };
}

function literalOf(tsApi: Ts, attribute: ts.JsxAttribute): string | boolean | number | undefined {
  const value = attribute.initializer;
  if (value === undefined) return true;
  if (tsApi.isStringLiteral(value)) return value.text;
  if (!tsApi.isJsxExpression(value) || value.expression === undefined) return undefined;
  const expression = value.expression;
  if (expression.kind === tsApi.SyntaxKind.TrueKeyword) return true;
  if (expression.kind === tsApi.SyntaxKind.FalseKeyword) return false;
  if (tsApi.isNumericLiteral(expression)) return Number(expression.text);
  if (tsApi.isStringLiteral(expression) || tsApi.isNoSubstitutionTemplateLiteral(expression)) return expression.text;
  return undefined;
}

/** Removes the indentation the lines share, so the children read well in the playground's code. */
function dedent(code: string): string {
  const lines = code
    .replace(/^\s*\n/, '')
    .replace(/\s+$/, '')
    .split('\n');
  const indent = Math.min(...lines.filter((line) => line.trim() !== '').map((line) => /^ */.exec(line)?.[0].length ?? 0));
  return lines.map((line) => line.slice(indent)).join('\n');
}

const caches = new Map<string, PlaygroundCache>();

/**
 * The disk cache of the answers under `root`'s node_modules (playground-cache.ts), keyed also by this module's code
 * (the bundled CLI's chunk holding it, or this source) and TypeScript's version.
 */
export function playgroundCacheIn(root: string): PlaygroundCache {
  let cache = caches.get(root);
  if (cache === undefined) {
    let code = '';
    try {
      code = readFileSync(fileURLToPath(import.meta.url), 'utf8');
      code += `\0${String((JSON.parse(readFileSync(join(root, 'node_modules/typescript/package.json'), 'utf8')) as { version?: unknown }).version)}`;
    } catch {
      // Without its code or the parser's version the key is weaker, not wrong: the FORMAT and the inputs still decide.
    }
    cache = createPlaygroundCache(join(root, 'node_modules/.cache/harbor-playground'), code);
    caches.set(root, cache);
  }
  return cache;
}

// The dev server writes every playground's module after each save (write-playground-modules-fs.ts), and parsing each
// first example with TypeScript again took tens of milliseconds of a saved edit's way to the open page. The answer
// depends only on the name, the controlled props and the examples' code, so it is remembered by them.
const remembered = new Map<string, PlaygroundSource | null>();
const MAX_REMEMBERED = 512;

/**
 * @example playgroundSourceOf('Button', props, [{ title: 'x', source: "export default function E() { return <Button>Go</Button>; }" }])?.example.children
 * // { kind: 'text', text: 'Go' }
 */
export function playgroundSourceOf(
  name: string,
  props: readonly ManifestProp[],
  examples: readonly ManifestExample[],
  disk?: PlaygroundCache,
): PlaygroundSource | null {
  const controlled = new Set(props.filter((prop) => prop.control !== 'none').map((prop) => prop.name));
  const key = JSON.stringify([name, [...controlled], examples.map((example) => example.source)]);
  if (remembered.has(key)) return remembered.get(key) ?? null;
  const stored = disk?.get(key);
  const source = stored === undefined ? readPlaygroundSource(name, controlled, examples) : stored;
  if (stored === undefined) disk?.set(key, source);
  if (remembered.size >= MAX_REMEMBERED) remembered.clear();
  remembered.set(key, source);
  return source;
}

function readPlaygroundSource(
  name: string,
  controlled: ReadonlySet<string>,
  examples: readonly ManifestExample[],
): PlaygroundSource | null {
  const tsApi = typescript();
  for (const { source } of examples) {
    const file = tsApi.createSourceFile('example.tsx', source, tsApi.ScriptTarget.Latest, true, tsApi.ScriptKind.TSX);
    const found = findElement(tsApi, file, name);
    if (found === null) continue;
    const { fn, element, ret } = found;
    const opening = openingOf(tsApi, element);
    const attributes: string[] = [];
    const values: Record<string, string | boolean | number> = {};
    for (const attribute of opening.attributes.properties) {
      const text = attribute.getText(file);
      const literal = tsApi.isJsxAttribute(attribute) ? literalOf(tsApi, attribute) : undefined;
      const attributeName = tsApi.isJsxAttribute(attribute) ? attribute.name.getText(file) : '';
      if (literal !== undefined && controlled.has(attributeName)) values[attributeName] = literal;
      else attributes.push(text);
    }
    const inner = tsApi.isJsxElement(element) ? element.children : [];
    const textOnly = inner.every((child) => tsApi.isJsxText(child));
    const childrenText = inner
      .map((child) => child.getText(file))
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    const textChildren = textOnly && (controlled.has('children') || childrenText === '');
    const childrenCode = tsApi.isJsxElement(element) ? source.slice(element.openingElement.end, element.closingElement.getStart(file)) : '';
    const tag = opening.tagName.getText(file);
    const expression = ret.expression;
    if (expression === undefined) continue;
    // The returned markup narrowed to the element (inside its whole, for a part), the props spread over it last.
    // Text children come in the props (a control edits them); written as the element's child for the type check.
    const outer = outermostComponent(tsApi, element, ret, file);
    const spreadAt = opening.attributes.end;
    const replacement = !textChildren
      ? { from: spreadAt, to: spreadAt, text: ` {...${PROPS}}` }
      : controlled.has('children')
        ? { from: spreadAt, to: element.end, text: ` {...${PROPS}}>{${PROPS}['children'] as string}</${tag}>` }
        : { from: spreadAt, to: element.end, text: ` {...${PROPS}} />` };
    const narrowed = `(${source.slice(outer.getStart(file), replacement.from)}${replacement.text}${source.slice(replacement.to, outer.end)})`;
    const parameterAt = fn.parameters.pos;
    const module =
      source.slice(0, parameterAt) +
      `${PROPS}: Record<string, unknown>` +
      source.slice(parameterAt, expression.getStart(file)) +
      narrowed +
      source.slice(expression.end);
    return {
      example: {
        attributes,
        values,
        children: textChildren ? { kind: 'text', text: childrenText } : { kind: 'code', code: dedent(childrenCode) },
        ...(outer === element ? {} : { within: openingOf(tsApi, outer).tagName.getText(file) }),
      },
      module,
    };
  }
  return null;
}
