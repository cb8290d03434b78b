/** Small fixtures the portal's unit tests share: a reader's request and a navigation entry with one child. */
import type { NavigationItem } from '../../core/navigation';
import type { PortalRequest } from '../../core/portal';

/** A request for `route` by an anonymous or authorized reader, dev mode off, in the default theme. */
export const readerRequest = (route: string, isAuthorized: boolean): PortalRequest => ({
  route,
  isAuthorized,
  isDevMode: false,
  theme: 'alpine-light',
  buildVersion: '1.0.0',
});

/** Patterns' Forms entry with its one child page, Validation: an entry the sub-navigation can expand. */
export const formsWithChild: NavigationItem = {
  title: 'Forms',
  link: '/patterns/forms',
  terms: [],
  navigationPath: '/patterns',
  isPublic: true,
  tabs: [],
  tab: null,
  children: [
    {
      title: 'Validation',
      link: '/patterns/forms/validation',
      terms: [],
      navigationPath: '/patterns',
      isPublic: true,
      tabs: [],
      tab: null,
    },
  ],
};
