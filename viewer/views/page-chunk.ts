/** The documentation page's client chunk (view-chunks.ts): its body and its secondary column. */
export { PageView } from './PageView';
export { SecondaryColumn } from '../page/SecondaryColumn';
