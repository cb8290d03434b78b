/**
 * A small hand-made portal for viewer unit tests: two sections, a public
 * component with Design and Code tabs, a private page, and a site record.
 */
import type { PageRecord, SiteRecord } from '../../core/bundle';
import type { NavigationItem } from '../../core/navigation';
import type { PortalData, PortalView } from '../../core/portal';

export const site: SiteRecord = {
  designSystemName: 'Harbor',
  teamName: 'Harbor',
  brandPrefix: 'hb',
  brands: [
    { id: 'alpine', name: 'Alpine' },
    { id: 'lakeside', name: 'Lakeside' },
  ],
  themes: ['alpine-light', 'alpine-dark', 'lakeside-light', 'lakeside-dark'],
  defaultTheme: 'alpine-light',
  designToolName: 'Figma',
  codeHostName: 'GitLab',
  repoRoot: 'https://gitlab.example/harbor/-/tree/main',
  teamChannelUrl: 'https://chat.example/harbor',
  companyWikiUrl: 'https://wiki.example/ds',
  privacyPolicyUrl: 'https://shop.example/privacy',
  analyticsProvider: 'lookout',
};

const tabs = [
  { name: 'Design', link: '/components/button-design', active: false },
  { name: 'Code', link: '/components/button-code', active: false },
];

const buttonItem = (tab: 'Design' | 'Code'): NavigationItem => ({
  title: 'Button',
  link: tab === 'Design' ? '/components/button-design' : '/components/button-code',
  terms: ['CTA'],
  navigationPath: '/components',
  isPublic: true,
  category: 'Actions',
  tabs,
  tab,
});

export const navigation: Record<string, NavigationItem[]> = {
  components: [
    buttonItem('Design'),
    buttonItem('Code'),
    {
      title: 'Badge',
      link: '/components/badge-code',
      terms: [],
      navigationPath: '/components',
      isPublic: false,
      category: 'Indicators and status',
      tabs: [{ name: 'Code', link: '/components/badge-code', active: false }],
      tab: 'Code',
    },
  ],
  foundations: [
    {
      title: 'Accessibility',
      link: '/foundations/accessibility',
      terms: ['A11y'],
      navigationPath: '/foundations',
      isPublic: true,
      tabs: [],
      tab: null,
    },
  ],
};

export const buttonPage: PageRecord = {
  route: '/components/button-design',
  topic: '/components/button',
  section: '/components',
  title: 'Button',
  description: '  Buttons start actions.  ',
  terms: ['CTA', 'Call to action'],
  isPublic: true,
  category: 'Actions',
  order: 10,
  tab: 'Design',
  tabs: [
    { name: 'Design', link: '/components/button-design' },
    { name: 'Code', link: '/components/button-code' },
  ],
  headings: [
    { title: 'Usage', link: '#usage', level: 'h2', previousH2: null, previousH2Link: null },
    { title: 'Do', link: '#usage-do', level: 'h3', previousH2: 'Usage', previousH2Link: '#usage' },
  ],
  body: [
    {
      type: 'element',
      tag: 'p',
      children: [
        { type: 'text', value: 'Use a ' },
        { type: 'shorthand', href: 'Components/Button', text: 'button|Button/Code' },
        { type: 'text', value: '.' },
      ],
    },
    { type: 'heading', level: 2, id: 'usage', children: [{ type: 'text', value: 'Usage' }] },
    { type: 'heading', level: 3, id: 'usage-do', children: [{ type: 'text', value: 'Do' }] },
    {
      type: 'code',
      lang: 'tsx',
      code: "const a = '</script>';",
      lines: [[{ content: "const a = '</script>';", color: '#E36209', dark: '#6A737D' }]],
    },
    { type: 'link', kind: 'external', href: 'https://www.ech.ch/', children: [{ type: 'text', value: 'eCH' }] },
    { type: 'shorthand', href: 'Components/Nothing', text: 'Missing' },
  ],
  modifiedDate: '2026-03-05',
  figmaLink: 'https://figma.example/file',
  figmaUrl: null,
  sourcePath: 'packages/react/src/button',
  breadcrumbs: ['Components', 'Actions', 'Button'],
  thumbnail: { type: 'text', text: 'Bu' },
  source: 'components/button/design.md',
};

export function portalData(view: PortalView, overrides: Partial<PortalData> = {}): PortalData {
  const route =
    view.kind === 'page' ? view.page.route : view.kind === 'section' ? view.section.link : view.kind === 'home' ? '/' : '/components/x';
  return {
    route,
    view,
    site,
    sections: [
      { title: 'Foundations', link: '/foundations', description: '', categories: [] },
      { title: 'Components', link: '/components', description: '', categories: ['Actions', 'Indicators and status'] },
    ],
    navigation,
    isAuthorized: false,
    isDevMode: false,
    theme: 'alpine-light',
    buildVersion: 'merge_master_2026.03.05-41',
    editUrl: null,
    ...overrides,
  };
}
