/**
 * The identifier prefix of an example's own React root, the same on the
 * server and in the browser, so that ids made with useId (aria-controls,
 * aria-labelledby) match when the example hydrates.
 */
export const exampleIdentifierPrefix = (id: string) => `${id}-`;
