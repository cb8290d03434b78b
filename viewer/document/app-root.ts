/** id of the element the app is rendered into and hydrated from. */
export const APP_ROOT_ID = 'root';
