/**
 * The portal's stylesheets in the Vite build (scripts/portal-css-layer.ts,
 * scripts/system-shade-css.ts): the portal's own rules go into the layer
 * `portal`, the component package's stay unlayered, and every dark-theme rule
 * gets a copy for readers who follow the system's shade.
 */
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { PORTAL_LAYER_ORDER, portalCssLayer } from '../../scripts/portal-css-layer';
import { systemShadeSelector } from '../../scripts/system-shade-css';

async function run(css: string, from: string): Promise<string> {
  return (await postcss([portalCssLayer()]).process(css, { from })).css;
}

describe('examples render what the package ships: the portal layer', () => {
  it("puts a portal stylesheet's rules into the layer 'portal', after declaring the layer order", async () => {
    const out = await run(
      '.article td { text-align: left; }\n@media (min-width: 600px) { h2 { color: red; } }',
      '/repo/viewer/article/article.css',
    );
    expect(out.startsWith(`@layer ${PORTAL_LAYER_ORDER.join(', ')};`)).toBe(true);
    const root = postcss.parse(out);
    const layer = root.nodes.find((node) => node.type === 'atrule' && node.name === 'layer' && node.params === 'portal');
    expect(layer?.toString()).toContain('.article td');
    expect(layer?.toString()).toContain('@media (min-width: 600px)');
    expect(root.nodes.filter((node) => node.type === 'rule')).toHaveLength(0);
  });

  it("leaves a stylesheet's own named layers where they are, so they keep their place in the order", async () => {
    const out = await run(
      '@layer example-isolation { .example__root * { all: revert; } }\n.example { margin: 0; }',
      '/repo/viewer/examples/example.css',
    );
    const root = postcss.parse(out);
    const topLayers = root.nodes
      .filter((node) => node.type === 'atrule' && node.name === 'layer')
      .map((node) => (node as postcss.AtRule).params);
    expect(topLayers).toEqual([PORTAL_LAYER_ORDER.join(', '), 'example-isolation', 'portal']);
  });

  it("leaves the component package's stylesheets unlayered", async () => {
    const css = '.hb-table__cell--end { text-align: end; }';
    expect(await run(css, '/repo/ui/table/table.css')).toBe(css);
  });
});

describe('the shade follows the system until the reader picks a theme', () => {
  it.each([
    ['[data-theme="alpine-dark"]', '[data-theme="alpine-light"][data-shade-auto]'],
    ['[data-theme$="-dark"] .code-block span', '[data-theme$="-light"][data-shade-auto] .code-block span'],
    ["[data-theme='lakeside-dark']", "[data-theme='lakeside-light'][data-shade-auto]"],
  ])('copies %s for a light theme in a dark system as %s', (selector, copy) => {
    expect(systemShadeSelector(selector)).toBe(copy);
  });

  it.each(['[data-theme="alpine-light"]', '.article td', '[data-theme$="-light"]'])('copies nothing for %s', (selector) => {
    expect(systemShadeSelector(selector)).toBeNull();
  });

  it("copies the token package's dark theme blocks too, leaving them unlayered like the package", async () => {
    const out = await run('[data-theme="lakeside-dark"] { --hb-color-text-default: white; }', '/repo/tokens/dist/tokens.css');
    expect(out).not.toContain('@layer');
    expect(out).toMatch(/@media \(prefers-color-scheme: dark\) \{\s*\[data-theme="lakeside-light"\]\[data-shade-auto\] \{/);
  });

  it("adds the copies inside a prefers-color-scheme: dark query, in the portal's layer", async () => {
    const out = await run(
      '[data-theme="alpine-dark"] { --hb-color-text-default: white; }\n.x { color: red; }',
      '/repo/viewer/styles/tokens.css',
    );
    const media = postcss.parse(out).toString();
    expect(media).toMatch(
      /@layer portal \{[\s\S]*@media \(prefers-color-scheme: dark\) \{\s*\[data-theme="alpine-light"\]\[data-shade-auto\] \{/,
    );
  });
});
