// Writes @harbor/react's manifest.json into ui/dist/ on the package's prepack (ui/package.json "build"), from ui/
// alone (package-manifest.ts); it refuses to write one when a component's status is not backed by its code and
// evidence, naming each problem.
//
//   node ../scripts/run-ts.mjs build/write-manifest.ts [output file]   (from ui/, as npm runs the package's scripts)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { formatLocatedIssue } from '../../core/content/located-issue';
import { packageManifest } from './package-manifest';

const packageDir = process.cwd();
const [output = resolve(packageDir, 'dist/manifest.json')] = process.argv.slice(2);
const { manifest, issues } = await packageManifest(packageDir);
for (const issue of issues) process.stderr.write(`${formatLocatedIssue(issue)}\n`);
if (issues.length > 0) {
  process.stderr.write(`no manifest written: ${issues.length} problems in the components of ${packageDir}\n`);
  process.exit(1);
}
mkdirSync(dirname(output), { recursive: true });
writeFileSync(output, `${JSON.stringify(manifest, null, 2)}\n`);
process.stdout.write(`wrote ${manifest.components.length} components into ${output}\n`);
