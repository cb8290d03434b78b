export type { ContentNode, ContentTag, CodeToken, TokenTableRow } from './content-node';
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
