/**
 * The build of the shipped content (content.json and search-index.json, as `dsp build` writes them, with the
 * build's problems beside them), made once per change of its inputs (build-cache.ts) so that the
 * test files that need the real content do not each spend ten seconds in Shiki. Its inputs: the content, the
 * content compiler and its rules (site-build/, cli/, core/), the component package (props tables, example
 * type-checks), the tokens (token tables) and the lockfile.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatLocatedIssue, type LocatedIssue } from '../../core/content/located-issue';
import { buildSearchIndex } from '../../core/search';
import { buildContent } from '../../site-build/build-content';
import { cachedBuild, inputsKey } from './build-cache';

export const CONTENT_INPUTS = ['content', 'site-build', 'cli', 'core', 'ui', 'tokens', 'package-lock.json'] as const;

export interface ShippedContentFiles {
  readonly bundleText: string;
  readonly searchIndexText: string;
}

export interface ShippedContent extends ShippedContentFiles {
  /** The content's problems, warnings included, as `dsp content validate` prints them. */
  readonly issues: readonly string[];
}

async function build(root: string, dir: string): Promise<void> {
  const content = await buildContent(join(root, 'content'));
  const issues: LocatedIssue[] = content.issues;
  if (content.bundle === null)
    throw new Error(`the shipped content does not build:\n${issues.map((issue) => formatLocatedIssue(issue)).join('\n')}`);
  writeFileSync(join(dir, 'content.json'), JSON.stringify(content.bundle));
  writeFileSync(join(dir, 'search-index.json'), JSON.stringify(buildSearchIndex(content.searchDocuments, content.searchSynonyms)));
  writeFileSync(join(dir, 'issues.json'), JSON.stringify(issues.map((issue) => formatLocatedIssue(issue))));
}

/** The folder holding the build of the shipped content, from the cache when its inputs are unchanged. */
export function shippedContentDir(root: string): Promise<string> {
  return cachedBuild('content', inputsKey(CONTENT_INPUTS), (dir) => build(root, dir));
}

/** The shipped content's build, from the cache when its inputs are unchanged. */
export async function shippedContentFiles(root: string): Promise<ShippedContentFiles> {
  const dir = await shippedContentDir(root);
  return {
    bundleText: readFileSync(join(dir, 'content.json'), 'utf8'),
    searchIndexText: readFileSync(join(dir, 'search-index.json'), 'utf8'),
  };
}

/** The build with its problems, for the tests that judge the content itself. */
export async function shippedContent(root: string): Promise<ShippedContent> {
  const dir = await shippedContentDir(root);
  const read = (name: string) => readFileSync(join(dir, name), 'utf8');
  return {
    bundleText: read('content.json'),
    searchIndexText: read('search-index.json'),
    issues: JSON.parse(read('issues.json')) as string[],
  };
}
