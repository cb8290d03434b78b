/**
 * Checks the live examples and reads the props tables against the component
 * package `@harbor/react` (content/README.md Live examples, Props tables),
 * with one TypeScript program for all of them: each example is type-checked
 * as the module it will be built into, may import only from '@harbor/react'
 * and 'react', and must export its Example by default; each props directive
 * must name a component the package exports. Problems carry the line inside
 * the example's code (1-based), for the caller to place in its Markdown file.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type ts from 'typescript';
import type { ComponentSource } from '../core/components';
import { componentSourcesOf, exportedValues, packageCompilerOptions } from '../ui/build/component-sources';
import { readProps, type PropRow } from '../ui/build/props-reader';

export interface ExampleSource {
  readonly id: string;
  readonly code: string;
}

export interface CodeProblem {
  /** 1-based line and column inside the example's code. */
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

export interface ComponentTypes {
  /** Example id -> its problems (none: the example compiles). */
  readonly exampleProblems: ReadonlyMap<string, readonly CodeProblem[]>;
  /** Component name -> its props, for every component asked about that the package exports. */
  readonly props: ReadonlyMap<string, readonly PropRow[]>;
  /** Every value the package exports, for messages about unknown names. */
  readonly exports: readonly string[];
  /** Every component the package exports (a capitalised function of props), with its tags and props, for the manifest. */
  readonly components: readonly ComponentSource[];
}

export const PACKAGE_NAME = '@harbor/react';
const ALLOWED_IMPORTS = new Set([PACKAGE_NAME, 'react']);

/** The source entry of the component package (its folder through the workspace link in node_modules; apps get its dist/). */
export function componentPackageEntry(): string {
  return join(dirname(createRequire(import.meta.url).resolve(`${PACKAGE_NAME}/package.json`)), 'index.ts');
}

function importProblems(tsApi: typeof ts, file: ts.SourceFile): CodeProblem[] {
  const problems: CodeProblem[] = [];
  for (const statement of file.statements) {
    const from = tsApi.isImportDeclaration(statement) || tsApi.isExportDeclaration(statement) ? statement.moduleSpecifier : undefined;
    if (from === undefined || !tsApi.isStringLiteral(from) || ALLOWED_IMPORTS.has(from.text)) continue;
    const at = file.getLineAndCharacterOfPosition(from.getStart(file));
    problems.push({
      line: at.line + 1,
      column: at.character + 1,
      message: `the example imports from '${from.text}'; examples import only from '${PACKAGE_NAME}' and 'react'`,
    });
  }
  return problems;
}

function diagnosticProblem(tsApi: typeof ts, diagnostic: ts.Diagnostic): CodeProblem {
  const at = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start) : null;
  return {
    line: (at?.line ?? 0) + 1,
    column: (at?.character ?? 0) + 1,
    message: `the example does not compile: ${tsApi.flattenDiagnosticMessageText(diagnostic.messageText, ' ')} (TS${diagnostic.code})`,
  };
}

/** Resolves 'Tabs' or a part such as 'Tabs.List' among the package's exports. */
function findComponent(checker: ts.TypeChecker, exports: ReadonlyMap<string, ts.Symbol>, name: string): ts.Symbol | undefined {
  const [head, ...rest] = name.split('.');
  let symbol = head === undefined ? undefined : exports.get(head);
  for (const part of rest) {
    if (symbol === undefined) return undefined;
    symbol = checker.getTypeOfSymbol(symbol).getProperty(part);
  }
  return symbol;
}

/**
 * TypeScript through require: an ESM import of its CommonJS file makes Node scan all of it for named exports first
 * (about 0.3 s of a cold build, docs/performance.md).
 */
const loadTypeScript = (): typeof ts => createRequire(import.meta.url)('typescript') as typeof ts;

/** Type-checks the examples and reads the props of `components`, in one program. */
export async function readComponentTypes(examples: readonly ExampleSource[], components: readonly string[]): Promise<ComponentTypes> {
  const tsApi = loadTypeScript();
  const entry = componentPackageEntry();
  const packageDir = `${dirname(entry)}/`;
  // Beside the package, so that 'react' resolves from the same node_modules as the package's own imports.
  const exampleDir = join(dirname(packageDir), '.harbor-examples');
  const virtual = new Map(examples.map((example) => [join(exampleDir, `${example.id}.tsx`), example.code]));
  const options = packageCompilerOptions(tsApi, entry);
  const host = tsApi.createCompilerHost(options, true);
  const getSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  host.getSourceFile = (fileName, language, ...rest) => {
    const code = virtual.get(fileName);
    return code === undefined ? getSourceFile(fileName, language, ...rest) : tsApi.createSourceFile(fileName, code, language, true);
  };
  host.fileExists = (fileName) => virtual.has(fileName) || fileExists(fileName);
  host.readFile = (fileName) => virtual.get(fileName) ?? readFile(fileName);

  const program = tsApi.createProgram({ rootNames: [entry, ...virtual.keys()], options, host });
  const checker = program.getTypeChecker();

  const exampleProblems = new Map<string, CodeProblem[]>();
  for (const example of examples) {
    const file = program.getSourceFile(join(exampleDir, `${example.id}.tsx`));
    if (file === undefined) continue;
    const problems = importProblems(tsApi, file);
    const diagnostics = [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)];
    // A module the example may not import is reported once, by the import rule above.
    const unresolved = (diagnostic: ts.Diagnostic) => diagnostic.code === 2307 && problems.length > 0;
    problems.push(...diagnostics.filter((diagnostic) => !unresolved(diagnostic)).map((diagnostic) => diagnosticProblem(tsApi, diagnostic)));
    const moduleSymbol = checker.getSymbolAtLocation(file);
    if (
      diagnostics.length === 0 &&
      (moduleSymbol === undefined || !checker.getExportsOfModule(moduleSymbol).some((s) => s.name === 'default'))
    )
      problems.push({
        line: 1,
        column: 1,
        message: 'the example has no default export; end it with `export default function Example() { … }`',
      });
    exampleProblems.set(example.id, problems);
  }

  const exported = exportedValues(tsApi, program, entry);
  const props = new Map<string, PropRow[]>();
  for (const name of new Set(components)) {
    const symbol = findComponent(checker, exported, name);
    const rows = symbol === undefined ? null : readProps(tsApi, checker, symbol, packageDir);
    if (rows !== null) props.set(name, rows);
  }
  const sources = componentSourcesOf(tsApi, checker, exported, packageDir);
  return { exampleProblems, props, exports: [...exported.keys()].sort(), components: sources };
}
