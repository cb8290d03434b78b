/**
 * What an agent reads about each tool before it calls it: when to use it,
 * what it takes, what it returns and what its errors mean.
 */
export const TOOL_DESCRIPTIONS = {
  instructions:
    'Harbor is the design system of the store (components in @harbor/react, design tokens, guidelines). ' +
    'Look components up with list_components and get_component before writing UI, read guidelines with search and get_page, ' +
    'take colours and spacing from get_tokens, and check colour pairs with check_contrast. What you see depends on who you are: ' +
    'internal readers also get the internal pages and components.',
  search: (sections: readonly string[]) =>
    'Search the Harbor documentation, as the portal search does for you (development results first). ' +
    `query: words to look for (at most 200 characters). limit: 1-100 results, default 10. filter: a section link or a list of them (${sections.join(', ')}). ` +
    'Returns total, results (title, route, url, tab, snippet) and per-section counts. Pass a result route to get_page.',
  getPage:
    'A documentation page as Markdown, the same text as the page URL plus .md. route: the route from a search result or list_components, ' +
    "such as /components/button-code (the portal URL path also works). Errors: an unknown route, or 'Not authorized' for a page you may not read.",
  getComponent:
    'One component of @harbor/react: its import line, description, every documented export with its props (name, type, default, required, description, deprecated), ' +
    "the source of its live examples, and its docs URL. name: the component's name ('Button', 'Button group') or an export ('ButtonGroup'). " +
    'status (experimental, beta, stable or deprecated) and since (the version that first shipped it) come from the component manifest of @harbor/react; ' +
    'a deprecated prop says what to use instead. ' +
    'An unknown name is an error that suggests the closest names.',
  listComponents:
    'Every component you may see, with name, status, category, route and url. status filters by status: experimental, beta, stable or deprecated ' +
    '(from the component manifest of @harbor/react).',
  getTokens: (themes: readonly string[]) =>
    `The resolved design tokens of one theme: name, CSS variable, CSS value, type and description. theme: one of ${themes.join(', ')}. ` +
    "group: a token group such as 'color', 'color.text' or 'space' (its CSS spelling '--hb-color-text' works too). Use the CSS variables in code, never the raw values.",
  checkContrast: (defaultTheme: string) =>
    'The WCAG 2.2 contrast ratio of two colours and the levels it meets for normal and for large text (AA 4.5:1 and 3:1, AAA 7:1 and 4.5:1). ' +
    `foreground and background: colour tokens (--hb-color-text-default or color.text.default) or CSS colours (#rrggbb, rgb()). theme: whose token values to use, default ${defaultTheme}.`,
} as const;
