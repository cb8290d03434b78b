/**
 * The component manifest of @harbor/react (`@harbor/react/manifest.json`, docs/components.md): one entry per
 * exported component with its status, the version that first shipped it, its props, its portal page, its live
 * examples and the changelog entries that name it. The content build writes it from the components' code and
 * pages; the portal, `dsp components` and the MCP server read it through this one definition.
 */
import * as v from 'valibot';
import { fail, ok, type Issue, type Result } from '../result';

/** The statuses a component may declare (`@status` in its JSDoc), from least to most settled, then retired. */
export const COMPONENT_STATUSES = ['experimental', 'beta', 'stable', 'deprecated'] as const;
export type ComponentStatus = (typeof COMPONENT_STATUSES)[number];

/** How the portal names each status. */
export const STATUS_LABELS: Readonly<Record<ComponentStatus, string>> = {
  experimental: 'Experimental',
  beta: 'Beta',
  stable: 'Stable',
  deprecated: 'Deprecated',
};

/** What each status promises a product team; the portal's badge shows it on hover and focus. */
export const STATUS_MEANINGS: Readonly<Record<ComponentStatus, string>> = {
  experimental: 'Experimental: being tried out; its API may change or go away in any release.',
  beta: 'Beta: ready to try in production; its API may still change in a minor release, said in the changelog.',
  stable: 'Stable: every prop documented, with examples and tests; breaking changes only in a major release.',
  deprecated: 'Deprecated: still works, but will be removed; move to its replacement.',
};

/**
 * How a playground edits a prop: a select of its literal options, a switch, a text, URL or number field, or not at
 * all (prop-control.ts).
 */
export const PROP_CONTROLS = ['select', 'boolean', 'text', 'url', 'number', 'none'] as const;
export type PropControl = (typeof PROP_CONTROLS)[number];

/** `x.y.z`, the form of every version a manifest or changelog names. */
export const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

const text = v.string();
const version = v.pipe(v.string(), v.regex(VERSION_PATTERN, 'expected a version such as 0.1.0'));
const date = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date such as 2026-11-26'));
const deprecation = v.object({ replacement: v.pipe(v.string(), v.minLength(1, 'expected the name of the replacement')) });

const PropSchema = v.object({
  name: v.pipe(v.string(), v.minLength(1)),
  type: text,
  required: v.boolean(),
  default: v.nullable(text),
  description: text,
  deprecated: v.optional(deprecation),
  control: v.picklist(PROP_CONTROLS, `expected one of ${PROP_CONTROLS.join(', ')}`),
  /** The literal values of a `select` control, in the order the type writes them. */
  options: v.optional(v.array(text)),
  /** A `number` control's bounds, from the prop's `@minimum` and `@maximum` JSDoc tags; absent when not stated. */
  minimum: v.optional(v.number()),
  maximum: v.optional(v.number()),
  /** A `text` or `url` control's longest value, from the prop's `@maxLength` JSDoc tag; absent when not stated. */
  maxLength: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

const ExampleSchema = v.object({ title: text, source: text });

const ChangeSchema = v.object({ version, date, summary: text });

/**
 * What a playground takes from the component's first live example that renders it (docs/playground.md): the
 * element's attributes that no control sets, as written, the literal values it gives props that have a control,
 * and its children, plain text a text control edits or the parts (JSX) of a compound component.
 */
const PlaygroundExampleSchema = v.object({
  attributes: v.array(text),
  values: v.record(v.string(), v.union([v.string(), v.boolean(), v.number()])),
  /** The whole a part is shown inside (a Radio in its RadioGroup); absent when it stands alone. */
  within: v.optional(text),
  children: v.variant('kind', [v.object({ kind: v.literal('text'), text }), v.object({ kind: v.literal('code'), code: text })]),
});

const EntrySchema = v.object({
  name: v.pipe(v.string(), v.regex(/^[A-Z][A-Za-z0-9]*$/, 'expected a component name such as Button')),
  status: v.picklist(COMPONENT_STATUSES, `expected one of ${COMPONENT_STATUSES.join(', ')}`),
  since: version,
  deprecated: v.optional(deprecation),
  /** The portal route of its documentation (its props table's page); null when no page documents it. */
  route: v.nullable(v.pipe(v.string(), v.regex(/^\/[a-z0-9/-]*$/, 'expected a route such as /components/button-code'))),
  props: v.array(PropSchema),
  examples: v.array(ExampleSchema),
  /** The entries of the package's changelog that name it, newest first. */
  changes: v.array(ChangeSchema),
  /** Absent when no live example renders it in a form a playground can take over. */
  playground: v.optional(PlaygroundExampleSchema),
});

const ManifestSchema = v.object({
  package: v.literal('@harbor/react'),
  version,
  components: v.array(EntrySchema),
});

export type ManifestProp = v.InferOutput<typeof PropSchema>;
export type ManifestExample = v.InferOutput<typeof ExampleSchema>;
export type ComponentChange = v.InferOutput<typeof ChangeSchema>;
export type PlaygroundExample = v.InferOutput<typeof PlaygroundExampleSchema>;
export type ComponentEntry = v.InferOutput<typeof EntrySchema>;
export type ComponentManifest = v.InferOutput<typeof ManifestSchema>;

/**
 * Checks a manifest read from a file; issues name the path of what is wrong.
 *
 * @example parseComponentManifest({ package: '@harbor/react', version: '0.2.0', components: [] }).ok // true
 */
export function parseComponentManifest(data: unknown): Result<ComponentManifest> {
  const result = v.safeParse(ManifestSchema, data);
  if (result.success) return ok(result.output);
  return fail(
    ...result.issues.map((issue): Issue => {
      const path = (issue.path ?? []).map((item) => item.key as string | number);
      return { code: 'manifest.invalid', message: `${path.join('.') || 'manifest'}: ${issue.message}`, path };
    }),
  );
}
