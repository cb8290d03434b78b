/**
 * Assembles the component manifest (manifest.ts) from each component's code (its status tags and props,
 * ui/build/component-sources.ts), the package's evidence of tests and its changelog, and, when the portal builds
 * it, the component pages (which one holds its props table, and their live examples). Checks each status against
 * that evidence on the way (status-rules.ts). The package's own manifest (ui/build/package-manifest.ts) passes no
 * pages: its entries have no route, no examples and no playground, and the live-example rule waits for the portal.
 */
import type { LocatedIssue } from '../content/located-issue';
import { parseChangelog, touches } from './changelog';
import type { ComponentChange, ComponentEntry, ComponentManifest, ManifestExample, ManifestProp } from './manifest';
import { propControl, type PropControlOf } from './prop-control';
import { checkComponentStatus, replacementOf, type ComponentSource } from './status-rules';

/** A page of the Components section as the build parsed it. */
export interface ComponentPage {
  readonly route: string;
  readonly topic: string;
  /** The components its props directives name, in order. */
  readonly propsOf: readonly string[];
  readonly examples: readonly ManifestExample[];
}

export interface ManifestInput {
  /** The package's version (ui/package.json). */
  readonly version: string;
  readonly components: readonly ComponentSource[];
  /** The portal's component pages; none for the package's own manifest. */
  readonly pages: readonly ComponentPage[];
  /** Components the package's evidence (ui/evidence.json) names a test file for. */
  readonly testedNames: ReadonlySet<string>;
  /** The package's CHANGELOG.md; '' when there is none yet. */
  readonly changelog: string;
}

export interface AssembledManifest {
  readonly manifest: ComponentManifest;
  readonly issues: readonly LocatedIssue[];
}

const NUMBER_TAG = /^-?\d+(\.\d+)?$/;
const LENGTH_TAG = /^\d+$/;

/**
 * A prop's `@minimum`, `@maximum` and `@maxLength` as the manifest holds them (a playground's bounds,
 * docs/playground.md); a tag that is not a number, that its control cannot use, or a minimum above the maximum is
 * an issue at the component's declaration.
 */
function boundsOf(
  component: ComponentSource,
  prop: ComponentSource['props'][number],
  control: PropControlOf['control'],
  issues: LocatedIssue[],
): Pick<ManifestProp, 'minimum' | 'maximum' | 'maxLength'> {
  const tags = prop.bounds;
  if (tags === undefined) return {};
  const problem = (message: string) =>
    issues.push({
      file: component.file,
      line: component.line,
      column: 1,
      code: 'component.propBounds',
      message: `${component.name}.${prop.name} ${message}`,
    });
  const found: { minimum?: number; maximum?: number; maxLength?: number } = {};
  for (const name of ['minimum', 'maximum'] as const) {
    const text = tags[name];
    if (text === undefined) continue;
    if (control !== 'number') problem(`has @${name}, which only a number prop takes; its type is ${prop.type}`);
    else if (!NUMBER_TAG.test(text)) problem(`has @${name} ${text}; write a number such as @${name} 10`);
    else found[name] = Number(text);
  }
  if (found.minimum !== undefined && found.maximum !== undefined && found.minimum > found.maximum)
    problem(`has @minimum ${found.minimum} above its @maximum ${found.maximum}`);
  if (tags.maxLength !== undefined) {
    if (control !== 'text' && control !== 'url') problem(`has @maxLength, which only a string prop takes; its type is ${prop.type}`);
    else if (!LENGTH_TAG.test(tags.maxLength))
      problem(`has @maxLength ${tags.maxLength}; write a whole number of characters such as @maxLength 80`);
    else found.maxLength = Number(tags.maxLength);
  }
  return found;
}

function propsOf(component: ComponentSource, issues: LocatedIssue[]): ManifestProp[] {
  return component.props.map((prop) => {
    const replacement = prop.deprecated === undefined ? null : replacementOf(prop.deprecated);
    const control = propControl(prop.name, prop.type);
    return {
      name: prop.name,
      type: prop.type,
      required: prop.required,
      default: prop.defaultValue,
      description: prop.description,
      ...(replacement === null ? {} : { deprecated: { replacement } }),
      control: control.control,
      ...(control.options === undefined ? {} : { options: [...control.options] }),
      ...boundsOf(component, prop, control.control, issues),
    };
  });
}

/**
 * The page documenting a component: the one with its props table, else (a part without a table of its own) the
 * one of a component from its folder.
 */
function routeOf(
  component: ComponentSource,
  components: readonly ComponentSource[],
  pages: readonly ComponentPage[],
): ComponentPage | null {
  const own = pages.find((page) => page.propsOf.includes(component.name));
  if (own !== undefined) return own;
  const siblings = components.filter((other) => other.folder === component.folder).map((other) => other.name);
  return pages.find((page) => page.propsOf.some((name) => siblings.includes(name))) ?? null;
}

/**
 * @example assembleComponentManifest({ version: '0.2.0', components: [], pages: [], testedNames: new Set(), changelog: '' }).manifest
 * // { package: '@harbor/react', version: '0.2.0', components: [] }
 */
export function assembleComponentManifest(input: ManifestInput): AssembledManifest {
  const names = new Set(input.components.map((component) => component.name));
  const releases = parseChangelog(input.changelog);
  const issues: LocatedIssue[] = [];
  const entries: ComponentEntry[] = [];
  for (const component of [...input.components].sort((a, b) => a.name.localeCompare(b.name))) {
    const page = routeOf(component, input.components, input.pages);
    const topicPages = page === null ? [] : input.pages.filter((other) => other.topic === page.topic);
    // The live examples of the topic that documents it: a part (TabList) is shown in its whole's examples.
    const examples = topicPages.flatMap((other) => other.examples);
    const checked = checkComponentStatus(
      component,
      { liveExamples: page === null ? null : examples.length, hasTestFile: input.testedNames.has(component.name) },
      names,
    );
    issues.push(...checked.issues);
    if (checked.status === null || checked.since === null) continue;
    const changes: ComponentChange[] = releases.flatMap((release) =>
      release.date === null
        ? []
        : release.entries
            .filter((summary) => touches(summary, component.name))
            .map((summary) => ({ version: release.version, date: release.date as string, summary })),
    );
    entries.push({
      name: component.name,
      status: checked.status,
      since: checked.since,
      ...(checked.replacement === null ? {} : { deprecated: { replacement: checked.replacement } }),
      route: page?.route ?? null,
      props: propsOf(component, issues),
      examples,
      changes,
    });
  }
  return { manifest: { package: '@harbor/react', version: input.version, components: entries }, issues };
}
