export { buildPortalData, editUrlBaseOf, editUrlOf, mayRead, readablePages, statusOf } from './portal-data';
export type { PortalData, PortalRequest, PortalView } from './portal-data';
