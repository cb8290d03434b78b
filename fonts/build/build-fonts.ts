/**
 * Builds @harbor/fonts: fonts.css and the woff2 files of the brands' typefaces into fonts/dist
 * (tokens/build/brand-fonts-fs.ts reads them from their Fontsource packages), run from the repository root as the
 * package's prepack runs it. The faces are a package of their own so @harbor/tokens stays within its size budget;
 * its styles.css imports this package's fonts.css.
 */
import { rmSync } from 'node:fs';
import { writeBrandFonts } from '../../tokens/build/brand-fonts-fs';

const out = process.argv[2] ?? 'fonts/dist';
rmSync(out, { recursive: true, force: true });
const written = writeBrandFonts(out);
console.log(`built @harbor/fonts: ${written.length} files in ${out}`);
