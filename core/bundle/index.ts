export type {
  AnatomyPart,
  AnatomyPlacement,
  ContentNode,
  ContentTag,
  CodeToken,
  ExampleNode,
  ExampleVerdict,
  TokenTableRow,
  VariantPropValue,
  VariantsNode,
} from './content-node';
export { ANATOMY_PLACEMENTS } from './content-node';
export type {
  ContentBundle,
  MarkdownLink,
  PageMarkdown,
  PageRecord,
  PageTab,
  SectionRecord,
  SiteRecord,
  Thumbnail,
} from './content-bundle';
export { PROPS_CELL_LABEL_ATTRIBUTE, PROPS_TABLE_KIND, PROPS_TABLE_KIND_ATTRIBUTE } from './props-table';
