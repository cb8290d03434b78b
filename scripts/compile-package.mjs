// Builds one published workspace (the `prepack` of @harbor/react, @harbor/icons,
// ...) into its dist/: one ESM file per source module, so a bundler keeps
// only the modules an app imports; `.d.ts` beside each; relative imports
// spelled with `.js` so plain Node resolves them; stylesheet imports dropped
// from the JavaScript and gathered, in import order, into dist/styles.css and,
// per component folder the entry re-exports, into dist/<folder>.css;
// a module that needs the client (client-directives.mjs) starts with
// "use client", which esbuild drops when it bundles, so it is written back here.
//
//   node scripts/compile-package.mjs <package dir> [--src <dir>] [--styles <entry>]
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { build } from 'esbuild';
import ts from 'typescript';
import { needsClient } from './client-directives.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const packageDir = resolve(args[0] ?? '.');
const srcDir = resolve(packageDir, option('--src') ?? '.');
const stylesEntry = option('--styles');
const distDir = join(packageDir, 'dist');

// A workspace's own build/ folder (ui/build/ writes @harbor/react's manifest.json) runs in Node at build time and is
// never shipped.
const NOT_SHIPPED = new Set(['node_modules', 'dist', 'build']);

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return NOT_SHIPPED.has(name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `./button` from a module in `fromDir` -> `./button/index.js` or `./button.js`, as Node's ESM resolver needs it. */
function nodeSpecifier(fromDir, spec, exists) {
  const target = resolve(fromDir, spec);
  const asFile = ['.ts', '.tsx'].some((ext) => exists(target + ext));
  const withJs = asFile ? `${spec}.js` : `${spec}/index.js`;
  return withJs.startsWith('.') ? withJs : `./${withJs}`;
}

const rewriteRelativeImports = {
  name: 'rewrite-relative-imports',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /\.css$/ }, (resolveArgs) => ({ path: resolveArgs.path, namespace: 'dropped-css' }));
    pluginBuild.onLoad({ filter: /.*/, namespace: 'dropped-css' }, () => ({ contents: '', loader: 'js' }));
    // Packages stay imports, before esbuild could follow the repository's tsconfig `paths` into their source.
    pluginBuild.onResolve({ filter: /^[^./]/ }, (resolveArgs) =>
      resolveArgs.kind === 'entry-point' ? undefined : { path: resolveArgs.path, external: true },
    );
    pluginBuild.onResolve({ filter: /^\./ }, (resolveArgs) => {
      if (resolveArgs.kind === 'entry-point') return undefined;
      return { path: nodeSpecifier(resolveArgs.resolveDir, resolveArgs.path, existsSync), external: true };
    });
  },
};

function emitDeclarations(files) {
  const options = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    declaration: true,
    emitDeclarationOnly: true,
    rootDir: srcDir,
    outDir: distDir,
    types: [],
  };
  const program = ts.createProgram(files, options);
  const result = program.emit();
  const problems = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics];
  if (problems.length > 0) {
    const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => packageDir, getNewLine: () => '\n' };
    throw new Error(`declarations of ${packageDir} do not compile:\n${ts.formatDiagnostics(problems, host)}`);
  }
}

/**
 * Declaration files keep TypeScript's extensionless specifiers (`import("..")` too); spell them for
 * `moduleResolution: node16`. A stylesheet import says nothing about types and its file is not shipped beside the
 * declarations, so under `noUncheckedSideEffectImports` it would be an error in the app: it is left out.
 */
function rewriteDeclarationSpecifiers(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      rewriteDeclarationSpecifiers(path);
      continue;
    }
    if (!name.endsWith('.d.ts')) continue;
    const exists = (candidate) => existsSync(candidate.replace(/\.tsx?$/, '.d.ts'));
    const text = readFileSync(path, 'utf8')
      .replace(/^import\s+(['"])[^'"\n]+\.css\1;?[ \t]*\r?\n/gm, '')
      .replace(
        /(from\s+|import\()(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g,
        (_all, lead, quote, spec) => `${lead}${quote}${nodeSpecifier(dirname(path), spec, exists)}${quote}`,
      );
    writeFileSync(path, text);
  }
}

/** The folders the entry re-exports (`export ... from './button'`): one component each. */
function exportedFolders(entry) {
  const text = readFileSync(resolve(srcDir, entry), 'utf8');
  const folders = [...text.matchAll(/from\s+['"]\.\/([\w-]+)['"]/g)].map((match) => match[1]);
  return [...new Set(folders)].filter((folder) => statSync(join(srcDir, folder), { throwIfNoEntry: false })?.isDirectory());
}

/**
 * Bundles the stylesheets the entry imports, in the order a bundler would apply them, into dist/styles.css, and the
 * stylesheets of each component folder the entry re-exports into dist/<folder>.css (with the shared rules that
 * folder imports), so an app can take one component's CSS; a folder that imports no stylesheet gets none.
 */
async function buildStyles(entry) {
  const outdir = join(tmpdir(), `harbor-styles-${process.pid}`);
  const folders = exportedFolders(entry);
  await build({
    entryPoints: {
      styles: resolve(srcDir, entry),
      ...Object.fromEntries(folders.map((folder) => [`component-${folder}`, join(srcDir, folder)])),
    },
    outdir,
    bundle: true,
    format: 'esm',
    jsx: 'automatic',
    packages: 'external',
    logLevel: 'warning',
  });
  writeFileSync(join(distDir, 'styles.css'), readFileSync(join(outdir, 'styles.css')));
  let perComponent = 0;
  for (const folder of folders) {
    const css = join(outdir, `component-${folder}.css`);
    if (!existsSync(css)) continue;
    writeFileSync(join(distDir, `${folder}.css`), readFileSync(css));
    perComponent += 1;
  }
  rmSync(outdir, { recursive: true, force: true });
  return perComponent;
}

/** Writes "use client" back at the top of each built module whose source needs the client; returns how many. */
function markClientModules(sources) {
  let marked = 0;
  for (const source of sources) {
    if (!needsClient(readFileSync(source, 'utf8'))) continue;
    const built = join(distDir, relative(srcDir, source)).replace(/\.tsx?$/, '.js');
    const text = readFileSync(built, 'utf8').replace(/^(['"])use client\1;?\s*/, '');
    writeFileSync(built, `"use client";\n${text}`);
    marked += 1;
  }
  return marked;
}

const files = sourceFiles(srcDir);
rmSync(distDir, { recursive: true, force: true });
mkdirSync(distDir, { recursive: true });
await build({
  entryPoints: files,
  outdir: distDir,
  outbase: srcDir,
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  jsx: 'automatic',
  packages: 'external',
  plugins: [rewriteRelativeImports],
  logLevel: 'warning',
  legalComments: 'none',
});
const clientModules = markClientModules(files);
emitDeclarations(files);
rewriteDeclarationSpecifiers(distDir);
const componentStyles = stylesEntry ? await buildStyles(stylesEntry) : 0;
const shipped = relative(process.cwd(), distDir) || '.';
const styled = stylesEntry ? `, styles.css and ${componentStyles} component stylesheets` : '';
process.stdout.write(`built ${files.length} modules (${clientModules} "use client")${styled} into ${shipped}${sep}\n`);
