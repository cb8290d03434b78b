/**
 * The first relevance set of search over the shipped content (docs/portal.md, Search):
 * queries chosen from the content's front matter (titles, `terms` synonyms,
 * German terms), plus one-typo misspellings and two-word queries, not copied
 * from the engine's output. Written by people who knew the engine; the blind
 * set (blind-queries.ts) is the one written without it.
 */
export interface Judgement {
  readonly term: string;
  /** Any of these routes is a right answer. */
  readonly expected: readonly string[];
  readonly dev?: true;
  /** The expected page is internal: asked as an authorized requester. */
  readonly authorized?: true;
}

const tabs = (topic: string) => [`${topic}-design`, `${topic}-code`];

export const JUDGED: readonly Judgement[] = [
  // Titles
  { term: 'button', expected: tabs('/components/button') },
  { term: 'tooltip', expected: tabs('/components/tooltip') },
  { term: 'dialog', expected: tabs('/components/dialog') },
  { term: 'accordion', expected: tabs('/components/accordion') },
  { term: 'checkbox', expected: tabs('/components/checkbox') },
  { term: 'typography', expected: tabs('/foundations/typography') },
  { term: 'spacing', expected: tabs('/foundations/spacing') },
  { term: 'elevation', expected: tabs('/foundations/elevation') },
  { term: 'breakpoints', expected: ['/foundations/screen-ranges-and-breakpoints'] },
  { term: 'easing', expected: ['/foundations/motion/easing-design'] },
  { term: 'skeleton', expected: tabs('/components/skeleton') },
  { term: 'toast', expected: tabs('/components/toast') },
  { term: 'avatar', expected: ['/components/avatar'] },
  { term: 'token', expected: ['/foundations/design-tokens'] },
  { term: 'design tokens', expected: ['/foundations/design-tokens'] },
  { term: 'token', expected: ['/foundations/design-tokens'], authorized: true },
  { term: 'css variables', expected: ['/foundations/design-tokens'] },
  // Synonyms from `terms`
  { term: 'CTA', expected: tabs('/components/button') },
  { term: 'Modal', expected: tabs('/components/dialog') },
  { term: 'A11y', expected: ['/foundations/accessibility'] },
  { term: 'snackbar', expected: tabs('/components/toast') },
  { term: 'slider', expected: tabs('/components/carousel') },
  { term: 'separator', expected: tabs('/components/divider') },
  { term: 'flyout', expected: tabs('/components/popover') },
  { term: 'placeholder', expected: tabs('/components/skeleton') },
  { term: 'WCAG', expected: ['/foundations/accessibility'] },
  { term: 'shadows', expected: tabs('/foundations/elevation') },
  { term: 'hyperlink', expected: tabs('/components/link') },
  { term: 'i18n', expected: ['/develop/localization', '/develop/translation'] },
  // One-typo misspellings
  { term: 'buton', expected: tabs('/components/button') },
  { term: 'tooltp', expected: tabs('/components/tooltip') },
  { term: 'acordion', expected: tabs('/components/accordion') },
  { term: 'chekbox', expected: tabs('/components/checkbox') },
  { term: 'dropdwn', expected: tabs('/components/dropdown') },
  { term: 'typograpy', expected: tabs('/foundations/typography') },
  { term: 'spiner', expected: tabs('/components/spinner') },
  { term: 'carousle', expected: tabs('/components/carousel') },
  // Two-word queries
  { term: 'button group', expected: ['/components/button/button-group-code'] },
  { term: 'radio button', expected: tabs('/components/radio-button') },
  { term: 'input field', expected: tabs('/components/input-field') },
  { term: 'empty state', expected: tabs('/patterns/empty-state') },
  { term: 'reduced motion', expected: ['/foundations/motion/accessibility-and-reduced-motion-design'] },
  { term: 'search field', expected: tabs('/components/search-field') },
  { term: 'help text', expected: ['/components/input-field/help-text'] },
  { term: 'web performance', expected: ['/develop/web-performance'] },
  { term: 'color palette', expected: tabs('/foundations/colors') },
  // German words used in terms, typed with and without umlauts
  { term: 'Schaltfläche', expected: tabs('/components/button') },
  { term: 'Schaltflache', expected: tabs('/components/button') },
  { term: 'Farben', expected: tabs('/foundations/colors') },
  { term: 'Barrierefreiheit', expected: ['/foundations/accessibility'] },
  { term: 'Karussell', expected: tabs('/components/carousel') },
  { term: 'Trennlinie', expected: tabs('/components/divider') },
  { term: 'Abstand', expected: tabs('/foundations/spacing') },
  { term: 'Kontrollkastchen', expected: tabs('/components/checkbox') },
  { term: 'Eingabefeld', expected: tabs('/components/input-field') },
  // Words a reader might use, answered by terms or body
  { term: 'notification', expected: [...tabs('/components/alert'), ...tabs('/components/toast')] },
  { term: 'loading state', expected: [...tabs('/components/skeleton'), '/patterns/loaders-design'] },
  { term: 'order tracking', expected: tabs('/components/timeline') },
  { term: 'file upload', expected: tabs('/components/upload') },
  { term: 'drop zone', expected: tabs('/components/upload') },
  { term: 'info bubble', expected: tabs('/components/tooltip') },
  { term: 'z-index', expected: tabs('/foundations/elevation') },
  { term: 'how to use a tooltip', expected: tabs('/components/tooltip') },
  { term: 'Sendungsverfolgung', expected: tabs('/components/timeline') },
  { term: 'Suchfeld', expected: tabs('/components/search-field') },
  // As you type
  { term: 'toolt', expected: tabs('/components/tooltip') },
  { term: 'accord', expected: tabs('/components/accordion') },
  // Dev mode wants the Code tab
  { term: 'button', expected: ['/components/button-code'], dev: true },
  { term: 'spacing', expected: ['/foundations/spacing-code'], dev: true },
  // Internal pages, for an authorized requester
  { term: 'logos', expected: ['/foundations/logos'], authorized: true },
  { term: 'energy label', expected: ['/components/energy-label'], authorized: true },
  { term: 'lookout', expected: ['/develop/lookout-analytics'], authorized: true },
  { term: 'facets', expected: ['/develop/filters', '/develop/filters/product-filters'], authorized: true },
];
