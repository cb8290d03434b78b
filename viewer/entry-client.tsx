/**
 * Client entry: hydrates the server-rendered app from the embedded portal data.
 */
import { hydrateRoot } from 'react-dom/client';
import { PORTAL_DATA_ELEMENT_ID } from './ssr-contract';
import { App } from './App';
import { APP_ROOT_ID } from './document/app-root';
import { readPortalData } from './document/serialize-portal-data';

const root = document.getElementById(APP_ROOT_ID);
if (root === null) throw new Error(`The server did not render #${APP_ROOT_ID}`);
hydrateRoot(root, <App initialData={readPortalData(document.getElementById(PORTAL_DATA_ELEMENT_ID))} />);
