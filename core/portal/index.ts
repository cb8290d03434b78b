export { buildPortalData, editUrlBaseOf, editUrlOf, editorAddressOf, mayRead, readablePages, statusOf } from './portal-data';
export type { SectionCard, PortalData, PortalRequest, PortalView } from './portal-data';
