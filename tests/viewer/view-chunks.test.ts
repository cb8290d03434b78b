/**
 * Which client chunks a page's view needs (viewer/views/view-chunks.ts): the router awaits them before it shows a page,
 * and the document preloads those the opened page hydrates with, which leave out its article's (docs/performance.md).
 */
import { describe, expect, it } from 'vitest';
import type { ContentNode } from '../../core/bundle';
import { hydrationChunksFor, viewChunksFor } from '../../viewer/views/view-chunks';
import { buttonPage, portalData } from './portal-data-fixture';

const tokenTable = (): ContentNode => ({ type: 'tokens', rows: [] }) as unknown as ContentNode;

describe('view chunks of a page', () => {
  it('gives each kind of view its own chunk, and none to "Not authorized", which is in the entry', () => {
    expect(viewChunksFor(portalData({ kind: 'home' }))).toEqual(['home']);
    expect(viewChunksFor(portalData({ kind: 'not-found' }))).toEqual(['not-found']);
    expect(viewChunksFor(portalData({ kind: 'not-authorized' }))).toEqual([]);
    expect(viewChunksFor(portalData({ kind: 'page', page: buttonPage }))).toEqual(['page', 'article']);
  });

  it('adds the figures chunk when a figure is anywhere in the article, nested ones included', () => {
    const nested: ContentNode = {
      type: 'element',
      tag: 'blockquote',
      children: [{ type: 'element', tag: 'p', children: [tokenTable()] }],
    } as ContentNode;
    const page = { ...buttonPage, body: [...buttonPage.body, nested] };
    expect(viewChunksFor(portalData({ kind: 'page', page }))).toEqual(['page', 'article', 'figures']);
    const logo = { ...buttonPage, body: [{ type: 'logo', brand: 'alpine' } as ContentNode] };
    expect(viewChunksFor(portalData({ kind: 'page', page: logo }))).toEqual(['page', 'article', 'figures']);
  });

  it('adds the live example chunk when the article holds an example', () => {
    const example = { type: 'example', id: 'ex-1', code: '', lines: [] } as unknown as ContentNode;
    const onlyExample = { ...buttonPage, body: [{ type: 'element', tag: 'blockquote', children: [example] } as ContentNode] };
    expect(viewChunksFor(portalData({ kind: 'page', page: onlyExample }))).toEqual(['page', 'article', 'examples']);
    const both = { ...buttonPage, body: [tokenTable(), example] };
    expect(viewChunksFor(portalData({ kind: 'page', page: both }))).toEqual(['page', 'article', 'figures', 'examples']);
  });

  it('hydrates the opened page without the chunks of its article, which is the markup of the server (static-article.ts)', () => {
    const example = { type: 'example', id: 'ex-1', code: '', lines: [] } as unknown as ContentNode;
    const both = { ...buttonPage, body: [tokenTable(), example] };
    expect(hydrationChunksFor(portalData({ kind: 'page', page: both }))).toEqual(['page']);
    expect(hydrationChunksFor(portalData({ kind: 'home' }))).toEqual(['home']);
  });
});
