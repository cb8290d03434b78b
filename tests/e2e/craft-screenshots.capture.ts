/**
 * The screenshots in docs/screenshots/ of the pages designers judge the
 * portal by (Components, Button code and design, the overlays' Design tabs
 * and the Dialog playground, Table, Carousel, Product tile, Typography,
 * Colors), in alpine-light and lakeside-dark at 1440 and 390 px,
 * each scrolled to what it is about. Not part of `npm test`: run
 * `npm run screenshots`, then look at every one before committing them.
 */
import { captureScreens } from './support/capture-screens';

captureScreens(
  'craft screenshots',
  [
    { name: 'components', route: '/components', part: null },
    { name: 'button-code', route: '/components/button-code', part: 'table.props-table' },
    { name: 'table', route: '/components/table', part: '.example' },
    { name: 'carousel', route: '/components/carousel-design', part: '.example' },
    { name: 'product-tile', route: '/components/product-tile', part: '.example' },
    { name: 'button-design', route: '/components/button-design', part: '.example' },
    // The overlays' Design tabs, each example showing its overlay open beside the trigger (OverlayShowcase).
    { name: 'dialog-design', route: '/components/dialog-design', part: '.example' },
    { name: 'popover-design', route: '/components/popover-design', part: '.example' },
    { name: 'tooltip-design', route: '/components/tooltip-design', part: '.example' },
    { name: 'toast-design', route: '/components/toast-design', part: '.example' },
    { name: 'toast-code', route: '/components/toast-code', part: '.example' },
    { name: 'image-lightbox', route: '/components/image-lightbox', part: '.example' },
    { name: 'playground-dialog-code', route: '/components/dialog-code', part: 'section.playground' },
    { name: 'typography', route: '/foundations/typography-design', part: '.token-table' },
    { name: 'colors', route: '/foundations/colors-design', part: '.token-ramps' },
  ],
  { themes: ['alpine-light', 'lakeside-dark'], widths: [1440, 390] },
);
