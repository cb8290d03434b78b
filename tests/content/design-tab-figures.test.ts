/**
 * Every public component's Design tab shows before it tells (docs/portal.md, Design tab pictures): it has an
 * anatomy picture, a variants grid that is filled and at least one Do/Don't pair, or its front matter says why it
 * has none (`figuresLeftOut`). Read from the build of the shipped content, not from a browser.
 */
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentBundle, ContentNode, PageRecord } from '../../core/bundle';
import { shippedContent } from '../support/shipped-content-cache';

const ROOT = resolve(import.meta.dirname, '../..');
let bundle: ContentBundle;

beforeAll(async () => {
  bundle = JSON.parse((await shippedContent(ROOT)).bundleText) as ContentBundle;
}, 120_000);

function nodesOf(nodes: readonly ContentNode[], found: ContentNode[] = []): ContentNode[] {
  for (const node of nodes) {
    found.push(node);
    if (node.type === 'element' || node.type === 'heading' || node.type === 'link') nodesOf(node.children, found);
  }
  return found;
}

/** What a page lacks, each without a stated reason. */
function missing(page: PageRecord): string[] {
  const nodes = nodesOf(page.body);
  const reasons = page.figuresLeftOut ?? {};
  const has = {
    anatomy: nodes.some((node) => node.type === 'example' && node.anatomy !== undefined),
    variants: nodes.some((node) => node.type === 'variants' && node.rows.length > 0),
    doDont: ['do', 'dont'].every((kind) => nodes.some((node) => node.type === 'example' && node.verdict?.kind === kind)),
  };
  return (Object.keys(has) as (keyof typeof has)[]).filter((figure) => !has[figure] && reasons[figure] === undefined);
}

const designTabs = () =>
  Object.values(bundle.pages).filter((page) => page.isPublic && page.section === '/components' && page.tab === 'Design');

describe("every public component's Design tab shows", () => {
  it("has an anatomy picture, a variants grid and a Do/Don't pair, or says why not", () => {
    expect(designTabs().length).toBeGreaterThanOrEqual(26);
    const lacking = designTabs()
      .map((page) => [page.route, missing(page).join(', ')])
      .filter(([, what]) => what !== '');
    expect(lacking).toEqual([]);
  });
});
