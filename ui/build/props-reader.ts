/**
 * Reads a component's props and status tags from the TypeScript types of the component
 * package: the props of its first parameter that the package itself declares (not the
 * DOM attributes it passes on), with their type, default, whether they are required, and
 * the JSDoc description. The package's manifest (package-manifest.ts) and the portal's
 * props tables (content/README.md Props tables, site-build/component-types.ts) read
 * them through this one reader, so the two never disagree.
 */
import type ts from 'typescript';
import type { PropBoundTags, SourceProp } from '../../core/components';

/** One prop of a component, as read from its TypeScript types (core/components' SourceProp). */
export type PropRow = SourceProp;

type Ts = typeof ts;

/** Source text of a type node on one line. */
const written = (node: ts.Node) => node.getText().replace(/\s+/g, ' ').replace(/^\| /, '');

/**
 * Literal unions read better spelled out than by their alias name ('small' | 'medium', not ButtonSize),
 * in the order the source writes them (the checker orders union members by when it first met them).
 */
function typeText(tsApi: Ts, checker: ts.TypeChecker, prop: ts.Symbol, at: ts.Node): string {
  const type = checker.getTypeOfSymbolAtLocation(prop, at);
  const flags = tsApi.TypeFormatFlags.NoTruncation | tsApi.TypeFormatFlags.UseSingleQuotesForStringLiteralType;
  const members = type.isUnion() ? type.types.filter((member) => !(member.flags & tsApi.TypeFlags.Undefined)) : [type];
  const declaration = prop.valueDeclaration;
  const typeNode = declaration !== undefined && tsApi.isPropertySignature(declaration) ? declaration.type : undefined;
  const literal = (member: ts.Type) => member.isLiteral() || (member.flags & tsApi.TypeFlags.BooleanLiteral) !== 0;
  if (type.isUnion() && members.every(literal)) {
    const texts = members.map((member) => checker.typeToString(member, at, flags));
    // boolean is true | false to the checker.
    if (texts.length === 2 && texts.includes('true') && texts.includes('false')) return 'boolean';
    const alias = type.aliasSymbol?.declarations?.[0];
    if (alias !== undefined && tsApi.isTypeAliasDeclaration(alias)) return written(alias.type);
    if (typeNode !== undefined) return written(typeNode);
    return texts.join(' | ');
  }
  // Otherwise as written (ReactNode, not its expansion), which the checker cannot give back once it has resolved it.
  return typeNode === undefined ? checker.typeToString(type, at, flags) : written(typeNode);
}

/** Defaults written in the component's parameter destructuring: `{ variant = 'primary' }`. */
function destructuringDefaults(tsApi: Ts, declaration: ts.Declaration | undefined): Map<string, string> {
  const defaults = new Map<string, string>();
  if (declaration === undefined) return defaults;
  let fn: ts.Node | undefined = declaration;
  if (tsApi.isVariableDeclaration(declaration) && declaration.initializer !== undefined) fn = declaration.initializer;
  if (fn === undefined || !(tsApi.isFunctionDeclaration(fn) || tsApi.isArrowFunction(fn) || tsApi.isFunctionExpression(fn)))
    return defaults;
  const pattern = fn.parameters[0]?.name;
  if (pattern === undefined || !tsApi.isObjectBindingPattern(pattern)) return defaults;
  for (const element of pattern.elements) {
    if (element.initializer === undefined) continue;
    const name = element.propertyName ?? element.name;
    if (tsApi.isIdentifier(name) || tsApi.isStringLiteral(name)) defaults.set(name.text, element.initializer.getText());
  }
  return defaults;
}

/** The text of a JSDoc tag ('' when it has none), or undefined without the tag. */
function tagText(tags: readonly ts.JSDocTagInfo[], name: string): string | undefined {
  const tag = tags.find((candidate) => candidate.name === name);
  if (tag === undefined) return undefined;
  // A {@link X} comes as its own parts ('{@link ', 'X', '}'), so joining them spells it back.
  const text = (tag.text ?? []).map((part) => part.text).join('');
  return text.replace(/\s+/g, ' ').trim();
}

/** `@minimum`, `@maximum` and `@maxLength` as written; undefined when the prop has none of them. */
function boundTags(tags: readonly ts.JSDocTagInfo[]): PropBoundTags | undefined {
  const found: Record<string, string> = {};
  for (const name of ['minimum', 'maximum', 'maxLength'] as const) {
    const text = tagText(tags, name);
    if (text !== undefined) found[name] = text;
  }
  return Object.keys(found).length === 0 ? undefined : found;
}

const inPackage = (symbol: ts.Symbol, packageDir: string) =>
  (symbol.declarations ?? []).some((declaration) => declaration.getSourceFile().fileName.startsWith(packageDir));

/**
 * The props of a component, or null when `value` is not a component (a
 * function whose first parameter is an object, or that takes none).
 */
export function readProps(tsApi: Ts, checker: ts.TypeChecker, value: ts.Symbol, packageDir: string): PropRow[] | null {
  const declaration = value.valueDeclaration ?? value.declarations?.[0];
  if (declaration === undefined) return null;
  const type = checker.getTypeOfSymbolAtLocation(value, declaration);
  const signature = type.getCallSignatures()[0];
  if (signature === undefined) return null;
  const parameter = signature.getParameters()[0];
  if (parameter === undefined) return [];
  const propsType = checker.getTypeOfSymbolAtLocation(parameter, declaration);
  const defaults = destructuringDefaults(tsApi, declaration);
  const rows: PropRow[] = [];
  for (const prop of checker.getPropertiesOfType(propsType)) {
    if (!inPackage(prop, packageDir)) continue;
    const at = prop.valueDeclaration ?? declaration;
    const tags = prop.getJsDocTags(checker);
    const jsDocDefault = tagText(tags, 'default') ?? tagText(tags, 'defaultValue');
    const deprecated = tagText(tags, 'deprecated');
    const bounds = boundTags(tags);
    rows.push({
      name: prop.name,
      type: typeText(tsApi, checker, prop, at),
      defaultValue: defaults.get(prop.name) ?? jsDocDefault?.trim() ?? null,
      required: (prop.flags & tsApi.SymbolFlags.Optional) === 0,
      description: tsApi.displayPartsToString(prop.getDocumentationComment(checker)).replace(/\s+/g, ' ').trim(),
      ...(deprecated === undefined ? {} : { deprecated }),
      ...(bounds === undefined ? {} : { bounds }),
    });
  }
  return rows;
}

/** A component's own JSDoc tags that the manifest reads (core/components status-rules.ts). */
export function componentTags(value: ts.Symbol, checker: ts.TypeChecker): { status?: string; since?: string; deprecated?: string } {
  const tags = value.getJsDocTags(checker);
  const status = tagText(tags, 'status');
  const since = tagText(tags, 'since');
  const deprecated = tagText(tags, 'deprecated');
  return {
    ...(status === undefined ? {} : { status }),
    ...(since === undefined ? {} : { since }),
    ...(deprecated === undefined ? {} : { deprecated }),
  };
}
