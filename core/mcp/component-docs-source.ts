/**
 * The component docs source: what the MCP tools `get_component` and
 * `list_components` know about a component, read from the content build
 * (component-docs-from-bundle.ts): its pages, and the component manifest for
 * status, since and deprecations (core/components).
 */

/** One prop of a component, as its props table shows it. */
export interface ComponentProp {
  readonly name: string;
  readonly type: string;
  /** Source text of the default, or null when there is none. */
  readonly defaultValue: string | null;
  readonly required: boolean;
  readonly description: string;
  /** What to use instead, when the prop is deprecated (from the manifest); null when it is not. */
  readonly deprecated: string | null;
}

/** One export of the component package documented on the component's pages, with its props. */
export interface ComponentExport {
  readonly name: string;
  readonly props: readonly ComponentProp[];
}

/** A live example of the component's pages, as its author wrote it. */
export interface ComponentExample {
  readonly title: string;
  readonly source: string;
}

export interface ComponentDoc {
  /** The component's title ('Badge', 'Button group'). */
  readonly name: string;
  readonly description: string;
  readonly category: string | null;
  /** Its status from the component manifest ('stable', 'beta', ...); null when the manifest has no entry for its pages. */
  readonly status: string | null;
  /** The version that first shipped it, from the manifest; null when the manifest has no entry for its pages. */
  readonly since: string | null;
  /** The line that imports it, e.g. `import { Badge } from '@harbor/react';`; null when its pages show none. */
  readonly importLine: string | null;
  readonly exports: readonly ComponentExport[];
  readonly examples: readonly ComponentExample[];
  /** Its first page (the Code tab when there is one). */
  readonly route: string;
  /** Every page of it (Design and Code tabs). */
  readonly routes: readonly string[];
  /** SPEC §6: a private component reaches authorized readers only, like its pages. */
  readonly isPublic: boolean;
}

export interface ComponentDocsSource {
  /** Every documented component, public and private, in navigation order. */
  readonly components: readonly ComponentDoc[];
}
