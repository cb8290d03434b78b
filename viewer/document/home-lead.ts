/**
 * The home page's lead sentence: shown under its heading (HomeView) and, as
 * the text that describes the page, its description meta tag (SPEC §2 Common
 * layout: the tag comes from the page's description text; home has no front
 * matter, so this is its description). Sections keep no tag: SPEC §2 gives
 * them empty descriptions.
 */
export const HOME_LEAD = 'Foundations, components and guides for designing and building the store, one token set, two brands.';
