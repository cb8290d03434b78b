import { describe, expect, it } from 'vitest';
import * as page from '../../../core/page';

describe('§9 business constants for the viewer', () => {
  it.each([
    ['COPY_FEEDBACK_MS', 900],
    ['DESKTOP_BREAKPOINT_PX', 1024],
    ['HEADING_ROOT_MARGIN', '-120px 0px -50px 0px'],
    ['PREFETCH_ROOT_MARGIN', '200px'],
    ['SEARCH_RESULTS_LIMIT', 100],
    ['SEARCH_REQUEST_LIMIT', 101],
    ['THUMBNAIL_WIDTH_PX', 256],
    ['THUMBNAIL_HEIGHT_PX', 128],
    ['TITLE_TERMS_SEPARATOR', '\u00a0·\u00a0'],
    ['DEFAULT_CATEGORY', 'Uncategorized'],
    ['APP_LOCALE', 'en-CH'],
    ['APP_TIME_ZONE', 'Europe/Zurich'],
    ['MODIFIED_DATE_LOCALE', 'de-CH'],
  ] as const)('%s is %j', (name, value) => {
    // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the table names each exported constant
    expect(page[name]).toBe(value);
  });
});
