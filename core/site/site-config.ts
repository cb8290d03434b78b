/**
 * The site configuration every rule reads its names from, so the brand prefix
 * and the SPEC's placeholders ({brand-prefix}, {design-tool}, ...) are spelled
 * in one place. content/site.json overrides these defaults at build time.
 */

export interface Brand {
  /** Identifier used in theme ids and routes, e.g. `alpine`. */
  readonly id: string;
  readonly name: string;
}

export interface SiteConfig {
  /** Design-system name shown in the footer and the tab title. */
  readonly designSystemName: string;
  /** Short brand prefix of cookie names: `{prefix}-test`, `{prefix}_EU`, `x-{prefix}-mobileappcontract`. */
  readonly brandPrefix: string;
  readonly brands: readonly [Brand, Brand];
  readonly teamName: string;
  readonly designToolName: string;
  readonly codeHostName: string;
  readonly analyticsProvider: string;
}

export const defaultSiteConfig: SiteConfig = {
  designSystemName: 'Harbor',
  brandPrefix: 'hb',
  brands: [
    { id: 'alpine', name: 'Alpine' },
    { id: 'lakeside', name: 'Lakeside' },
  ],
  teamName: 'Harbor',
  designToolName: 'Figma',
  codeHostName: 'GitLab',
  analyticsProvider: 'lookout',
};

/** SPEC §9 Portal ids: the Swiss portal; every other portal maps to the other id. */
export const SWISS_PORTAL_ID = 406802;
export const OTHER_PORTAL_ID = 2705624;
