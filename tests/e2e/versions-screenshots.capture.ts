/**
 * The screenshots in docs/screenshots/ of component status and history: a component page with its status badge
 * (focused, so its meaning shows), a code page's Changelog, and the Component status page, in alpine-light and
 * lakeside-dark at 1440 and 390 px. Not part of `npm test`: run `npm run screenshots`, then look at every one
 * before committing them.
 */
import { captureScreens } from './support/capture-screens';

captureScreens(
  'versions screenshots',
  [
    {
      name: 'status-badge',
      route: '/components/button-design',
      part: null,
      // The badge's meaning shows on keyboard focus, as a reader tabbing to it sees it.
      prepare: async (page) => {
        await page.locator('.status-badge').first().focus();
        await page.locator('.status-badge__meaning').first().waitFor({ state: 'visible' });
      },
    },
    { name: 'changelog', route: '/components/carousel-code', part: '.component-changelog' },
    { name: 'component-status', route: '/components/component-status', part: null },
  ],
  { themes: ['alpine-light', 'lakeside-dark'], widths: [1440, 390] },
);
