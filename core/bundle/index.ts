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
