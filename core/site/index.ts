export { BASE_PATH, defaultSiteConfig, SWISS_PORTAL_ID, OTHER_PORTAL_ID } from './site-config';
export type { Brand, SiteConfig } from './site-config';
