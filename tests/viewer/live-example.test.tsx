/**
 * A live example in the server's HTML (viewer/examples): a figure with the
 * group role named "Example…" by its bar (aria-labelledby, not figcaption),
 * a stage for the example's markup, and the source below with its copy
 * button; an example whose module is not built still shows its source.
 */
import { describe, expect, it } from 'vitest';
import type { ContentNode } from '../../core/bundle';
import { exampleIdsIn } from '../../viewer/examples/render-examples';
import { renderDocument } from '../../viewer/entry-server';
import { buttonPage, portalData } from './portal-data-fixture';

const ASSETS = { scripts: ['/designsystem/assets/entry-client-X.js'], stylesheets: [] };
const example = (id: string, title?: string): ContentNode => ({
  type: 'example',
  id,
  ...(title === undefined ? {} : { title }),
  code: 'export default function Example() {\n  return <p>Hi</p>;\n}',
  lines: [[{ content: 'export default function Example() {' }], [{ content: '  return <p>Hi</p>;' }], [{ content: '}' }]],
});

describe('live example figure', () => {
  it('finds the example ids of a page, nested and without repeats', () => {
    const body = [
      example('ex-aaaaaaaaaaaa'),
      { type: 'element', tag: 'ul', children: [example('ex-bbbbbbbbbbbb'), example('ex-aaaaaaaaaaaa')] },
    ];
    expect([...exampleIdsIn({ kind: 'page', page: { body } })]).toEqual(['ex-aaaaaaaaaaaa', 'ex-bbbbbbbbbbbb']);
  });

  it('is a group named "Example: <title>" by its bar, with a stage and the copyable source', async () => {
    // A long page, as real ones are: React outlines large boundaries unless told not to.
    const prose: ContentNode = { type: 'element', tag: 'p', children: [{ type: 'text', value: 'Buttons start actions. '.repeat(2000) }] };
    const page = { ...buttonPage, body: [prose, example('ex-0123456789ab', 'Variants')] };
    const html = await new Response(
      await renderDocument({ data: portalData({ kind: 'page', page }), assets: ASSETS, origin: 'https://www.alpine-shop.example' }),
    ).text();
    expect(html).toContain('<figure class="example" role="group" aria-labelledby="ex-0123456789ab-name">');
    expect(html).toContain('<span class="example__name" id="ex-0123456789ab-name">Example: Variants</span>');
    expect(html).not.toContain('<figcaption');
    // No Suspense boundary around the figure: the client loads its chunk before it hydrates (views/view-chunks.ts),
    // and an outlined boundary would need an inline script, which the CSP refuses.
    expect(html).not.toContain('<template');
    expect(html).not.toContain('<!--$--><figure');
    // No module was built for this id: the stage stays empty for the browser, the source still shows.
    expect(html).toContain('<div class="example__stage" data-example="ex-0123456789ab"></div>');
    expect(html).toContain('return &lt;p&gt;Hi&lt;/p&gt;;');
    expect(html).toContain('Copy code');
  });

  it('is named plain "Example" without a title', async () => {
    const page = { ...buttonPage, body: [example('ex-0123456789ab')] };
    const html = await new Response(
      await renderDocument({ data: portalData({ kind: 'page', page }), assets: ASSETS, origin: 'https://www.alpine-shop.example' }),
    ).text();
    expect(html).toContain('id="ex-0123456789ab-name">Example</span>');
  });
});
