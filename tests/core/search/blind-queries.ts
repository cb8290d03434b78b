/**
 * The blind relevance set: queries as designers, developers and product
 * owners at the store would type them, in five kinds (typo, task, german,
 * dev, concept), each with the pages a reader would accept.
 *
 * How they were written: from the content alone, before any of them was run.
 * The writer read the front matter of every page (titles, descriptions,
 * `terms`), the headings of every page and, for the task and dev queries,
 * the paragraphs that answer them (found with grep in `content/`), then wrote
 * each query the way a reader who has not seen those words would ask, and
 * chose the expected pages from the content, not from search output. No
 * query was run, through the engine, the API or `dsp search`, until the whole
 * set was committed; after that, neither the queries nor their expected pages
 * were changed to suit the engine. Typos are one or two edits off the word
 * (missing, doubled, swapped or wrong letters, as people mistype); German
 * queries use the words a Swiss reader types, with and without umlauts, ß or
 * ss, plurals and compounds the content does not spell out. Queries whose
 * answer is an internal page are asked as an authorized reader.
 */

export type QueryKind = 'typo' | 'task' | 'german' | 'dev' | 'concept';

export interface BlindQuery {
  readonly kind: QueryKind;
  readonly term: string;
  /** Any of these routes is a right answer. */
  readonly expected: readonly string[];
  readonly dev?: true;
  /** The expected page is internal: asked as an authorized reader. */
  readonly authorized?: true;
}

const tabs = (topic: string) => [`${topic}-design`, `${topic}-code`];

export const BLIND_QUERIES: readonly BlindQuery[] = [
  // Typos: one or two edits off
  { kind: 'typo', term: 'dialogue', expected: tabs('/components/dialog') },
  { kind: 'typo', term: 'typografy', expected: tabs('/foundations/typography') },
  { kind: 'typo', term: 'acordeon', expected: tabs('/components/accordion') },
  { kind: 'typo', term: 'chekcbox', expected: tabs('/components/checkbox') },
  { kind: 'typo', term: 'breakponts', expected: ['/foundations/screen-ranges-and-breakpoints'] },
  { kind: 'typo', term: 'elevaton', expected: tabs('/foundations/elevation') },
  { kind: 'typo', term: 'skeletton', expected: tabs('/components/skeleton') },
  { kind: 'typo', term: 'acessibilty', expected: ['/foundations/accessibility'] },
  { kind: 'typo', term: 'carousell', expected: tabs('/components/carousel') },
  { kind: 'typo', term: 'notifcation', expected: [...tabs('/components/alert'), ...tabs('/components/toast')] },
  { kind: 'typo', term: 'iconograhpy', expected: tabs('/foundations/iconography') },
  { kind: 'typo', term: 'spcaing', expected: tabs('/foundations/spacing') },
  { kind: 'typo', term: 'colour palete', expected: tabs('/foundations/colors') },
  { kind: 'typo', term: 'autentication', expected: ['/develop/authentication'], authorized: true },
  { kind: 'typo', term: 'lokalisation', expected: ['/develop/localization'] },
  { kind: 'typo', term: 'obervability', expected: ['/develop/graphql/observability'], authorized: true },
  { kind: 'typo', term: 'tooltipp', expected: tabs('/components/tooltip') },
  { kind: 'typo', term: 'radio buton', expected: tabs('/components/radio-button') },

  // Tasks: how readers ask
  {
    kind: 'task',
    term: 'how do I show an error under an input',
    expected: ['/components/input-field/help-text', ...tabs('/components/input-field'), ...tabs('/patterns/forms')],
  },
  { kind: 'task', term: 'how do I confirm before removing an item from the cart', expected: tabs('/components/dialog') },
  { kind: 'task', term: 'how to show how much is left of a daily deal', expected: ['/components/remaining-gauge'] },
  {
    kind: 'task',
    term: 'how do I hide text visually but keep it for screen readers',
    expected: ['/develop/visually-hidden'],
    authorized: true,
  },
  {
    kind: 'task',
    term: 'how can I respect reduced motion in react',
    expected: ['/foundations/motion/motion-implementation', '/foundations/motion/accessibility-and-reduced-motion-design'],
  },
  { kind: 'task', term: 'what should I show when a search has no results', expected: tabs('/patterns/empty-state') },
  {
    kind: 'task',
    term: 'how do I add a new icon',
    expected: ['/develop/figma-transformer/icon-illustration-workflow', '/foundations/iconography-code'],
    authorized: true,
  },
  { kind: 'task', term: 'how do I switch to dark mode', expected: ['/foundations/colors-code', ...tabs('/components/toggle-switch')] },
  {
    kind: 'task',
    term: 'how to test code that logs errors',
    expected: ['/develop/tutorial/faq-logs-in-tests', '/develop/error-handler'],
    authorized: true,
  },
  { kind: 'task', term: 'how do I create a new page in the store', expected: ['/develop/page-creation'], authorized: true },
  {
    kind: 'task',
    term: 'how do I load more products',
    expected: [...tabs('/components/section-end'), '/develop/graphql-tutorial/4-pagination'],
  },
  { kind: 'task', term: 'which browsers do we support', expected: ['/develop/browser-support'], authorized: true },
  {
    kind: 'task',
    term: 'when should I use a toast instead of an alert',
    expected: [...tabs('/components/toast'), ...tabs('/components/alert')],
  },
  { kind: 'task', term: 'how to set the page title', expected: ['/develop/meta-title'], authorized: true },
  { kind: 'task', term: 'how to write prices in CHF', expected: ['/foundations/typography/microtypography', '/develop/localization'] },
  { kind: 'task', term: 'how do I track a filter click', expected: ['/develop/filters/filter-tracking'], authorized: true },

  // German, as a Swiss reader types it
  { kind: 'german', term: 'Schriftgrösse', expected: tabs('/foundations/typography') },
  { kind: 'german', term: 'Schriftgröße', expected: tabs('/foundations/typography') },
  { kind: 'german', term: 'Schaltflächen', expected: tabs('/components/button') },
  { kind: 'german', term: 'Ladeanzeige', expected: tabs('/components/spinner') },
  { kind: 'german', term: 'Fehlermeldung', expected: ['/components/input-field/help-text'] },
  { kind: 'german', term: 'Abstände', expected: tabs('/foundations/spacing') },
  { kind: 'german', term: 'Eingabefelder', expected: tabs('/components/input-field') },
  { kind: 'german', term: 'Schatten', expected: tabs('/foundations/elevation') },
  { kind: 'german', term: 'Datei hochladen', expected: tabs('/components/upload') },
  { kind: 'german', term: 'Ubersetzung', expected: ['/develop/translation'], authorized: true },
  { kind: 'german', term: 'Bildschirmgrößen', expected: ['/foundations/screen-ranges-and-breakpoints'] },
  { kind: 'german', term: 'Registerkarte', expected: tabs('/components/tabs') },
  { kind: 'german', term: 'Kontrollkaestchen', expected: tabs('/components/checkbox') },
  {
    kind: 'german',
    term: 'Produktkacheln',
    expected: ['/components/product-tile', '/components/product-tile/standard-product-tile'],
    authorized: true,
  },
  { kind: 'german', term: 'Farbpalette', expected: tabs('/foundations/colors') },
  { kind: 'german', term: 'Trennlinien', expected: tabs('/components/divider') },
  { kind: 'german', term: 'Fehlerbehandlung', expected: ['/develop/graphql/error-handling'], authorized: true },

  // Developers: names, variables and APIs
  {
    kind: 'dev',
    term: 'focus ring css variable',
    expected: ['/foundations/accessibility', ...tabs('/foundations/colors')],
    dev: true,
  },
  { kind: 'dev', term: 'useReducedMotion', expected: ['/foundations/motion/motion-implementation'], dev: true },
  { kind: 'dev', term: 'useToast', expected: ['/components/toast-code'], dev: true },
  { kind: 'dev', term: 'prefers-color-scheme', expected: ['/foundations/colors-code'], dev: true },
  { kind: 'dev', term: 'z-index token', expected: tabs('/foundations/elevation'), dev: true },
  { kind: 'dev', term: 'useFragment', expected: ['/develop/graphql-tutorial/3-components'], dev: true, authorized: true },
  { kind: 'dev', term: 'simulateError', expected: ['/develop/graphql/simulate-error-directive'], dev: true, authorized: true },
  { kind: 'dev', term: 'lazy load IntersectionObserver', expected: ['/develop/lazy-hook-code'], dev: true, authorized: true },
  {
    kind: 'dev',
    term: 'scheduler.yield',
    expected: ['/develop/web-performance/inp/1-javascript-execution-task-prioritization'],
    dev: true,
  },
  { kind: 'dev', term: 'componentDidCatch', expected: ['/develop/error-boundary'], dev: true, authorized: true },
  { kind: 'dev', term: 'spacing custom properties', expected: tabs('/foundations/spacing'), dev: true },
  { kind: 'dev', term: 'radiobutton', expected: tabs('/components/radio-button'), dev: true },
  { kind: 'dev', term: 'RadioGroup onChange', expected: ['/components/radio-button-code'], dev: true },
  { kind: 'dev', term: 'usePreloadedQuery', expected: ['/develop/graphql-tutorial/2-pages'], dev: true, authorized: true },
  { kind: 'dev', term: 'CODEOWNERS', expected: ['/develop/owner-product/generate-products'], dev: true, authorized: true },
  { kind: 'dev', term: 'font loading', expected: ['/foundations/typography-code', '/develop/web-performance/cls'], dev: true },

  // Concepts: what designers and product owners call things
  {
    kind: 'concept',
    term: 'design tokens',
    expected: ['/get-started/develop', '/get-started/introduction', '/develop/figma-transformer', ...tabs('/foundations/colors')],
    authorized: true,
  },
  { kind: 'concept', term: 'border radius', expected: tabs('/foundations/spacing') },
  { kind: 'concept', term: 'corner radius', expected: tabs('/foundations/spacing') },
  { kind: 'concept', term: 'dark mode', expected: [...tabs('/foundations/colors'), ...tabs('/components/toggle-switch')] },
  { kind: 'concept', term: 'touch target size', expected: tabs('/foundations/spacing') },
  { kind: 'concept', term: 'line height', expected: tabs('/foundations/typography') },
  { kind: 'concept', term: 'contrast ratio', expected: ['/foundations/accessibility', ...tabs('/foundations/colors')] },
  { kind: 'concept', term: 'keyboard navigation', expected: ['/foundations/accessibility'] },
  { kind: 'concept', term: 'layout shift', expected: ['/develop/web-performance/cls'], authorized: true },
  { kind: 'concept', term: 'page speed', expected: ['/develop/web-performance'] },
  { kind: 'concept', term: 'energie label', expected: ['/components/energy-label'], authorized: true },
  { kind: 'concept', term: 'single sign on', expected: ['/develop/idp'], authorized: true },
  { kind: 'concept', term: 'stock level', expected: ['/components/remaining-gauge'] },
  { kind: 'concept', term: 'date format', expected: ['/develop/localization', '/foundations/typography/microtypography'] },
  {
    kind: 'concept',
    term: 'progress bar',
    expected: [...tabs('/components/timeline'), ...tabs('/components/upload'), '/components/remaining-gauge', '/patterns/loaders-design'],
  },
];
