/**
 * An example's own React root: the element it renders into, inside the
 * figure's stage (whose content the page's React does not manage), and the
 * identifier prefix it has on the server and in the browser alike, so that
 * ids made with useId (aria-controls, aria-labelledby) match when it hydrates.
 */
export const exampleIdentifierPrefix = (id: string) => `${id}-`;

/** The root element's class; laid out with `display: contents`, so the stage arranges the example's own elements. */
export const EXAMPLE_ROOT_CLASS = 'example__root';
