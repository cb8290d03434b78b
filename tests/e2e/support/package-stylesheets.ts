/**
 * The stylesheets a product team loads for the components, and nothing of the
 * portal: @harbor/tokens' token variables (the four `[data-theme]` blocks) and
 * the brand fonts of @harbor/fonts, which it imports (inlined as data: URLs, since the lone rendering has no
 * origin to fetch them from), and every stylesheet of the component package,
 * in the order the portal loads them (viewer/examples/component-styles.ts
 * globs them by path).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');

function cssFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css') && !entry.parentPath.includes('node_modules'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort((a, b) => relative(ROOT, a).localeCompare(relative(ROOT, b)));
}

function fontsWithDataUrls(): string {
  const dist = join(ROOT, 'fonts/dist');
  return readFileSync(join(dist, 'fonts.css'), 'utf8').replace(
    /url\("\.\/(fonts\/[^"]+\.woff2)"\)/g,
    (_match, file: string) => `url("data:font/woff2;base64,${readFileSync(join(dist, file)).toString('base64')}")`,
  );
}

export function packageStylesheets(): string {
  const tokens = `${readFileSync(join(ROOT, 'tokens/dist/tokens.css'), 'utf8')}\n${fontsWithDataUrls()}`;
  const components = cssFilesUnder(join(ROOT, 'ui')).map((file) => readFileSync(file, 'utf8'));
  return [tokens, ...components].join('\n');
}
