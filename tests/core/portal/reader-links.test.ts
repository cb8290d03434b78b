/**
 * SPEC §6 (nothing of a private page reaches an unauthorized reader, its route included) and the requirement that
 * links to pages the reader may not see render as their label in HTML and page data, as the Markdown copies do:
 * core/portal/reader-links.ts, and buildPortalData over the shipped content.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentBundle, ContentNode, PageRecord } from '../../../core/bundle';
import { buildPortalData } from '../../../core/portal';
import { readerRequest } from '../../support/portal-fixtures';
import { withReaderLinks } from '../../../core/portal/reader-links';
import { BUILD_TIMEOUT_MS, loadShippedPortal } from '../../server/portal-fixture';

let bundle: ContentBundle;

beforeAll(async () => {
  bundle = (await loadShippedPortal()).bundle;
}, BUILD_TIMEOUT_MS);

const text = (value: string): ContentNode => ({ type: 'text', value });
const link = (href: string, label: string): ContentNode => ({ type: 'link', kind: 'internal', href, children: [text(label)] });
const paragraph = (...children: ContentNode[]): ContentNode => ({ type: 'element', tag: 'p', children });

const basePage = { route: '/a/page', tabs: [], body: [] } as unknown as PageRecord;
const readable = new Set(['/', '/a', '/a/page', '/a/public']);
const context = { isReadable: (route: string) => readable.has(route), navigation: {}, isAuthorized: false };

describe('§6 links to pages the reader may not open', () => {
  it.each<[string, ContentNode, ContentNode]>([
    ['a link to a hidden page is its label', paragraph(link('/a/private', 'Tutorial')), paragraph(text('Tutorial'))],
    ['with an anchor too', paragraph(link('/a/private#usage', 'Usage')), paragraph(text('Usage'))],
    ['with the base path too', paragraph(link('/designsystem/a/private', 'Tutorial')), paragraph(text('Tutorial'))],
    ['a link to a readable page stays', paragraph(link('/a/public', 'Public')), paragraph(link('/a/public', 'Public'))],
    ['a section link stays', paragraph(link('/a', 'Section')), paragraph(link('/a', 'Section'))],
    ['an anchor on the page itself stays', paragraph(link('#usage', 'Usage')), paragraph(link('#usage', 'Usage'))],
    [
      'an external link stays',
      paragraph({ type: 'link', kind: 'external', href: 'https://example.ch', children: [text('x')] }),
      paragraph({ type: 'link', kind: 'external', href: 'https://example.ch', children: [text('x')] }),
    ],
    [
      'a shorthand link that does not resolve loses its target',
      paragraph({ type: 'shorthand', href: 'Develop/Tutorial', text: 'the tutorial' }),
      paragraph({ type: 'shorthand', href: '', text: 'the tutorial' }),
    ],
    [
      'an unresolved shorthand without a label keeps the text a reader would see',
      paragraph({ type: 'shorthand', href: 'Develop/Tutorial', text: '' }),
      paragraph({ type: 'shorthand', href: '', text: 'Develop/Tutorial' }),
    ],
  ])('%s', (_name, node, expected) => {
    expect(withReaderLinks({ ...basePage, body: [node] }, context).body).toEqual([expected]);
  });

  it('leaves out a tab whose page the reader may not open', () => {
    const tabs = [
      { name: 'Design', link: '/a/page' },
      { name: 'Code', link: '/a/private' },
    ];
    expect(withReaderLinks({ ...basePage, tabs }, context).tabs).toEqual([{ name: 'Design', link: '/a/page' }]);
  });

  it('never keeps an internal link to an unreadable route, however deep (property)', () => {
    const href = fc.constantFrom('/a/private', '/a/public', '/a', '/designsystem/a/private', '#x', '/a/private#x', '/nope');
    const tree: fc.Arbitrary<ContentNode> = fc.letrec<{ node: ContentNode }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.string().map(text),
        fc
          .tuple(href, fc.array(tie('node'), { maxLength: 3 }))
          .map(([target, children]): ContentNode => ({ type: 'link', kind: 'internal', href: target, children })),
        fc.array(tie('node'), { maxLength: 3 }).map((children): ContentNode => ({ type: 'element', tag: 'p', children })),
      ),
    })).node;
    const links = (nodes: readonly ContentNode[]): string[] =>
      nodes.flatMap((node) => [...(node.type === 'link' ? [node.href] : []), ...('children' in node ? links(node.children) : [])]);
    const texts = (nodes: readonly ContentNode[]): string[] =>
      nodes.flatMap((node) => (node.type === 'text' ? [node.value] : 'children' in node ? texts(node.children) : []));
    fc.assert(
      fc.property(fc.array(tree, { maxLength: 4 }), (body) => {
        const out = withReaderLinks({ ...basePage, body }, context).body;
        expect(links(out).filter((target) => ['/a/private', '/designsystem/a/private', '/a/private#x', '/nope'].includes(target))).toEqual(
          [],
        );
        // Every word the reader would have read is still there, in order.
        expect(texts(out)).toEqual(texts(body));
      }),
    );
  });
});

describe("the reader's copy of a page shares what it does not rewrite (docs/performance.md, Memory)", () => {
  it('keeps untouched nodes and lists as the originals, and copies only the path to a rewritten link', () => {
    const untouched = paragraph(link('/a/public', 'Public'));
    const rewritten = paragraph(text('before '), link('/a/private', 'Tutorial'));
    const body = [untouched, rewritten];
    const out = withReaderLinks({ ...basePage, body }, context).body;
    expect(out[0]).toBe(untouched);
    expect(out[1]).not.toBe(rewritten);
    const nothingToRewrite = [untouched, paragraph(text('plain'))];
    expect(withReaderLinks({ ...basePage, body: nothingToRewrite }, context).body).toBe(nothingToRewrite);
  });
});

describe('§6 portal data of public pages over the shipped content', () => {
  const reader = readerRequest;

  it('names no private route to an anonymous reader, while an authorized reader keeps the links', () => {
    const privateRoutes = Object.values(bundle.pages)
      .filter((page) => !page.isPublic)
      .map((page) => page.route);
    const publicRoutes = Object.values(bundle.pages)
      .filter((page) => page.isPublic)
      .map((page) => page.route);
    const named = (json: string) => privateRoutes.filter((route) => new RegExp(`"${route}(?:#[^"]*)?"`).test(json));
    const anonymous = publicRoutes.flatMap((route) => named(JSON.stringify(buildPortalData(bundle, reader(route, false)))));
    expect(anonymous).toEqual([]);
    // The probe found public pages linking private ones (e.g. Get started → the Develop tutorial): still linked for insiders.
    const authorized = publicRoutes.flatMap((route) => named(JSON.stringify(buildPortalData(bundle, reader(route, true)).view)));
    expect(authorized.length).toBeGreaterThan(0);
  });
});
