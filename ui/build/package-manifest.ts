/**
 * @harbor/react's component manifest from the package folder alone (docs/components.md, The manifest): the
 * components' types and JSDoc (component-sources.ts), the package's version, changelog and evidence of tests
 * (package-evidence.ts), assembled and checked by core/components. No content is built and no test is read, so
 * `npm pack` needs nothing outside ui/; the portal's content build adds routes, examples and playgrounds on top
 * (site-build/component-manifest.ts).
 */
import { dirname, join, relative } from 'node:path';
import type { LocatedIssue } from '../../core/content/located-issue';
import { assembleComponentManifest, type AssembledManifest, type ComponentPage, type ComponentSource } from '../../core/components';
import { componentSourcesOf, exportedValues, packageCompilerOptions } from './component-sources';
import { EVIDENCE_FILE, readPackageEvidence } from './package-evidence';

/**
 * The manifest of `components` read from the package in `packageDir` (ui/), with every problem of their status
 * declarations and of the evidence file. The portal passes its component pages, which add routes, examples and the
 * live-example rule; the package passes none.
 */
export function assemblePackageManifest(
  packageDir: string,
  components: readonly ComponentSource[],
  pages: readonly ComponentPage[] = [],
): AssembledManifest {
  const evidence = readPackageEvidence(packageDir);
  const names = new Set(components.map((component) => component.name));
  const strays: LocatedIssue[] = [...evidence.tests.keys()]
    .filter((name) => !names.has(name))
    .map((name) => ({
      file: relative(dirname(packageDir), join(packageDir, EVIDENCE_FILE)),
      line: 1,
      column: 1,
      code: 'component.evidence',
      message: `tests.${name} names no component of @harbor/react; it lists tests of ${[...names].sort().join(', ')}`,
    }));
  const assembled = assembleComponentManifest({
    version: evidence.version,
    changelog: evidence.changelog,
    testedNames: new Set(evidence.tests.keys()),
    components,
    pages,
  });
  return { manifest: assembled.manifest, issues: [...evidence.issues, ...strays, ...assembled.issues] };
}

/**
 * The package's own manifest: its components read from its types, no pages. TypeScript is loaded here, not on
 * import, as the portal's content build imports this file and loads TypeScript only for pages with live content.
 */
export async function packageManifest(packageDir: string): Promise<AssembledManifest> {
  const ts = (await import('typescript')).default;
  const entry = join(packageDir, 'index.ts');
  const options = packageCompilerOptions(ts, entry);
  const program = ts.createProgram([entry], options, ts.createCompilerHost(options, true));
  return assemblePackageManifest(
    packageDir,
    componentSourcesOf(ts, program.getTypeChecker(), exportedValues(ts, program, entry), `${packageDir}/`),
  );
}
