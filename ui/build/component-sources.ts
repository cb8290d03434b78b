/**
 * The components of @harbor/react as their code declares them (core/components ComponentSource): every
 * capitalised value export of the package entry that is a function of props, with its `@status`, `@since` and
 * `@deprecated` tags and its props (props-reader.ts). The package's manifest (package-manifest.ts) and the portal's
 * content build (site-build/component-types.ts) read the package with the same compiler options and this one reader.
 */
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import type ts from 'typescript';
import type { ComponentSource } from '../../core/components';
import { componentTags, readProps } from './props-reader';

/** The source entry of @harbor/icons, which the components draw their icons from. */
function iconsPackageEntry(): string {
  return join(dirname(createRequire(import.meta.url).resolve('@harbor/icons/package.json')), 'src', 'index.ts');
}

/** How the package is compiled to read its types: from source, with `@harbor/react` resolving to `entry`. */
export function packageCompilerOptions(tsApi: typeof ts, entry: string): ts.CompilerOptions {
  return {
    target: tsApi.ScriptTarget.ES2022,
    module: tsApi.ModuleKind.ESNext,
    moduleResolution: tsApi.ModuleResolutionKind.Bundler,
    jsx: tsApi.JsxEmit.ReactJSX,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    strict: true,
    noUncheckedIndexedAccess: true,
    exactOptionalPropertyTypes: true,
    isolatedModules: true,
    verbatimModuleSyntax: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
    paths: { '@harbor/react': [entry], '@harbor/icons': [iconsPackageEntry()] },
  };
}

/** The values the package entry exports, by name, aliases followed to what they name. */
export function exportedValues(tsApi: typeof ts, program: ts.Program, entry: string): Map<string, ts.Symbol> {
  const checker = program.getTypeChecker();
  const entryFile = program.getSourceFile(entry);
  const entrySymbol = entryFile === undefined ? undefined : checker.getSymbolAtLocation(entryFile);
  const exported = new Map<string, ts.Symbol>();
  for (const symbol of entrySymbol === undefined ? [] : checker.getExportsOfModule(entrySymbol)) {
    const target = symbol.flags & tsApi.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    if (target.flags & tsApi.SymbolFlags.Value) exported.set(symbol.name, target);
  }
  return exported;
}

/** A component as its code declares it, or null when the export is not one (a context, a constant). */
function componentSource(
  tsApi: typeof ts,
  checker: ts.TypeChecker,
  name: string,
  symbol: ts.Symbol,
  packageDir: string,
): ComponentSource | null {
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  const rows = readProps(tsApi, checker, symbol, packageDir);
  if (declaration === undefined || rows === null) return null;
  const file = declaration.getSourceFile();
  const inside = relative(packageDir, file.fileName);
  return {
    name,
    folder: inside.split('/')[0] ?? '',
    // From the repository root ('ui/button/Button.tsx'), as the build prints it.
    file: relative(dirname(packageDir), file.fileName),
    line: file.getLineAndCharacterOfPosition(declaration.getStart(file)).line + 1,
    tags: componentTags(symbol, checker),
    props: rows,
  };
}

/** The exported components, from `exported` (exportedValues); `packageDir` ends with a slash. */
export function componentSourcesOf(
  tsApi: typeof ts,
  checker: ts.TypeChecker,
  exported: ReadonlyMap<string, ts.Symbol>,
  packageDir: string,
): ComponentSource[] {
  return [...exported].flatMap(([name, symbol]) => {
    const source = /^[A-Z]/.test(name) ? componentSource(tsApi, checker, name, symbol, packageDir) : null;
    return source === null ? [] : [source];
  });
}
