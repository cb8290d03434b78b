/** The @harbor packages that an `npm install` line in the content's Markdown tells readers to install. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const INSTALL_LINE = /^\s*npm (?:install|i|add)\b(.*)$/gm;
const HARBOR_PACKAGE = /@harbor\/[a-z0-9-]+/g;

/** Package names in the install lines of `markdown`, in order of first mention. */
export function harborPackagesInInstallLines(markdown: string): string[] {
  const names = [...markdown.matchAll(INSTALL_LINE)].flatMap((line) => line[1]?.match(HARBOR_PACKAGE) ?? []);
  return [...new Set(names)];
}

export function installedHarborPackages(contentDir: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return walk(path);
      return name.endsWith('.md') ? harborPackagesInInstallLines(readFileSync(path, 'utf8')) : [];
    });
  return [...new Set(walk(contentDir))].sort();
}
