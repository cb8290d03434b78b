/**
 * The code of the component package (ui/) that public pages' live examples and playgrounds render: the components
 * each public example module (viewer/examples/generated/public/) imports from @harbor/react, and every file those
 * components' files import within the package, followed import by import (type-only imports carry no code). Every
 * reader loads this code with a public page, so the words it says are public whatever page documents them: the
 * product tile a public Carousel example renders names its part `ProductTile.EnergyLabel`. Read from the sources,
 * not from the client build, so a build that put private code into public chunks cannot widen it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { EXAMPLES_OUTPUT_DIR } from '../../core/content/build-output';

const PACKAGE_DIR = 'ui';
const PACKAGE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@harbor\/react'/g;
/** A relative import that brings code: not `import type`, not a stylesheet. */
const CODE_IMPORT = /^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'(\.{1,2}\/[^']+)'/gm;
const DECLARATION = /^export\s+(?:function|const|class)\s+([A-Z][A-Za-z0-9]*)/gm;

function filesUnder(dir: string, extension: RegExp): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && extension.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The file a relative import names: as written, or with .tsx, .ts or /index.ts; null for anything else (a stylesheet). */
function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The sources of the package files public examples and playgrounds render, joined. */
export function publicExampleCode(root: string): string {
  const examples = filesUnder(join(root, EXAMPLES_OUTPUT_DIR, 'public'), /\.tsx$/);
  const used = new Set<string>();
  for (const file of examples) {
    for (const match of readFileSync(file, 'utf8').matchAll(PACKAGE_IMPORT)) {
      for (const name of (match[1] ?? '').split(',').map((part) => part.trim())) {
        if (name !== '' && !name.startsWith('type ')) used.add(name.split(/\s+as\s+/)[0] ?? name);
      }
    }
  }
  const packageFiles = filesUnder(join(root, PACKAGE_DIR), /\.tsx?$/).filter((file) => !file.endsWith('.d.ts'));
  const sources = new Map(packageFiles.map((file) => [file, readFileSync(file, 'utf8')]));
  const next = packageFiles.filter((file) =>
    [...(sources.get(file) ?? '').matchAll(DECLARATION)].some((match) => used.has(match[1] ?? '')),
  );
  const reached = new Set<string>();
  for (let file = next.pop(); file !== undefined; file = next.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    for (const match of (sources.get(file) ?? '').matchAll(CODE_IMPORT)) {
      const target = resolveImport(file, match[1] ?? '');
      if (target !== null && sources.has(target)) next.push(target);
    }
  }
  return [...reached].map((file) => sources.get(file) ?? '').join('\n');
}
