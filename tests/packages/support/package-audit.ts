/**
 * What a published @harbor package must be, read from the files of its
 * tarball (styles guide, Packages a product team installs): no TypeScript
 * source, no stylesheet imported from JavaScript (plain Node cannot load
 * it), an `exports` map whose types condition points at a shipped
 * declaration file, and for @harbor/tokens every theme's variables.
 */

/** A file of an unpacked tarball: its path inside the package and its text. */
export interface PackedFile {
  readonly path: string;
  readonly text: string;
}

const TYPESCRIPT_SOURCE = /\.(ts|tsx|mts|cts)$/;
const DECLARATION = /\.d\.(ts|mts|cts)$/;
const JAVASCRIPT = /\.(js|mjs|cjs)$/;
// `import './x.css'`, `from './x.css'`, `import('./x.css')`, `require('./x.css')`
const CSS_IMPORT = /(?:\bimport\s*\(?|\bfrom\s*|\brequire\s*\()\s*['"][^'"]+\.css['"]/;

export const THEMES = ['alpine-light', 'alpine-dark', 'lakeside-light', 'lakeside-dark'] as const;
/** The variable the consumer test reads from the primary Button. */
export const PRIMARY_ACTION_VARIABLE = '--hb-color-action-primary';

interface Manifest {
  readonly private?: boolean;
  readonly license?: string;
  readonly files?: readonly string[];
  readonly sideEffects?: unknown;
  readonly exports?: Record<string, unknown>;
}

function mainTypes(manifest: Manifest): string | undefined {
  const main = manifest.exports?.['.'];
  if (typeof main !== 'object' || main === null) return undefined;
  const types = (main as Record<string, unknown>)['types'];
  return typeof types === 'string' ? types.replace(/^\.\//, '') : undefined;
}

/** Every way `files` (one package's tarball) falls short; empty when it is fit to publish. */
export function packageProblems(files: readonly PackedFile[]): string[] {
  const problems: string[] = [];
  const paths = new Set(files.map((file) => file.path));
  for (const file of files) {
    if (TYPESCRIPT_SOURCE.test(file.path) && !DECLARATION.test(file.path)) problems.push(`ships TypeScript source ${file.path}`);
    if (JAVASCRIPT.test(file.path) && CSS_IMPORT.test(file.text)) problems.push(`${file.path} imports a stylesheet from JavaScript`);
  }
  const manifestFile = files.find((file) => file.path === 'package.json');
  if (!manifestFile) return [...problems, 'has no package.json'];
  const manifest = JSON.parse(manifestFile.text) as Manifest;
  if (manifest.private) problems.push('is private');
  if (!manifest.license) problems.push('names no license');
  if (!paths.has('LICENSE')) problems.push('ships no LICENSE');
  if (!paths.has('README.md')) problems.push('ships no README.md');
  if (!manifest.files) problems.push('lists no files');
  if (manifest.sideEffects === undefined) problems.push('does not declare sideEffects');
  const types = mainTypes(manifest);
  // A package of stylesheets and fonts alone (@harbor/fonts) has no module for TypeScript to type.
  const hasModule = manifest.exports?.['.'] !== undefined || files.some((file) => JAVASCRIPT.test(file.path));
  if (types === undefined) {
    if (hasModule) problems.push("has no types condition on exports['.']");
  } else if (!paths.has(types)) problems.push(`exports types ${types}, which it does not ship`);
  return problems;
}

function declarationsOf(css: string, selector: string): string {
  const at = css.indexOf(`${selector} {`);
  if (at === -1) return '';
  return css.slice(at, css.indexOf('}', at));
}

/** What tokens.css lacks: :root (alpine-light) and each theme's block must set the primary action colour. */
export function tokenProblems(tokensCss: string): string[] {
  const selectors = [':root', ...THEMES.map((theme) => `[data-theme="${theme}"]`)];
  return selectors
    .filter((selector) => !declarationsOf(tokensCss, selector).includes(`${PRIMARY_ACTION_VARIABLE}:`))
    .map((selector) => `tokens.css: ${selector} does not set ${PRIMARY_ACTION_VARIABLE}`);
}
