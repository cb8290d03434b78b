/**
 * A playground preview's own React root, like a live example's (examples/example-root.ts): the identifier
 * prefix it has on the server and in the browser alike, per preview (the page's own, and one per theme).
 */
export const playgroundIdentifierPrefix = (component: string, theme: string | null) =>
  theme === null ? `playground-${component}-` : `playground-${component}-${theme}-`;
