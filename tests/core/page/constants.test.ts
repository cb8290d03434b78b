/** SPEC §9 business constants, read from the module that owns each: core for shared rules, the viewer for its timings and sizes. */
import { describe, expect, it } from 'vitest';
import * as navigation from '../../../core/navigation';
import * as page from '../../../core/page';
import * as search from '../../../core/search';
import * as viewer from '../../../viewer/ui-constants';

describe('§9 business constants shared by server, viewer and CLI (core)', () => {
  it.each([
    ['SEARCH_RESULTS_LIMIT', search.SEARCH_RESULTS_LIMIT, 100],
    ['SEARCH_REQUEST_LIMIT', search.SEARCH_REQUEST_LIMIT, 101],
    ['TITLE_TERMS_SEPARATOR', search.TITLE_TERMS_SEPARATOR, '\u00a0·\u00a0'],
    ['DEFAULT_CATEGORY', navigation.DEFAULT_CATEGORY, 'Uncategorized'],
    ['APP_LOCALE', page.APP_LOCALE, 'en-CH'],
    ['APP_TIME_ZONE', page.APP_TIME_ZONE, 'Europe/Zurich'],
    ['MODIFIED_DATE_LOCALE', page.MODIFIED_DATE_LOCALE, 'de-CH'],
  ] as const)('%s is %j', (_name, actual, value) => {
    expect(actual).toBe(value);
  });
});

describe('§9 business constants only the viewer uses (viewer/ui-constants.ts)', () => {
  it.each([
    ['COPY_FEEDBACK_MS', viewer.COPY_FEEDBACK_MS, 900],
    ['DESKTOP_BREAKPOINT_PX', viewer.DESKTOP_BREAKPOINT_PX, 1024],
    ['HEADING_ROOT_MARGIN', viewer.HEADING_ROOT_MARGIN, '-120px 0px -50px 0px'],
    ['PREFETCH_ROOT_MARGIN', viewer.PREFETCH_ROOT_MARGIN, '200px'],
    ['THUMBNAIL_WIDTH_PX', viewer.THUMBNAIL_WIDTH_PX, 256],
    ['THUMBNAIL_HEIGHT_PX', viewer.THUMBNAIL_HEIGHT_PX, 128],
  ] as const)('%s is %j', (_name, actual, value) => {
    expect(actual).toBe(value);
  });
});
