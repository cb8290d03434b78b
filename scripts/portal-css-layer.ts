/**
 * A PostCSS plugin for the Vite build: every stylesheet of the portal itself
 * (under viewer/) goes into the cascade layer `portal`, and the component
 * package's stylesheets (ui/) stay unlayered. An unlayered rule beats a
 * layered one whatever their specificity, so no portal rule (`.article td`,
 * the heading face on `h2`) can win over a component's own rule inside a live
 * example; the example stage's reset (viewer/examples/example.css, layer
 * `example-isolation`) takes away what the portal would otherwise set on the
 * elements the package leaves alone. The portal's dark-theme rules also get
 * their copies for readers who follow the system's shade (system-shade-css.ts).
 */
import type { AtRule, Plugin, Root } from 'postcss';
import { addSystemShadeRules } from './system-shade-css';

/** The order of the portal's layers; a layer named first loses to one named later, and every layer loses to unlayered rules. */
export const PORTAL_LAYER_ORDER = ['portal', 'example-isolation'] as const;

const PORTAL_SOURCES = /[\\/]viewer[\\/].+\.css(\?.*)?$/;
/** The token package's stylesheet (the portal imports it): its dark theme blocks need their system-shade copies too. */
const TOKEN_SOURCES = /[\\/]tokens[\\/]dist[\\/]tokens\.css(\?.*)?$/;

/** True for a top-level rule that must stay where it is: the file's own layers, imports, the charset. */
function staysOutside(node: Root['nodes'][number]): boolean {
  return node.type === 'atrule' && ['layer', 'import', 'charset'].includes((node as AtRule).name);
}

export function portalCssLayer(): Plugin {
  return {
    postcssPlugin: 'harbor-portal-css-layer',
    Once(root, { AtRule: CreateAtRule }) {
      const file = root.source?.input.file ?? '';
      const darkSystem = () => new CreateAtRule({ name: 'media', params: '(prefers-color-scheme: dark)' });
      if (TOKEN_SOURCES.test(file)) addSystemShadeRules(root, darkSystem);
      if (!PORTAL_SOURCES.test(file)) return;
      addSystemShadeRules(root, darkSystem);
      const layer = new CreateAtRule({ name: 'layer', params: PORTAL_LAYER_ORDER[0] });
      for (const node of [...root.nodes]) if (!staysOutside(node)) layer.append(node);
      root.append(layer);
      root.prepend(new CreateAtRule({ name: 'layer', params: PORTAL_LAYER_ORDER.join(', ') }));
    },
  };
}
