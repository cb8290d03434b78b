export { buildPortalData, statusOf, editUrlOf } from './portal-data';
export type { PortalData, PortalRequest, PortalView } from './portal-data';
