/**
 * Examples render what the package ships: each live example's elements have
 * the same computed styles in the portal as the same markup rendered alone in
 * a page that loads only the token variables and the component package's
 * stylesheets. The page around an example (the stage) stands in for a product
 * team's page body: what it hands down by inheritance (font, colour, line
 * height) is handed to the lone rendering too, so only rules that reach into
 * the example count, which is what a leak is (`.article td` over the Table's
 * numeric cells, the portal's heading face on a Product tile's name).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage } from './support/browser';
import { AUTHORIZED } from './support/cookies';
import { packageStylesheets } from './support/package-stylesheets';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();
const LIVE_TIMEOUT = 20_000;
const NAVIGATION_TIMEOUT_MS = 90_000;

/** Pages whose examples hold the components most exposed to article rules: tables, headings, lists, links, images, buttons. */
const ROUTES = [
  '/components/table',
  '/components/product-tile',
  '/components/accordion-design',
  '/components/carousel-design',
  '/components/button-design',
  '/components/alert-design',
  '/components/tabs-design',
  '/components/input-field-design',
];

/** Inherited properties the stage passes down, as a page body would. */
const INHERITED = [
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'color',
  'color-scheme',
  'text-align',
  'text-transform',
  'white-space',
  'visibility',
  'cursor',
  'list-style-type',
  'direction',
] as const;

/** What is compared on every element of an example. */
const COMPARED = [
  ...INHERITED,
  'display',
  'position',
  'box-sizing',
  'width',
  'height',
  'text-decoration-line',
  'vertical-align',
  'background-color',
  'background-image',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-bottom-width',
  'border-bottom-style',
  'border-bottom-color',
  'border-left-width',
  'border-right-width',
  'border-top-left-radius',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'gap',
  'flex-direction',
  'justify-content',
  'align-items',
  'grid-template-columns',
  'opacity',
  'overflow-x',
  'outline-style',
] as const;

interface ExampleSnapshot {
  readonly html: string;
  readonly inherited: Record<string, string>;
  /** The stage's box as its items see it: the lone rendering lays them out in the same flex container. */
  readonly layout: Record<string, string>;
  readonly styles: { readonly name: string; readonly values: Record<string, string> }[];
}

/**
 * Browser-side source (a string, so the test runner's transforms never touch it): every element under the
 * root, with the compared properties.
 */
const COLLECT_STYLES = `(root, properties) => [...root.querySelectorAll('*')].map((element) => {
  const computed = getComputedStyle(element);
  const values = {};
  for (const property of properties) values[property] = computed.getPropertyValue(property);
  const classes = element.classList.length > 0 ? '.' + [...element.classList].join('.') : '';
  return { name: '<' + element.localName + classes + '>', values };
})`;

type ElementStyles = ExampleSnapshot['styles'];

/** Browser-side: every face the page declares, loaded, so text is measured in the brand fonts on both sides. */
const ALL_FONTS_LOADED = `Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined))).then(() => undefined)`;

function collectIn(page: Page, rootExpression: string): Promise<ElementStyles> {
  return page.evaluate(`(${COLLECT_STYLES})(${rootExpression}, ${JSON.stringify(COMPARED)})`) as Promise<ElementStyles>;
}

async function snapshotExample(page: Page, index: number): Promise<ExampleSnapshot> {
  const stage = page.locator('.example__stage').nth(index);
  await stage.scrollIntoViewIfNeeded();
  await expect.poll(() => stage.getAttribute('data-state'), { timeout: LIVE_TIMEOUT }).toBe('live');
  // Nothing hovered: the pointer rests on the page's header. The brand fonts are in, so text has its size.
  await page.mouse.move(1, 1);
  await page.evaluate(ALL_FONTS_LOADED);
  const outline = await stage.evaluate((element, inheritedNames) => {
    const root = element.querySelector(':scope > .example__root') ?? element;
    const stageStyle = getComputedStyle(element);
    const layoutNames = ['display', 'flex-wrap', 'align-items', 'gap', 'flex-direction', 'justify-content'];
    // A unitless line height is inherited as a factor; its computed value in pixels would be inherited as a length.
    const lineHeight = element.computedStyleMap().get('line-height')?.toString() ?? stageStyle.lineHeight;
    const box = element.getBoundingClientRect().width;
    const edges = ['padding-left', 'padding-right', 'border-left-width', 'border-right-width'];
    const inner = edges.reduce((width, property) => width - Number.parseFloat(stageStyle.getPropertyValue(property)), box);
    return {
      html: root.innerHTML,
      inherited: {
        ...Object.fromEntries(inheritedNames.map((property) => [property, stageStyle.getPropertyValue(property)])),
        'line-height': lineHeight,
      },
      layout: {
        ...Object.fromEntries(layoutNames.map((property) => [property, stageStyle.getPropertyValue(property)])),
        width: `${inner}px`,
      },
    };
  }, INHERITED);
  const styles = await collectIn(
    page,
    `(document.querySelectorAll('.example__stage')[${index}].querySelector(':scope > .example__root') ?? document.querySelectorAll('.example__stage')[${index}])`,
  );
  return { ...outline, styles };
}

/** The same markup alone: the package's stylesheets, the theme on <html>, the stage's inherited values and layout inline. */
async function renderAlone(page: Page, theme: string, example: ExampleSnapshot) {
  const containerStyle = Object.entries({ ...example.inherited, ...example.layout })
    .map(([property, value]) => `${property}: ${value}`)
    .join('; ');
  await page.setContent(
    `<!doctype html><html lang="de-CH" data-theme="${theme}"><head><style>${packageStylesheets()}</style></head>` +
      // Room above the example, where the pointer rests: nothing in it is hovered.
      `<body style="margin: 0"><div style="height: 100px"></div><div id="alone" style="${containerStyle.replaceAll('"', "'")}">${example.html}</div></body></html>`,
  );
  await page.mouse.move(1, 1);
  await page.evaluate(ALL_FONTS_LOADED);
  return collectIn(page, `document.getElementById('alone')`);
}

describe('live examples show exactly what the component package ships', () => {
  it.each(ROUTES)(
    '%s: each example matches its markup rendered alone with only the package stylesheets',
    { timeout: 120_000 },
    async (route) => {
      const { page, context } = await openPage(browser(), { cookies: AUTHORIZED });
      // The first render of a page with examples on a cold, busy server can take longer than a navigation's default.
      page.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
      try {
        await gotoHydrated(page, route);
        const theme = (await page.getAttribute('html', 'data-theme')) ?? '';
        const count = await page.locator('.example__stage').count();
        expect(count).toBeGreaterThan(0);
        const alone = await context.newPage();
        const leaks: string[] = [];
        for (let index = 0; index < count; index++) {
          const example = await snapshotExample(page, index);
          const lone = await renderAlone(alone, theme, example);
          expect(lone.length).toBe(example.styles.length);
          example.styles.forEach((inPortal, position) => {
            const shipped = lone[position];
            if (shipped === undefined) return;
            for (const property of COMPARED) {
              if (inPortal.values[property] !== shipped.values[property])
                leaks.push(
                  `example ${index + 1}, element ${position + 1} ${inPortal.name} ${property}: portal "${inPortal.values[property]}", package "${shipped.values[property]}"`,
                );
            }
          });
        }
        expect(leaks).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
