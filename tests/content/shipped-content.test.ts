/**
 * The shipped documentation against SPEC §2 "Documentation pages" and docs/portal.md, Content:
 * every route exists with its visibility, the content validates, and every
 * page is real documentation.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentBundle, ContentNode } from '../../core/bundle';
import type { SearchIndex } from '../../core/search';
import { shippedContent } from '../support/shipped-content-cache';
import { SPEC_ROUTES } from './spec-routes';

const ROOT = resolve(import.meta.dirname, '../..');
/** The sections as content/site.json declares them, with the categories their pages are filed under. */
const SITE = JSON.parse(readFileSync(resolve(ROOT, 'content/site.json'), 'utf8')) as { sections: { link: string; categories: string[] }[] };

let build: { bundle: ContentBundle; searchDocuments: SearchIndex['documents']; issues: readonly string[] };

beforeAll(async () => {
  const content = await shippedContent(ROOT);
  const index = JSON.parse(content.searchIndexText) as SearchIndex;
  build = { bundle: JSON.parse(content.bundleText) as ContentBundle, searchDocuments: index.documents, issues: content.issues };
}, 120_000);

const pages = () => Object.values(build.bundle?.pages ?? {});
const words = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

describe('§2 documentation pages: the shipped content', () => {
  it('validates without a single problem', () => {
    expect(build.issues).toEqual([]);
  });

  it('has exactly the routes of SPEC §2', () => {
    const built = pages()
      .map((page) => page.route)
      .sort();
    expect(built).toEqual(SPEC_ROUTES.map(([route]) => route).sort());
  });

  it.each(SPEC_ROUTES.map(([route, isPublic]) => [route, isPublic ? 'public' : 'private', isPublic]))(
    '%s is %s',
    (route, _label, isPublic) => {
      expect(build.bundle?.pages[route]?.isPublic).toBe(isPublic);
    },
  );

  it('gives every page at least 250 words of prose', () => {
    const short = build.searchDocuments.filter((doc) => words(doc.text) < 250).map((doc) => `${doc.route}: ${words(doc.text)}`);
    expect(short).toEqual([]);
  });

  it('has no placeholder text', () => {
    const placeholders = build.searchDocuments
      .filter((doc) => /lorem ipsum|\bTODO\b|\bTBD\b|placeholder text/i.test(doc.text))
      .map((doc) => doc.route);
    expect(placeholders).toEqual([]);
  });

  it('gives every topic a description and component design tabs a Figma link', () => {
    expect(
      pages()
        .filter((page) => page.description === '')
        .map((page) => page.route),
    ).toEqual([]);
    const designTabs = pages().filter((page) => page.section === '/components' && page.tab === 'Design');
    expect(designTabs.length).toBeGreaterThan(20);
    expect(designTabs.filter((page) => page.figmaLink === null).map((page) => page.route)).toEqual([]);
  });

  it('uses the SPEC content features: h2/h3, code blocks, tables, shorthand and external links', () => {
    const all = JSON.stringify(build.bundle?.pages);
    for (const feature of [
      '"type":"heading","level":2',
      '"type":"heading","level":3',
      '"type":"code"',
      '"tag":"table"',
      '"type":"shorthand"',
      '"kind":"external"',
    ]) {
      expect(all).toContain(feature);
    }
  });

  it("§2 code blocks: the text of every block's coloured lines is its code, which its copy button copies from the page", () => {
    // viewer/clipboard/copy-buttons.ts copies a code block's text from the page, as code-html.ts renders its lines.
    const spelled = (node: { lines: readonly (readonly { content: string }[])[] }) =>
      node.lines.map((line) => line.map((token) => token.content).join('')).join('\n');
    const differing: string[] = [];
    let blocks = 0;
    const visit = (route: string, nodes: readonly ContentNode[]) => {
      for (const node of nodes) {
        if (node.type === 'code' || node.type === 'example') {
          blocks += 1;
          if (spelled(node) !== node.code) differing.push(`${route}: ${JSON.stringify(node.code.slice(0, 40))}`);
        }
        if ('children' in node) visit(route, node.children);
      }
    };
    for (const page of pages()) visit(page.route, page.body);
    expect(blocks).toBeGreaterThan(100);
    expect(differing).toEqual([]);
  });

  it('files every top-level component and develop page under a SPEC §2 category of content/site.json', () => {
    const nav = build.bundle?.navigation ?? {};
    const categories = (segment: string) => [...new Set((nav[segment] ?? []).map((item) => item.category ?? 'Uncategorized'))];
    const declared = (segment: string) => SITE.sections.find((section) => section.link === `/${segment}`)?.categories ?? [];
    // Every category is used, in the order site.json gives; a component always has one, a develop page may have none.
    expect(declared('components').length).toBeGreaterThan(0);
    expect(categories('components')).toEqual(declared('components'));
    expect(declared('develop').length).toBeGreaterThan(0);
    expect(categories('develop')).toEqual(['Uncategorized', ...declared('develop')]);
  });
});
