export { buildLlmsFullTxt, buildLlmsTxt, siteSummary } from './llms-txt';
export { MARKDOWN_TYPE, pageHeading, pageMarkdown } from './page-markdown';
export type { MarkdownCopy, MarkdownReader } from './page-markdown';
export { pageUrl } from './page-url';
export { buildRobotsTxt } from './robots-txt';
export { buildSitemap } from './sitemap';
