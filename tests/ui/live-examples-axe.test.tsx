// @vitest-environment happy-dom
/**
 * Every live example of the content (content/README.md Live examples), the
 * same code `dsp build --examples` writes into viewer/examples/generated/ for
 * the portal, rendered on its own with @harbor/testing's renderWithTheme in
 * each of the four themes and checked with its axeCheck: names, roles, ARIA
 * and structure of every public and internal component as its pages show it.
 * The examples are read from the shipped content's build, so a new example or
 * component page is covered without touching this file.
 *
 * What this cannot prove: colour contrast. happy-dom lays nothing out and
 * loads no stylesheet, so the --hb-* variables are empty and axe's
 * color-contrast rule has no colours to compare. Contrast as rendered is
 * proved in Chromium by tests/e2e/live-examples.test.ts, one sweep per theme.
 */
import { resolve } from 'node:path';
import * as Harbor from '@harbor/react';
import { transform } from 'esbuild';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import { describe, expect, it } from 'vitest';
import { pageLocation } from '../../core/content/page-location';
import { examplesIn } from '../../site-build/component-manifest';
import { readContentTree } from '../../site-build/content-fs';
import { parseMarkdownPage } from '../../site-build/markdown-page';
import { axeCheck, type HarborTheme, renderWithTheme } from '../../testing/src';

const THEMES: readonly HarborTheme[] = ['alpine-light', 'alpine-dark', 'lakeside-light', 'lakeside-dark'];

/** What an example may import (site-build/component-types.ts checks the same), and the JSX runtime its compiled code needs. */
const EXAMPLE_IMPORTS: Readonly<Record<string, unknown>> = {
  '@harbor/react': Harbor,
  react: React,
  'react/jsx-runtime': JsxRuntime,
};

/** Off here: with no layout and empty colour variables there is nothing to measure (the header says where it is). */
const NO_CONTRAST = { axe: { rules: { 'color-contrast': { enabled: false } } } };

/** Pages without one are not parsed; the parse decides what is an example (site-build/example-fence.ts). */
const EXAMPLE_FENCE = /tsx\s+example/;

/** The highlighting the build adds is of no use here; the parse only needs lines back. */
const plainLines = (code: string) => code.split('\n').map((line) => [{ content: line }]);

interface LiveExample {
  readonly id: string;
  readonly name: string;
  readonly code: string;
}

/** The content's live examples, parsed from its pages as the build parses them (one per id: pages share examples). */
function liveExamples(): LiveExample[] {
  const tree = readContentTree(resolve(import.meta.dirname, '../../content'), new Map());
  const found = new Map<string, LiveExample>();
  for (const file of [...tree.files].sort((a, b) => a.path.localeCompare(b.path))) {
    if (!EXAMPLE_FENCE.test(file.text)) continue;
    const location = pageLocation(file.path);
    const { page, issues } = parseMarkdownPage(file.path, file.text, plainLines);
    if (page === null || !location.ok) throw new Error(`content/${file.path} does not parse: ${JSON.stringify(issues)}`);
    for (const example of examplesIn(page.body)) {
      if (!found.has(example.id))
        found.set(example.id, { id: example.id, name: `${location.value.route} "${example.title ?? 'Example'}"`, code: example.code });
    }
  }
  return [...found.values()];
}

/** The example's default export: its TSX compiled by esbuild and run with the only imports an example may have. */
async function exampleComponent(example: LiveExample): Promise<React.ComponentType> {
  const { code } = await transform(example.code, { loader: 'tsx', format: 'cjs', jsx: 'automatic', target: 'es2022' });
  const requireImport = (name: string): unknown => {
    if (!(name in EXAMPLE_IMPORTS))
      throw new Error(`${example.name} imports "${name}"; examples may import only ${Object.keys(EXAMPLE_IMPORTS).join(', ')}`);
    return EXAMPLE_IMPORTS[name];
  };
  const module = { exports: {} as { default?: React.ComponentType } };
  new Function('require', 'module', 'exports', code)(requireImport, module, module.exports);
  if (typeof module.exports.default !== 'function') throw new Error(`${example.name} has no default export to render`);
  return module.exports.default;
}

const examples = liveExamples();

describe('every live example, rendered alone, has no axe violation', () => {
  it('finds the live examples of the public and the internal pages', () => {
    expect(examples.length).toBeGreaterThan(40);
  });

  for (const example of examples) {
    it(`${example.name} (${example.id}) in ${THEMES.join(', ')}`, async () => {
      const Example = await exampleComponent(example);
      for (const theme of THEMES) {
        // Inside <main>, as the portal's example stage is: an example is a part of a page (a header in it is no banner).
        const view = renderWithTheme(<Example />, { theme, container: document.body.appendChild(document.createElement('main')) });
        try {
          await axeCheck(view.container, NO_CONTRAST);
        } catch (error) {
          throw new Error(`${theme}: ${(error as Error).message}`);
        } finally {
          view.unmount();
          view.container.remove();
        }
      }
    });
  }
});
