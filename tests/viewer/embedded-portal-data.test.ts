/**
 * The page data a document embeds (viewer/document/embedded-portal-data.ts, docs/performance.md First paint): a
 * documentation page's without its article's tree and its navigation entries' terms, every other field as sent, and
 * what the first load asks of the tree (which node types it holds) answered the same as from the whole tree.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ContentNode } from '../../core/bundle';
import { bodyHolds, embeddedPortalData } from '../../viewer/document/embedded-portal-data';
import { buttonPage, navigation, portalData } from './portal-data-fixture';

/** Whether any node of `nodes`, nested ones included, is of one of `types`. */
function holds(nodes: readonly ContentNode[], types: ReadonlySet<string>): boolean {
  return nodes.some((node) => types.has(node.type) || ('children' in node && holds(node.children, types)));
}

describe('the page data a document embeds', () => {
  it("leaves out a page's article tree and its navigation entries' terms, and keeps every other field", () => {
    const whole = portalData({ kind: 'page', page: buttonPage }, { isAuthorized: true });
    const embedded = embeddedPortalData(whole);
    expect(embedded.view).toEqual({ kind: 'page', page: { ...buttonPage, body: [] } });
    expect(embedded.deferredBody?.types).toEqual(['code', 'element', 'heading', 'link', 'shorthand', 'text']);
    expect(embedded.navigation['components']?.map((item) => item.terms)).toEqual([[], [], []]);
    expect(embedded.navigation['foundations']?.map((item) => item.title)).toEqual(['Accessibility']);
    const { view: _view, navigation: _navigation, deferredBody: _deferred, ...rest } = embedded;
    const { view: _wholeView, navigation: _wholeNavigation, ...wholeRest } = whole;
    expect(rest).toEqual(wholeRest);
    // The page's own terms (its factsheet) stay.
    expect(embedded.view.kind === 'page' && embedded.view.page.terms).toEqual(['CTA', 'Call to action']);
  });

  it("empties nested entries' terms too", () => {
    const parent = navigation['components']?.[0];
    if (parent === undefined) throw new Error('fixture without components');
    const child = { ...parent, title: 'Button group', terms: ['Button bar'] };
    const data = portalData({ kind: 'page', page: buttonPage }, { navigation: { components: [{ ...parent, children: [child] }] } });
    const [embedded] = embeddedPortalData(data).navigation['components'] ?? [];
    expect(embedded?.children?.map((item) => [item.title, item.terms])).toEqual([['Button group', []]]);
  });

  it("sends a section's entries with their terms, which its cards show, and other views as they are", () => {
    const section = portalData({
      kind: 'section',
      section: { title: 'Components', link: '/components', description: '', categories: [] },
    } as never);
    expect(embeddedPortalData(section)).toBe(section);
    const home = portalData({ kind: 'home' });
    expect(embeddedPortalData(home)).toBe(home);
  });

  it('marks nothing deferred for a page whose article is empty', () => {
    const embedded = embeddedPortalData(portalData({ kind: 'page', page: { ...buttonPage, body: [] } }));
    expect(embedded.deferredBody).toBeUndefined();
  });

  it('answers which node types a body holds the same from the embedded data as from the whole tree, for any tree', () => {
    const leafTypes = ['text', 'code', 'example', 'variants', 'tokens', 'logo', 'shorthand'] as const;
    const { tree } = fc.letrec<{ tree: ContentNode[]; node: ContentNode }>((tie) => ({
      tree: fc.array(tie('node'), { maxLength: 4 }),
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.constantFrom(...leafTypes).map((type) => ({ type }) as unknown as ContentNode),
        fc
          .record({ tag: fc.constantFrom('p', 'blockquote'), children: tie('tree') })
          .map(({ tag, children }) => ({ type: 'element', tag, children }) as unknown as ContentNode),
      ),
    }));
    const typeSets = fc.uniqueArray(fc.constantFrom(...leafTypes, 'element'), { minLength: 1 }).map((types) => new Set(types));
    fc.assert(
      fc.property(tree, typeSets, (body, types) => {
        const whole = portalData({ kind: 'page', page: { ...buttonPage, body } });
        const embedded = embeddedPortalData(whole);
        const asked = types as ReadonlySet<ContentNode['type']>;
        expect(bodyHolds(embedded, asked)).toBe(holds(body, asked));
        expect(bodyHolds(whole, asked)).toBe(holds(body, asked));
        expect(JSON.stringify(embedded).length).toBeLessThanOrEqual(JSON.stringify(whole).length + 200);
      }),
    );
  });
});
