/**
 * A small hand-made set of search documents for the engine's example and
 * property tests: two tabs of one topic, a child, German terms, a long body,
 * and private pages that share words with public ones.
 */
import type { SearchDocument } from '../../../core/search';

export const SECTIONS = [
  { title: 'Get Started', link: '/get-started' },
  { title: 'Foundations', link: '/foundations' },
  { title: 'Patterns', link: '/patterns' },
  { title: 'Components', link: '/components' },
  { title: 'Develop', link: '/develop' },
] as const;

type Draft = Partial<SearchDocument> & Pick<SearchDocument, 'route' | 'title'>;

export function searchDocument(draft: Draft): SearchDocument {
  const section = `/${draft.route.split('/')[1] ?? ''}`;
  const sectionTitle = SECTIONS.find((s) => s.link === section)?.title ?? 'Other';
  return {
    tab: null,
    description: '',
    terms: [],
    breadcrumbs: [sectionTitle],
    section,
    isPublic: true,
    thumbnail: { type: 'text', text: draft.title.slice(0, 2) },
    headings: [],
    text: '',
    ...draft,
  };
}

// A body long enough that the excerpt must cut it: the match sits in the middle.
const longBody =
  'Spacing follows a four pixel base. '.repeat(30) +
  'Inside a Toolbar the icon buttons sit 8px apart. ' +
  'Spacing tokens are named after their step. '.repeat(30);

export const DOCUMENTS: readonly SearchDocument[] = [
  searchDocument({
    route: '/get-started/introduction',
    title: 'Introduction',
    description: 'Harbor is the design system of the Alpine and Lakeside shops.',
    terms: ['Overview', 'Einführung'],
    headings: ['What Harbor is', 'Dev mode'],
    text: 'Harbor gives designers and developers one set of foundations, patterns and components.',
  }),
  searchDocument({
    route: '/foundations/colors-design',
    title: 'Colors',
    tab: 'Design',
    description: 'Colour roles and brand palettes for Alpine and Lakeside.',
    terms: ['Colours', 'Color palette', 'Farben'],
    headings: ['Brand palettes', 'Contrast'],
    text: 'Every colour role has a light and a dark value. The primary action colour of a button is alpine-red-500.',
  }),
  searchDocument({
    route: '/foundations/spacing-design',
    title: 'Spacing',
    tab: 'Design',
    description: 'The spacing scale.',
    terms: ['Space', 'Abstand'],
    headings: ['Scale'],
    text: longBody,
  }),
  searchDocument({
    route: '/foundations/logos',
    title: 'Logos',
    isPublic: false,
    description: 'Brand marks of both shops, internal only.',
    terms: ['Brand mark', 'Wordmark'],
    text: 'The logo button in the header links home. The zeppelin campaign logo is embargoed.',
  }),
  searchDocument({
    route: '/components/button-design',
    title: 'Button',
    tab: 'Design',
    description: 'Buttons start actions such as adding a product to the cart.',
    terms: ['CTA', 'Call to action', 'Action button', 'Schaltfläche'],
    breadcrumbs: ['Components', 'Actions'],
    headings: ['When to use', 'Variants', 'Accessibility'],
    text: 'Use one primary button per view. A button always does something on the current page.',
  }),
  searchDocument({
    route: '/components/button-code',
    title: 'Button',
    tab: 'Code',
    description: 'The Button component of @harbor/react.',
    terms: ['CTA', 'Call to action', 'Action button', 'Schaltfläche'],
    breadcrumbs: ['Components', 'Actions'],
    headings: ['Import', 'Props'],
    text: "import { Button } from '@harbor/react'. The button renders a native button element.",
  }),
  searchDocument({
    route: '/components/button/button-group-code',
    title: 'Button group',
    tab: 'Code',
    description: 'ButtonGroup arranges related buttons.',
    terms: ['Button bar', 'Schaltflächengruppe'],
    breadcrumbs: ['Components', 'Actions', 'Button'],
    headings: ['Props'],
    text: 'ButtonGroup lays out related buttons with consistent spacing.',
  }),
  searchDocument({
    route: '/components/tooltip-design',
    title: 'Tooltip',
    tab: 'Design',
    description: 'A small text bubble on hover or focus.',
    terms: ['Hint', 'Info bubble'],
    breadcrumbs: ['Components', 'Overlays'],
    text: 'A tooltip names an icon-only button. Never put links inside a tooltip.',
  }),
  searchDocument({
    route: '/components/dialog-design',
    title: 'Dialog',
    tab: 'Design',
    description: 'A modal window for one focused task.',
    terms: ['Modal', 'Popup'],
    breadcrumbs: ['Components', 'Overlays'],
    headings: ['Focus handling'],
    text: 'A dialog traps focus until it is closed with its close button or Escape.',
  }),
  searchDocument({
    route: '/develop/authentication',
    title: 'Authentication',
    description: 'How the portal decides who is authorized.',
    terms: ['Login', 'Anmeldung'],
    headings: ['Cookies'],
    text: 'The login button of the store sets the access-token cookie.',
  }),
  searchDocument({
    route: '/develop/roadmap',
    title: 'Roadmap',
    isPublic: false,
    description: 'What the team builds next.',
    terms: ['Plans', 'Zeppelin'],
    text: 'Next quarter: a new button variant and the zeppelin launch.',
  }),
];

export const PRIVATE_ROUTES = DOCUMENTS.filter((d) => !d.isPublic).map((d) => d.route);
