/**
 * The shipped content's live examples and props tables (content/README.md):
 * every component route opens with an example, every component code page has
 * a usage example, and no component's props table is typed by hand. Code pages
 * outside /components (foundations, patterns, develop) describe tokens, hooks
 * and patterns that @harbor/react does not export, so they have nothing to
 * render or generate from (docs/portal.md, Live examples and props tables). That the examples compile
 * against @harbor/react is checked by the build itself, which
 * tests/content/shipped-content.test.ts requires to report no problem.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentBundle, ContentNode } from '../../core/bundle';
import { shippedContentFiles } from '../support/shipped-content-cache';

const ROOT = resolve(import.meta.dirname, '../..');
let bundle: ContentBundle;

beforeAll(async () => {
  bundle = JSON.parse((await shippedContentFiles(ROOT)).bundleText) as ContentBundle;
}, 180_000);

const countExamples = (nodes: readonly ContentNode[]): number =>
  nodes.reduce(
    (sum, node) =>
      sum +
      (node.type === 'example'
        ? 1
        : node.type === 'element' || node.type === 'heading' || node.type === 'link'
          ? countExamples(node.children)
          : 0),
    0,
  );

const markdownFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? markdownFiles(path) : name.endsWith('.md') ? [path] : [];
  });

describe('live examples in the shipped content', () => {
  it('every component route shows at least one live example', () => {
    const routes = Object.keys(bundle.pages).filter((route) => route.startsWith('/components/'));
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((route) => countExamples(bundle.pages[route]?.body ?? []) === 0)).toEqual([]);
  });

  it('every component code page has a usage example', () => {
    const codePages = Object.values(bundle.pages).filter((page) => page.route.startsWith('/components/') && page.route.endsWith('-code'));
    expect(codePages.length).toBeGreaterThan(20);
    expect(codePages.filter((page) => countExamples(page.body) === 0).map((page) => page.route)).toEqual([]);
  });

  it('no component props table is typed by hand: ::props generates them from the components', () => {
    const handTyped = markdownFiles(join(ROOT, 'content', 'components')).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          /^\|\s*(?:Prop|Props|Property)\s*\|\s*Type\s*\|/i.test(line) ? [`${relative(ROOT, file)}:${index + 1}`] : [],
        ),
    );
    expect(handTyped).toEqual([]);
  });
});
