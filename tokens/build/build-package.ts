// Builds @harbor/tokens (tokens/dist/) from the DTCG source in tokens/ with the
// one Style Dictionary configuration (tokens/build/token-config.ts): `npm run
// build:tokens`, run by the root `prepare` and by the package's `prepack`. A
// token problem stops it with `file:line:column message` and exit code 1.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_TOKENS_DIR } from '../../core/content/build-output';
import { formatLocatedIssue } from '../../core/content/located-issue';
import { loadTokens } from './load-tokens';
import { writeTokenPackage } from './write-token-package-fs';
import { FONTS_ENTRY_CSS, PAGE_STYLES_CSS } from './token-page-base';

const dir = process.argv[2] ?? DEFAULT_TOKENS_DIR;
const loaded = await loadTokens(dir);
if (loaded.catalogue === null) {
  for (const issue of loaded.issues) console.error(formatLocatedIssue(issue));
  console.error(`${loaded.issues.length} token problem${loaded.issues.length === 1 ? '' : 's'} in ${dir}: @harbor/tokens not built`);
  process.exit(1);
}
const files = await loaded.outputs();
writeTokenPackage(join(dir, 'dist'), files);
// The brands' typefaces are @harbor/fonts (fonts/build/build-fonts.ts), a dependency: fonts.css here imports its
// faces, and styles.css, the one import the Develop page gives, brings fonts, variables and page base.
writeFileSync(join(dir, 'dist', 'fonts.css'), FONTS_ENTRY_CSS);
writeFileSync(join(dir, 'dist', 'styles.css'), PAGE_STYLES_CSS);
console.log(`built @harbor/tokens: ${files.length + 2} files in ${join(dir, 'dist')}`);
