export { buildPortalData, editUrlBaseOf, editUrlOf, editorAddressOf, mayRead, readablePages, statusOf } from './portal-data';
export type { SectionCard, PortalData, PortalRequest, PortalView } from './portal-data';
export { carriedNavigation } from './page-navigation';
export type { NavigationCategoryLink, SectionTopicCount } from './page-navigation';
export {
  COMPONENT_STATUS_ROUTE,
  COMPONENT_STATUS_TITLE,
  componentStatusRows,
  mainComponent,
  topicStatuses,
  pageComponents,
  type ComponentStatusRow,
  type PageComponent,
} from './component-status';
