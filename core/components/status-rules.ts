/**
 * What a component's status must be backed by (docs/components.md, Status): every component declares
 * `@status` and `@since` in its JSDoc; a deprecated one names its replacement; a stable one has every prop
 * described, at least one live example, a test file named in the package's evidence (ui/evidence.json), and no
 * prop deprecated without a replacement. Each problem names the component and what is missing, at the line that
 * declares it.
 */
import type { LocatedIssue } from '../content/located-issue';
import { COMPONENT_STATUSES, type ComponentStatus, VERSION_PATTERN } from './manifest';

/** A component as its code declares it (read by ui/build/component-sources.ts). */
export interface ComponentSource {
  readonly name: string;
  /** Its folder in the package, e.g. 'button' for ui/button/. */
  readonly folder: string;
  /** The file that declares it, from the working folder, and the 1-based line of the declaration. */
  readonly file: string;
  readonly line: number;
  /** The text of its JSDoc tags `@status`, `@since` and `@deprecated`, when present. */
  readonly tags: { readonly status?: string; readonly since?: string; readonly deprecated?: string };
  readonly props: readonly SourceProp[];
}

export interface SourceProp {
  readonly name: string;
  readonly type: string;
  readonly defaultValue: string | null;
  readonly required: boolean;
  readonly description: string;
  /** The text of its `@deprecated` tag ('' when the tag has none); absent when it is not deprecated. */
  readonly deprecated?: string;
  /** The text of its `@minimum`, `@maximum` and `@maxLength` JSDoc tags, when present: a playground control's bounds. */
  readonly bounds?: PropBoundTags;
}

/** A prop's bound tags as written (component-manifest.ts checks and reads them). */
export interface PropBoundTags {
  readonly minimum?: string;
  readonly maximum?: string;
  readonly maxLength?: string;
}

/** What the build knows about a component beyond its code. */
export interface StatusEvidence {
  /**
   * The live examples on the page that documents it; null when what is being built knows no such page (the
   * package's own build, which reads ui/ alone; a test fixture; a partial checkout), which leaves that piece to the
   * portal's build rather than failing every other component.
   */
  readonly liveExamples: number | null;
  /** Whether the package's evidence (ui/evidence.json) names a test file for it. */
  readonly hasTestFile: boolean;
}

const CODE_NAME = /`([^`\s]+)`|\{@link\s+([^}\s|]+)/;

/**
 * The replacement a `@deprecated` text names, in backticks or a {@link}; null when it names none.
 *
 * @example replacementOf('Use `tone` instead.') // 'tone'
 */
export function replacementOf(deprecation: string): string | null {
  const match = CODE_NAME.exec(deprecation);
  return match === null ? null : ((match[1] ?? match[2]) as string);
}

const isStatus = (value: string): value is ComponentStatus => (COMPONENT_STATUSES as readonly string[]).includes(value);
const quoted = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(', ');

export interface CheckedStatus {
  readonly status: ComponentStatus | null;
  readonly since: string | null;
  readonly replacement: string | null;
  readonly issues: readonly LocatedIssue[];
}

/**
 * @example checkComponentStatus(button, { liveExamples: 0, hasTestFile: true }, names).issues[0]?.message
 * // 'Button is @status stable but has no live example: its documentation page holds no ```tsx example'
 */
export function checkComponentStatus(
  component: ComponentSource,
  evidence: StatusEvidence,
  componentNames: ReadonlySet<string>,
): CheckedStatus {
  const issues: LocatedIssue[] = [];
  const at = { file: component.file, line: component.line, column: 1 };
  const problem = (code: string, message: string) => issues.push({ ...at, code, message: `${component.name} ${message}` });
  const { name, tags } = component;
  const written = tags.status?.trim() ?? '';
  const status = isStatus(written) ? written : null;
  if (status === null)
    problem(
      'component.status',
      written === ''
        ? `declares no status: add \`@status ${COMPONENT_STATUSES.join('|')}\` to its JSDoc`
        : `has @status ${written}; a status is one of ${COMPONENT_STATUSES.join(', ')}`,
    );
  const sinceText = tags.since?.trim() ?? '';
  const since = VERSION_PATTERN.test(sinceText) ? sinceText : null;
  if (since === null)
    problem(
      'component.since',
      sinceText === ''
        ? 'declares no version it shipped in: add `@since 0.1.0` (the first version with it) to its JSDoc'
        : `has @since ${sinceText}; write the version that first shipped it, such as 0.1.0`,
    );
  let replacement: string | null = null;
  if (status === 'deprecated') {
    replacement = tags.deprecated === undefined ? null : replacementOf(tags.deprecated);
    if (replacement === null)
      problem(
        'component.replacement',
        'is @status deprecated but names no replacement: add `@deprecated Use `Other` instead.` to its JSDoc',
      );
    else if (!componentNames.has(replacement))
      problem('component.replacement', `is deprecated in favour of \`${replacement}\`, which is no component of the package`);
  }
  if (status === 'stable') {
    const undescribed = component.props.filter((prop) => prop.description.trim() === '').map((prop) => prop.name);
    if (undescribed.length > 0)
      problem('component.stable', `is @status stable but its props ${quoted(undescribed)} have no description; describe each in its JSDoc`);
    if (evidence.liveExamples === 0)
      problem('component.stable', `is @status stable but has no live example: its documentation page holds no \`\`\`tsx example`);
    if (!evidence.hasTestFile)
      problem(
        'component.stable',
        `is @status stable but has no test file: ui/evidence.json names none for ${name}; list the test that imports it from @harbor/react`,
      );
    const unreplaced = component.props
      .filter((prop) => prop.deprecated !== undefined && replacementOf(prop.deprecated) === null)
      .map((prop) => prop.name);
    if (unreplaced.length > 0)
      problem(
        'component.stable',
        `is @status stable but its props ${quoted(unreplaced)} are @deprecated without a replacement; write \`@deprecated Use \`other\` instead.\``,
      );
  }
  return { status, since, replacement, issues };
}
