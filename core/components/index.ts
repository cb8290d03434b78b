/** Public names of the component manifest and the rules behind it (docs/components.md). */
export {
  COMPONENT_STATUSES,
  PROP_CONTROLS,
  STATUS_LABELS,
  STATUS_MEANINGS,
  VERSION_PATTERN,
  parseComponentManifest,
  type ComponentChange,
  type ComponentEntry,
  type ComponentManifest,
  type ComponentStatus,
  type ManifestExample,
  type ManifestProp,
  type PlaygroundExample,
  type PropControl,
} from './manifest';
export { isIdentityProp, isUrlProp, propControl, type PropControlOf } from './prop-control';
export { descriptionParts, type DescriptionPart } from './description-parts';
export { ALL_COMPONENTS_SCOPE, changeScope, parseChangelog, touches, type ChangelogRelease } from './changelog';
export {
  checkComponentStatus,
  replacementOf,
  type CheckedStatus,
  type ComponentSource,
  type PropBoundTags,
  type SourceProp,
  type StatusEvidence,
} from './status-rules';
export {
  MAX_TEST_FILES,
  TEST_FILE_PATTERN,
  importedNames,
  parseComponentEvidence,
  type ComponentEvidenceFile,
} from './evidence';
export { assembleComponentManifest, type AssembledManifest, type ComponentPage, type ManifestInput } from './component-manifest';
