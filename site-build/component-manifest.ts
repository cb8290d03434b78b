/**
 * The content build's step for the component manifest (core/components): what only the docs know (the pages of
 * the Components section with their routes, props directives and live examples, and the playground each takes from
 * its first example), added to the package's own manifest (ui/build/package-manifest.ts).
 */
import type { ContentNode } from '../core/bundle';
import type { ExampleNode } from '../core/bundle/content-node';
import { pageLocation } from '../core/content/page-location';
import type { AssembledManifest, ComponentPage, ComponentSource } from '../core/components';
import { assemblePackageManifest } from '../ui/build/package-manifest';
import type { ParsedPage } from './markdown-page';
import { dirname } from 'node:path';
import { playgroundCacheIn, playgroundSourceOf } from './playground-example';

export function examplesIn(nodes: readonly ContentNode[]): ExampleNode[] {
  return nodes.flatMap((node) => (node.type === 'example' ? [node] : 'children' in node ? examplesIn(node.children) : []));
}

/** The pages that document components (a props table or a live example; Develop has some too), by content-relative file. */
export function componentPages(pages: readonly { readonly file: string; readonly page: ParsedPage }[]): ComponentPage[] {
  return pages.flatMap(({ file, page }) => {
    if (page.propsTables.length === 0 && page.examples.length === 0) return [];
    const location = pageLocation(file);
    if (!location.ok) return [];
    return [
      {
        route: location.value.route,
        topic: location.value.topic,
        propsOf: page.propsTables.map((directive) => directive.of),
        examples: examplesIn(page.body).map((example) => ({ title: example.title ?? 'Example', source: example.code })),
      },
    ];
  });
}

export function componentManifestOf(
  pages: readonly { readonly file: string; readonly page: ParsedPage }[],
  components: readonly ComponentSource[],
  packageDir: string,
): AssembledManifest {
  const documented = componentPages(pages);
  const assembled = assemblePackageManifest(packageDir, components, documented);
  // What each playground takes from the component's first example (docs/playground.md): an example of its own page
  // only, never of another tab of its topic, which may be private when this page is public (SPEC §6).
  const ownExamples = new Map(documented.map((page) => [page.route, page.examples]));
  // Kept on disk beside the package's installed modules: a start with the same examples never loads TypeScript here.
  const disk = playgroundCacheIn(dirname(packageDir));
  const entries = assembled.manifest.components.map((entry) => {
    const examples = entry.route === null ? [] : (ownExamples.get(entry.route) ?? []);
    const source = playgroundSourceOf(entry.name, entry.props, examples, disk);
    return source === null ? entry : { ...entry, playground: source.example };
  });
  return { ...assembled, manifest: { ...assembled.manifest, components: entries } };
}
