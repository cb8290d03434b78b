/**
 * The store's cookie registry (SPEC §3 "Cookie registry"): every row of the
 * registry table, then every cookie "listed without a duration", in SPEC order.
 * Brand- and provider-specific names come from the site configuration.
 */
import { defaultSiteConfig, type SiteConfig } from '../site/site-config';
import { BASE_PATH } from '../site/addresses';
import type { CookieDefinition } from './cookie-definition';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// SPEC §9 lists "1 year" beside "365 days"; a year is read as 365 days.
const YEAR = 365 * DAY;

type Entry = Omit<CookieDefinition, 'path' | 'secure' | 'httpOnly'> & Partial<Pick<CookieDefinition, 'path' | 'secure' | 'httpOnly'>>;

/**
 * SPEC §3 "Attributes": secure is false only for the consent cookies, so
 * secure defaults to true. Path is '/' for all but dev mode. httpOnly
 * defaults to false; only cookies the page never reads set it.
 */
function entry(fields: Entry): CookieDefinition {
  return { path: '/', secure: true, httpOnly: false, ...fields };
}

/**
 * Builds the registry for one site: the brand prefix names eu-auth, the test
 * cookie and the mobile-app marker; the analytics provider names the client-id key.
 *
 * @example
 * createCookieRegistry().find((c) => c.key === 'eu-auth')?.name // 'hb_EU'
 */
export function createCookieRegistry(site: SiteConfig = defaultSiteConfig): readonly CookieDefinition[] {
  const prefix = site.brandPrefix;
  // Owner teams are not in the SPEC; a small fixed set, the design-system team named by the site.
  const team = {
    designSystem: site.teamName,
    privacy: 'Privacy',
    identity: 'Identity',
    checkout: 'Checkout',
    platform: 'Platform',
    growth: 'Growth',
    app: 'App',
  } as const;

  return [
    // category not in SPEC: consent must be storable before any other consent exists.
    entry({
      key: 'consent',
      name: '.consent',
      team: team.privacy,
      description: 'consent values',
      duration: 365 * DAY,
      category: 'Essential',
      secure: false,
    }),
    // category not in SPEC: as consent.
    entry({
      key: 'consent-ts',
      name: '.consent-ts',
      team: team.privacy,
      description: 'consent timestamp',
      duration: 365 * DAY,
      category: 'Essential',
      secure: false,
    }),
    // Another reading names this cookie 'design-system-dev-mode'; we follow the table's '.dsdevmode'.
    // Value "true" means on (SPEC §4 Dev mode). category not in SPEC: a user preference.
    entry({
      key: 'design-system-dev-mode',
      name: '.dsdevmode',
      team: team.designSystem,
      description: 'dev mode',
      duration: 100 * DAY,
      category: 'Functional',
      path: BASE_PATH,
    }),
    // The SPEC does not show this cookie's name; '.dl' is our choice, in the registry's dotted style.
    // category not in SPEC: a preference that switches verbose logging on for this browser.
    entry({
      key: 'detailed-logging',
      name: '.dl',
      team: team.platform,
      description: 'detailed logging',
      duration: 14 * DAY,
      category: 'Functional',
    }),
    // category not in SPEC: a display preference.
    entry({
      key: 'display-culture',
      name: 'DisplayCulture',
      team: team.platform,
      description: 'display preferences',
      duration: 365 * DAY,
      category: 'Functional',
      sameSite: 'none',
    }),
    // category not in SPEC: remembers a dismissal.
    entry({
      key: 'dutch-auction-push-notification-reminder-dismissed',
      name: '.dapnrd',
      team: team.app,
      description: 'reminder dismissed',
      duration: 30 * DAY,
      category: 'Functional',
    }),
    // category not in SPEC: part of signing in. httpOnly: an auth cookie scripts have no need to read.
    entry({
      key: 'eu-auth',
      name: `${prefix}_EU`,
      team: team.identity,
      description: 'EU auth',
      duration: 14 * DAY,
      category: 'Essential',
      httpOnly: true,
    }),
    // category not in SPEC: an analytics identifier, read by the analytics script.
    entry({
      key: `${site.analyticsProvider}-client-id`,
      name: '.cid',
      team: team.growth,
      description: 'client identifier',
      duration: 3650 * DAY,
      category: 'Performance',
    }),
    // category not in SPEC: a technical routing value.
    entry({
      key: 'ide-prefix',
      name: 'idePrefix',
      team: team.platform,
      description: 'IDE prefix',
      duration: 14 * DAY,
      category: 'Essential',
    }),
    // category not in SPEC: part of signing in through the identity provider.
    entry({
      key: 'idp-app-info',
      name: 'appInfo',
      team: team.identity,
      description: 'app info',
      duration: 30 * MINUTE,
      category: 'Essential',
      httpOnly: true,
    }),
    // category not in SPEC: remembers the visitor's country choice.
    entry({
      key: 'redirect-country',
      name: 'RedirectCountry',
      team: team.platform,
      description: 'country redirection',
      duration: 0,
      category: 'Functional',
    }),
    // category not in SPEC: the session itself.
    entry({
      key: 'session-id',
      name: '.sid',
      team: team.identity,
      description: 'session',
      duration: 2 * HOUR,
      category: 'Essential',
      httpOnly: true,
    }),
    // category not in SPEC: remembers a dismissal.
    entry({
      key: 'smart-app-banner-dismissed',
      name: '.sabd',
      team: team.app,
      description: 'banner dismissed',
      duration: 365 * DAY,
      category: 'Functional',
    }),
    // category not in SPEC: a display preference (SPEC §3 Theme).
    entry({
      key: 'theme-shade',
      name: '.themeshade',
      team: team.designSystem,
      description: 'dark-mode preference',
      duration: 365 * DAY,
      category: 'Functional',
      sameSite: 'lax',
    }),
    // category not in SPEC: remembers a dismissal.
    entry({
      key: 'hide-price-update-nudge-banner',
      name: 'hidePriceUpdateNudgeBanner',
      team: team.growth,
      description: 'nudge banner hidden',
      duration: 7 * DAY,
      category: 'Functional',
      sameSite: 'lax',
    }),
    // Another reading lists this cookie without a duration; we keep the table's 60 days.
    entry({
      key: 'experimentation-id',
      name: '.xpid',
      team: team.growth,
      description: 'A/B test participation',
      duration: 60 * DAY,
      category: 'Essential',
      httpOnly: true,
    }),
    // httpOnly not in SPEC: an identifier the server reads; hiding it from scripts limits what an XSS can take.
    entry({
      key: 'browser-id',
      name: '.bid',
      team: team.platform,
      description: 'browser identifier for returning visitors',
      duration: YEAR,
      category: 'Essential',
      httpOnly: true,
    }),
    entry({
      key: `${prefix}-test`,
      name: `${prefix}-test`,
      team: team.platform,
      description: 'test-system access flag',
      duration: 0,
      category: 'Essential',
      sameSite: 'none',
    }),
    entry({
      key: 'vat-rate',
      name: '.vr',
      team: team.checkout,
      description: "the user's selected VAT rate when it differs from the default, used to display prices",
      duration: YEAR,
      category: 'Essential',
    }),
    // Duration not shown in the SPEC. category not in SPEC: authenticates the user.
    entry({
      key: 'access-token',
      name: '.at',
      team: team.identity,
      description: 'authenticates the user (a JWT)',
      category: 'Essential',
      httpOnly: true,
    }),

    // SPEC §3 "Cookies listed without a duration". category not in SPEC for any of them: each
    // serves signing in, a logged-out cart or list, or request routing, so all are Essential.
    // Where the SPEC gives only a name, the key is ours, in the registry's kebab-case key style.
    // httpOnly false: the page reads it to trigger a token refresh (SPEC §3 Access-token info).
    entry({
      key: 'access-token-info',
      name: '.atinfo',
      team: team.identity,
      description: 'access-token expiry, readable by the page to trigger refresh',
      category: 'Essential',
    }),
    // description not in SPEC: from the e-procurement users of SPEC §1 and §6.
    entry({
      key: 'e-procurement-id',
      name: '.e-proc',
      team: team.checkout,
      description: 'identifies a user arriving from a corporate procurement system',
      category: 'Essential',
      httpOnly: true,
    }),
    entry({
      key: 'identity-token',
      name: '.idt',
      team: team.identity,
      description: 'identity token (a JWT)',
      category: 'Essential',
      httpOnly: true,
    }),
    entry({
      key: 'invitation-registration-info',
      name: 'invitationRegistrationInfo',
      team: team.identity,
      description: 'pre-fills registration from an invitation',
      category: 'Essential',
    }),
    entry({
      key: 'social-registration-info',
      name: 'socialRegistrationInfo',
      team: team.identity,
      description: 'pre-fills registration from a social provider',
      category: 'Essential',
    }),
    // description not in SPEC: from sign-in through social providers (SPEC §1).
    entry({
      key: 'external-provider-connection',
      name: 'externalProviderConnection',
      team: team.identity,
      description: 'connects an account to an external sign-in provider',
      category: 'Essential',
    }),
    entry({
      key: 'password-login-info',
      name: 'passwordLoginInfo',
      team: team.identity,
      description: 'pre-fills the e-mail address when a social login matches an existing account, and asks for the password',
      category: 'Essential',
    }),
    entry({
      key: 'logged-out-comparison-list',
      name: '.plistpc',
      team: team.checkout,
      description: 'logged-out comparison list',
      category: 'Essential',
    }),
    entry({
      key: 'logged-out-shopping-cart',
      name: '.plistsc',
      team: team.checkout,
      description: 'logged-out shopping cart',
      category: 'Essential',
    }),
    entry({
      key: 'logged-out-watch-list',
      name: '.plistsl',
      team: team.checkout,
      description: 'logged-out watch list',
      category: 'Essential',
    }),
    entry({
      key: 'mobile-app-contract',
      name: `x-${prefix}-mobileappcontract`,
      team: team.app,
      description: 'marks requests coming from the mobile app',
      category: 'Essential',
    }),
    entry({
      key: 'session-expiry',
      name: '.sidexp',
      team: team.identity,
      description: 'legacy session expiry',
      category: 'Essential',
      httpOnly: true,
    }),
  ];
}
