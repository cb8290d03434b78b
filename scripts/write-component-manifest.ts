// Writes @harbor/react's manifest.json (core/components/manifest.ts) into ui/dist/ on the package's prepack:
// the same content build as `dsp build`, so the manifest holds what the portal shows, and it refuses to write
// one when a component's status is not backed by its code, pages and tests.
//
//   node scripts/run-ts.mjs scripts/write-component-manifest.ts [content dir] [output file]
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { formatLocatedIssue, severityOf } from '../core/build/located-issue';
import { buildContent } from '../site-build/build-content';

const [contentDir = 'content', output = 'ui/dist/manifest.json'] = process.argv.slice(2);
const build = await buildContent(contentDir);
const errors = [...build.componentIssues, ...build.issues.filter((issue) => severityOf(issue) === 'error')];
for (const issue of errors) process.stderr.write(`${formatLocatedIssue(issue)}\n`);
const manifest = build.bundle?.components;
if (errors.length > 0 || manifest === undefined) {
  process.stderr.write(`no manifest written: ${errors.length} problems in ${contentDir}\n`);
  process.exit(1);
}
// The package goes to every product team, inside the company or not: a component documented on an internal page
// keeps its name, status and props (its code and types ship anyway), but not that page's route, examples or the
// playground taken from them, as the portal shows none of it to an anonymous reader.
const pages = build.bundle?.pages ?? {};
const shipped = {
  ...manifest,
  components: manifest.components.map((entry) => {
    if (entry.route === null || pages[entry.route]?.isPublic === true) return entry;
    const { playground: _internalExample, ...rest } = entry;
    return { ...rest, route: null, examples: [] };
  }),
};
mkdirSync(dirname(output), { recursive: true });
writeFileSync(output, `${JSON.stringify(shipped, null, 2)}\n`);
process.stdout.write(`wrote ${manifest.components.length} components into ${output}\n`);
