/**
 * The Design tab's pictures in the server's HTML (viewer/design, docs/portal.md): an anatomy picture with numbered
 * markers anchored to its parts by CSS (no script) and hidden from assistive technology, since the list after it
 * names the parts; Do and Don't examples side by side whose captions say "Do"/"Don't" in words with an icon, not by
 * colour alone; a variants grid as a table with headings, its samples inert, with an "All themes" fold holding the
 * grid once per theme; and every example's source folded behind "Show code" on a Design tab.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContentNode, VariantsNode } from '../../core/bundle';
import { renderDocument } from '../../viewer/entry-server';
import { anatomyStyle } from '../../viewer/design/AnatomyFigure';
import { variantSampleKey, variantSampleOfKey } from '../../viewer/design/design-html-context';
import { buttonPage, portalData } from './portal-data-fixture';

const ASSETS = { scripts: ['/designsystem/assets/entry-client-X.js'], stylesheets: [] };
const code = 'export default function Example() {\n  return <p>Hi</p>;\n}';
const lines = [[{ content: code }]];

const anatomy: ContentNode = {
  type: 'example',
  id: 'ex-aaaaaaaaaaaa',
  code,
  lines,
  anatomy: [
    { selector: '.hb-button', at: 'top-left' },
    { selector: '.hb-button__label', at: 'top' },
    { selector: '.hb-button', at: 'right' },
  ],
};
const verdict = (id: string, kind: 'do' | 'dont', why: string): ContentNode => ({
  type: 'example',
  id,
  code,
  lines,
  verdict: { kind, why },
});
const grid: VariantsNode = {
  type: 'variants',
  id: 'vg-button',
  of: 'Button',
  rowProp: 'variant',
  sizeProp: 'size',
  columns: ['default', 'disabled'],
  rows: ['primary', 'danger'].map((variant) => ({
    label: variant,
    cells: [false, true].map((disabled) =>
      ['small', 'large'].map((size) => ({ size, props: { variant, size, children: 'Button', ...(disabled ? { disabled } : {}) } })),
    ),
  })),
};

async function render(body: readonly ContentNode[], route = buttonPage.route): Promise<string> {
  const page = { ...buttonPage, route, body };
  const response = await renderDocument({
    data: portalData({ kind: 'page', page }),
    assets: ASSETS,
    origin: 'https://www.alpine-shop.example',
  });
  return new Response(response).text();
}

describe('Design tab pictures', () => {
  it('draws an anatomy picture with one hidden marker per part, anchored by CSS, and its code folded', async () => {
    const html = await render([anatomy, { type: 'element', tag: 'ol', children: [] }]);
    expect(html).toContain(
      '<figure class="design-figure anatomy" role="group" aria-labelledby="ex-aaaaaaaaaaaa-name" data-anatomy="ex-aaaaaaaaaaaa">',
    );
    expect(html).toMatch(
      /<div class="anatomy__markers" aria-hidden="true"><span class="anatomy__marker anatomy__marker--top-left">1<\/span>/,
    );
    expect(html).toContain('<span class="anatomy__marker anatomy__marker--right">3</span>');
    expect(html).toMatch(/class="design-figure__stage anatomy__stage" data-design-example="ex-aaaaaaaaaaaa" inert=""/);
    expect(html).toContain('<summary>Show code</summary>');
    // A picture is not a live example: nothing that hydrates examples by their data-example takes it for one.
    expect(html).not.toContain('data-example=');
    // Two parts on one element: it carries both anchor names, so neither marker is left without its anchor.
    expect(anatomyStyle('ex-a', ['.hb-button', '.hb-button__label', '.hb-button'])).toContain(
      '[data-anatomy="ex-a"] .anatomy__stage :is(.hb-button){anchor-name:--ex-a-part-1,--ex-a-part-3}',
    );
    expect(anatomyStyle('ex-a', ['.x'])).toContain('.anatomy__marker:nth-child(1){position-anchor:--ex-a-part-1}');
  });

  it("puts a Do and a Don't side by side, each captioned in words with an icon and its line of why", async () => {
    const html = await render([
      verdict('ex-bbbbbbbbbbbb', 'do', 'One primary per view.'),
      { type: 'text', value: '\n' },
      verdict('ex-cccccccccccc', 'dont', 'Two primaries compete.'),
    ]);
    const pair = html.slice(html.indexOf('<div class="verdict-pair">'));
    expect(pair).toMatch(
      /^<div class="verdict-pair"><figure class="design-figure verdict verdict--do"[^>]*aria-labelledby="ex-bbbbbbbbbbbb-caption"/,
    );
    expect(pair).toMatch(
      /<span class="verdict__label"><svg[^>]*class="icon verdict__icon"[^>]*>.*?<\/svg>Do<\/span><span class="verdict__why">One primary per view.<\/span>/,
    );
    expect(pair).toMatch(
      /<span class="verdict__label"><svg[^>]*>.*?<\/svg>Don(&#x27;|')t<\/span><span class="verdict__why">Two primaries compete.<\/span>/,
    );
    expect(pair.indexOf('verdict--dont')).toBeLessThan(pair.indexOf('</div>', pair.indexOf('verdict--dont')) + 1);
  });

  it('draws the variants grid as a table with its headings, the samples inert, and once per theme under "All themes"', async () => {
    const html = await render([grid]);
    expect(html).toContain('<span class="example__name" id="vg-button-name">Button: variant × states × size</span>');
    expect(html).toContain('<th scope="col">size=&quot;small&quot;</th><th scope="col">size=&quot;large&quot;</th>');
    expect(html).toContain('<th scope="colgroup" colSpan="3">variant=&quot;danger&quot;</th>');
    expect(html).toContain('<th scope="row">disabled</th>');
    // Wider than a phone's column, it scrolls: a named region the keyboard reaches.
    expect(html).toContain('<section class="variant-grid__scroll" tabindex="0" aria-label="Button variants">');
    expect(html).toMatch(
      /<div class="variant-grid__sample" inert=""><div class="variant-grid__stage" data-variant-sample="vg-button\/page\/1\/1\/1"/,
    );
    const themes = html.slice(html.indexOf('<details class="variant-grid__themes"><summary>All themes</summary>'));
    for (const theme of ['alpine-light', 'alpine-dark', 'lakeside-light', 'lakeside-dark'])
      expect(themes).toContain(`<li class="variant-grid__theme" data-theme="${theme}">`);
    expect(themes).toContain('data-variant-sample="vg-button/lakeside-dark/0/0/0"');
  });

  it('server-renders only the page copy of each sample: the "All themes" fold holds empty stages, filled when opened', async () => {
    const html = await render([grid]);
    const stages = (part: string) => [...part.matchAll(/data-variant-sample="([^"]+)"[^>]*>(.*?)<\/div><\/div><\/td>/g)];
    const fold = html.indexOf('<details class="variant-grid__themes">');
    const page = stages(html.slice(0, fold));
    // 2 variants × 2 states × 2 sizes, each a rendered button.
    expect(page).toHaveLength(8);
    for (const [, , sample] of page) expect(sample).toContain('hb-button');
    const themes = stages(html.slice(fold, html.indexOf('</details>', fold)));
    expect(themes).toHaveLength(4 * 8);
    expect(themes.filter(([, , sample]) => sample !== '').map(([, key]) => key)).toEqual([]);
  });

  it("finds a fold's sample by its stage's key in the page's data, and nothing for a key naming none", () => {
    expect(variantSampleOfKey([grid], variantSampleKey('vg-button', 'alpine-dark', 1, 1, 0))?.props).toEqual({
      variant: 'danger',
      size: 'small',
      children: 'Button',
      disabled: true,
    });
    for (const key of ['vg-button/alpine-dark/2/0/0', 'vg-button/alpine-dark/0/0', 'vg-other/page/0/0/0', 'vg-button/page/0/0/01'])
      expect(variantSampleOfKey([grid], key)).toBeNull();
    // The key is read from the page's markup: any text gives a sample of the grid or null, never an error.
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(fc.oneof(fc.constantFrom('vg-button', '0', '1', '2', '-1', ''), fc.string())).map((parts) => parts.join('/')),
        ),
        (key) => {
          const found = variantSampleOfKey([grid], key);
          expect(found === null || found.grid === grid).toBe(true);
        },
      ),
    );
  });

  it("draws an overlay's variants open, as the playground does", async () => {
    const dialog: VariantsNode = {
      ...grid,
      id: 'vg-dialog',
      of: 'Dialog',
      rowProp: null,
      sizeProp: null,
      columns: ['default'],
      rows: [{ label: 'Dialog', cells: [[{ size: null, props: {} }]] }],
    };
    const html = await render([dialog]);
    const sample = html.slice(html.indexOf('data-variant-sample="vg-dialog/page/0/0/0"'));
    expect(sample.slice(0, sample.indexOf('</td>'))).toContain('hb-showcase--dialog');
  });

  it('folds a live example\'s code behind "Show code" on a Design tab, and leaves it open on a Code tab', async () => {
    const plain: ContentNode = { type: 'example', id: 'ex-dddddddddddd', code, lines };
    expect(await render([plain])).toContain('<details class="design-figure__code"><summary>Show code</summary>');
    expect(await render([plain], '/components/button-code')).not.toContain('Show code');
  });
});
