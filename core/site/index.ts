export { defaultSiteConfig, SWISS_PORTAL_ID, OTHER_PORTAL_ID } from './site-config';
export {
  API_PATH,
  ASSETS_DIRECTORY,
  ASSETS_PATH,
  BASE_PATH,
  HEALTH_PATH,
  MCP_PATH,
  PAGE_DATA_SUFFIX,
  PRIVATE_ASSETS_DIRECTORY,
  PRIVATE_ASSETS_PATH,
  PRODUCT_IMAGES_DIRECTORY,
  SEARCH_API_PATH,
  SHARE_IMAGES_DIRECTORY,
  TOKENS_PATH,
  hrefOf,
  pageDataHref,
  routeOf,
  withoutTrailingSlashes,
} from './addresses';
export type { Brand, SiteConfig } from './site-config';
