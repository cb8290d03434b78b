/**
 * Reads the brands' typefaces from their Fontsource packages (node_modules)
 * and writes them into the token package: `fonts.css` and `fonts/*.woff2`
 * beside the token outputs (brand-fonts.ts says which faces and subsets).
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { BRAND_TYPEFACES, FONT_SUBSETS, fontFaceCss, fontFileName, sourceFaces } from '../../core/tokens/brand-typefaces';

const require = createRequire(import.meta.url);

/** Writes fonts.css and the woff2 files into distDir; returns the files' names and sizes in bytes. */
export function writeBrandFonts(distDir: string): { readonly file: string; readonly bytes: number }[] {
  const written: { file: string; bytes: number }[] = [];
  const faces = BRAND_TYPEFACES.map((typeface) => {
    const packageDir = dirname(require.resolve(`${typeface.packageName}/package.json`));
    const faces = sourceFaces(readFileSync(join(packageDir, 'wght.css'), 'utf8'), typeface.filePrefix);
    mkdirSync(join(distDir, 'fonts'), { recursive: true });
    for (const subset of FONT_SUBSETS) {
      const name = fontFileName(typeface, subset);
      const target = join(distDir, 'fonts', name);
      copyFileSync(join(packageDir, 'files', name), target);
      written.push({ file: `fonts/${name}`, bytes: readFileSync(target).byteLength });
    }
    // The Open Font License travels with the font files.
    const license = `fonts/${typeface.filePrefix}-LICENSE.txt`;
    copyFileSync(join(packageDir, 'LICENSE'), join(distDir, license));
    written.push({ file: license, bytes: readFileSync(join(distDir, license)).byteLength });
    return { typeface, faces };
  });
  const css = fontFaceCss(faces);
  writeFileSync(join(distDir, 'fonts.css'), css);
  written.push({ file: 'fonts.css', bytes: Buffer.byteLength(css) });
  return written;
}
