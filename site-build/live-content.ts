/**
 * The content build's step for live examples and props tables: gathers every
 * example fence and props directive of the parsed pages, checks them against
 * the component package in one TypeScript program (component-types.ts), and
 * reports problems at the Markdown file's line. Pages without either skip
 * TypeScript entirely.
 */
import type { ContentNode } from '../core/bundle';
import type { LocatedIssue } from '../core/content/located-issue';
import type { ComponentManifest } from '../core/components';
import { dirname } from 'node:path';
import { componentManifestOf } from './component-manifest';
import { componentPackageEntry, PACKAGE_NAME, type ComponentTypes, type ExampleSource } from './component-types';
import type { ComponentTypesJob } from './component-types-thread';
import { fillPropsTables } from './props-directive';
import { fillVariantGrids, variantGridIssues } from './variants-directive';
import type { ParsedPage } from './markdown-page';

export interface LiveContent {
  readonly issues: LocatedIssue[];
  /** A page body with its props tables filled in. */
  readonly fill: (body: readonly ContentNode[]) => ContentNode[];
  /** The component manifest; absent or null when no page holds live content, so the component package was not read. */
  readonly manifest?: ComponentManifest | null;
  /** Problems of the components' status declarations, with files from the working folder ('ui/button/Button.tsx'). */
  readonly componentIssues?: LocatedIssue[];
}

const isComponentName = (name: string) => /^[A-Z]/.test(name);

export type LivePages = readonly { readonly file: string; readonly page: ParsedPage }[];

const examplesOf = (pages: LivePages) => pages.flatMap(({ file, page }) => page.examples.map((example) => ({ file, ...example })));
const directivesOf = (pages: LivePages) => pages.flatMap(({ file, page }) => page.propsTables.map((directive) => ({ file, ...directive })));

/** What the TypeScript step is asked about the pages: every example's code, and every component a props table names. */
export function liveInputsOf(pages: LivePages): { readonly examples: ExampleSource[]; readonly components: string[] } {
  return {
    examples: pages.flatMap(({ page }) => page.examples.map((example) => ({ id: example.id, code: example.code }))),
    components: directivesOf(pages).map((directive) => directive.of),
  };
}

/** `job` comes from startComponentTypes, started before parsing; null when no page can hold live content. */
export async function checkLiveContent(pages: LivePages, job: ComponentTypesJob | null): Promise<LiveContent> {
  const examples = examplesOf(pages);
  const directives = directivesOf(pages);
  if (job === null || (examples.length === 0 && directives.length === 0)) {
    job?.cancel();
    return { issues: [], fill: (body) => [...body], manifest: null, componentIssues: [] };
  }
  const types = await job.read(
    examples,
    directives.map((directive) => directive.of),
  );
  return liveContentFrom(pages, types);
}

/**
 * The live content of the pages from a check that covered every example and component they use: their problems at
 * the pages' current lines (an example's problems are kept relative to its code, so prose moving it stays right).
 */
export function liveContentFrom(pages: LivePages, types: ComponentTypes): LiveContent {
  const assembled = componentManifestOf(pages, types.components, dirname(componentPackageEntry()));
  return {
    issues: [...liveIssuesFrom(pages, types), ...pages.flatMap(({ file, page }) => variantGridIssues(file, page.body, assembled.manifest))],
    fill: (body) =>
      fillVariantGrids(
        fillPropsTables(body, (name) => types.props.get(name)),
        assembled.manifest,
      ),
    manifest: assembled.manifest,
    componentIssues: [...assembled.issues],
  };
}

/** The examples' and props tables' problems alone, at the pages' current lines (the dev loop's prose edits). */
export function liveIssuesFrom(pages: LivePages, types: ComponentTypes): LocatedIssue[] {
  const examples = examplesOf(pages);
  const directives = directivesOf(pages);
  const issues: LocatedIssue[] = [];
  for (const example of examples) {
    for (const problem of types.exampleProblems.get(example.id) ?? []) {
      // Line 1 of the code is the line after the opening fence.
      issues.push({
        file: example.file,
        line: example.line + problem.line,
        column: problem.column,
        code: 'example.compile',
        message: problem.message,
      });
    }
  }
  const known = types.exports.filter(isComponentName).join(', ');
  for (const directive of directives) {
    if (types.props.has(directive.of)) continue;
    const message =
      directive.of === ''
        ? `::props needs the component's name: ::props{of="Button"}`
        : `::props{of="${directive.of}"} names no component of ${PACKAGE_NAME}; it exports ${known}`;
    issues.push({ file: directive.file, line: directive.line, column: directive.column, code: 'props.unknown', message });
  }
  return issues;
}
