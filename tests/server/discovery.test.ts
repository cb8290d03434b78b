/**
 * The discovery files and Markdown copies over the real app and the shipped
 * content (SPEC §6: gated exactly like the pages): robots.txt, sitemap.xml,
 * llms.txt, llms-full.txt and `<route>.md`, for an anonymous and an
 * authorized reader. The exhaustive private-string search over these routes
 * is in tests/reliability/leak.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PageRecord } from '../../core/bundle';
import { BUILD_TIMEOUT_MS, createTestApp, loadShippedPortal, privatePages, publicPages, type ShippedPortal } from './portal-fixture';

const ORIGIN = 'http://localhost';
let portal: ShippedPortal;
let anonymous: ReturnType<typeof createTestApp>['app'];
let authorized: ReturnType<typeof createTestApp>['app'];

beforeAll(async () => {
  portal = await loadShippedPortal();
  anonymous = createTestApp(portal).app;
  authorized = createTestApp(portal, { config: { authOverride: 'authorized' } }).app;
}, BUILD_TIMEOUT_MS);

const url = (route: string, suffix = '') => `${ORIGIN}/designsystem${route}${suffix}`;
const page = (route: string): PageRecord => {
  const found = portal.bundle.pages[route];
  if (found === undefined) throw new Error(`no page ${route} in the shipped content`);
  return found;
};

async function get(app: typeof anonymous, path: string) {
  const response = await app.request(path);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    vary: response.headers.get('vary'),
    text: await response.text(),
  };
}

describe('§6 Markdown copy of a page at its route plus .md', () => {
  it('answers a public page with its Markdown: title, description and body, front matter stripped', async () => {
    const answer = await get(anonymous, '/designsystem/components/button-design.md');
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('text/markdown; charset=utf-8');
    expect(answer.vary).toContain('Cookie');
    const button = page('/components/button-design');
    expect(answer.text.startsWith(`# ${button.title} (Design)\n\n${button.description}\n\n`)).toBe(true);
    expect(answer.text).not.toMatch(/^---$/m);
    expect(answer.text).not.toMatch(/^isPublic:/m);
    // Every h2 of the page is there, as written.
    for (const heading of button.headings.filter((h) => h.level === 'h2')) expect(answer.text).toContain(`## ${heading.title}`);
  });

  it('resolves shorthand links to absolute URLs, and leaves a link to a private page as its label for an anonymous reader', async () => {
    const anonymousText = (await get(anonymous, '/designsystem/get-started/introduction.md')).text;
    const authorizedText = (await get(authorized, '/designsystem/get-started/introduction.md')).text;
    // [Colors](Foundations/Colors) resolves to the Design tab (dev mode off).
    expect(anonymousText).toContain(`[Colors](${url('/foundations/colors-design')})`);
    expect(anonymousText).not.toContain('](Foundations/Colors)');
    // SPEC §8: unresolvable for this reader, so plain text; the private route is not named.
    expect(anonymousText).toContain('for example Logos or most of the Develop section');
    expect(anonymousText).not.toContain('/foundations/logos');
    expect(anonymousText).not.toContain('/get-started/develop');
    expect(authorizedText).toContain(`[Logos](${url('/foundations/logos')})`);
    expect(authorizedText).toContain(`[Develop](${url('/get-started/develop')})`);
  });

  it('follows dev mode for a shorthand link without a tab, as the page does', async () => {
    const response = await anonymous.request('/designsystem/get-started/introduction.md', { headers: { cookie: '.dsdevmode=true' } });
    expect(await response.text()).toContain(`[Colors](${url('/foundations/colors-code')})`);
  });

  it('answers 403 for every private page to an anonymous reader, without a word of it, and 200 to an authorized one', async () => {
    for (const secret of privatePages(portal)) {
      const denied = await get(anonymous, `/designsystem${secret.route}.md`);
      expect(denied.status, secret.route).toBe(403);
      expect(denied.text).toBe('Not authorized\n');
      const allowed = await get(authorized, `/designsystem${secret.route}.md`);
      expect(allowed.status, secret.route).toBe(200);
      expect(allowed.text.startsWith(`# ${secret.title}`)).toBe(true);
    }
  });

  it('answers 404 for what is not a page: unknown routes, home, sections, the wrong case', async () => {
    for (const path of [
      '/designsystem/no-such-page.md',
      '/designsystem/components.md',
      '/designsystem/.md',
      '/designsystem/Components/Button-Design.md',
    ]) {
      expect((await get(anonymous, path)).status, path).toBe(404);
      expect((await get(authorized, path)).status, path).toBe(404);
    }
  });

  it('keeps code fences as their source', async () => {
    const code = (await get(anonymous, '/designsystem/components/button-code.md')).text;
    expect(code).toMatch(/^```tsx$/m);
  });

  it('keeps live examples as their source: the example fence with its title, and its code as written', async () => {
    const design = (await get(anonymous, '/designsystem/components/button-design.md')).text;
    const examples = page('/components/button-design').body.filter((node) => node.type === 'example');
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      if (example.type !== 'example') continue;
      // The fence line as written, then the code: its title where it has one (a Design tab's anatomy and Do/Don't
      // fences carry others instead).
      const at = design.indexOf(`\n${example.code}`);
      expect(at, example.code.slice(0, 80)).toBeGreaterThan(0);
      expect(design.slice(design.lastIndexOf('\n', at - 1) + 1, at)).toMatch(/^```tsx example( |$)/);
      if (example.title !== undefined) expect(design).toContain(`\`\`\`tsx example title="${example.title}"\n${example.code}`);
    }
  });
});

describe('§6 sitemap.xml lists every public page and never a private one', () => {
  it('gives each public page its lastmod, home and sections too', async () => {
    const answer = await get(anonymous, '/designsystem/sitemap.xml');
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/xml; charset=utf-8');
    expect(
      answer.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'),
    ).toBe(true);
    const locs = [...answer.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      url('/').replace(/\/$/, ''),
      ...portal.bundle.sections.map((section) => url(section.link)),
      ...publicPages(portal).map((p) => url(p.route)),
    ]);
    for (const p of publicPages(portal)) {
      const entry = answer.text.match(new RegExp(`<loc>${url(p.route)}</loc>(<lastmod>[^<]*</lastmod>)?</url>`));
      expect(entry?.[1], p.route).toBe(p.modifiedDate === null ? undefined : `<lastmod>${p.modifiedDate}</lastmod>`);
    }
  });

  it('is the same for an authorized reader: it is for crawlers, which read anonymously', async () => {
    const anonymousText = (await get(anonymous, '/designsystem/sitemap.xml')).text;
    const authorizedText = (await get(authorized, '/designsystem/sitemap.xml')).text;
    expect(authorizedText).toBe(anonymousText);
    for (const secret of privatePages(portal)) expect(authorizedText).not.toContain(`${secret.route}<`);
  });
});

describe('§6 robots.txt names the sitemap', () => {
  it("uses the request's origin when PUBLIC_ORIGIN is unset, and is the same for an authorized reader", async () => {
    const answer = await get(anonymous, '/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('text/plain; charset=utf-8');
    expect(answer.text).toBe(`User-agent: *\nDisallow: /designsystem/api/\n\nSitemap: ${ORIGIN}/designsystem/sitemap.xml\n`);
    expect(await get(authorized, '/robots.txt')).toEqual(answer);
  });

  it('uses PUBLIC_ORIGIN when it is set, in robots.txt, the sitemap and the Markdown copies', async () => {
    const app = createTestApp(portal, { config: { publicOrigin: 'https://www.example.ch' } }).app;
    expect((await get(app, '/robots.txt')).text).toContain('Sitemap: https://www.example.ch/designsystem/sitemap.xml\n');
    expect((await get(app, '/designsystem/sitemap.xml')).text).toContain(
      '<loc>https://www.example.ch/designsystem/components/button-design</loc>',
    );
    expect((await get(app, '/designsystem/get-started/introduction.md')).text).toContain(
      '(https://www.example.ch/designsystem/foundations/colors-design)',
    );
  });
});

describe('§6 llms.txt and llms-full.txt list what the reader may read', () => {
  it('llms.txt: the site name, a summary, then per section each readable page with its Markdown link and description', async () => {
    const answer = await get(anonymous, '/designsystem/llms.txt');
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('text/markdown; charset=utf-8');
    const lines = answer.text.split('\n');
    expect(lines[0]).toBe(`# ${portal.bundle.site.designSystemName}`);
    expect(lines[2]?.startsWith('> ')).toBe(true);
    for (const section of portal.bundle.sections) expect(lines).toContain(`## ${section.title}`);
    const button = page('/components/button-design');
    expect(lines).toContain(`- [Button (Design)](${url('/components/button-design', '.md')}): ${button.description}`);
    const listed = lines.filter((line) => line.startsWith('- ['));
    expect(listed).toHaveLength(publicPages(portal).length);
  });

  it('llms.txt names no private page to an anonymous reader, and every one to an authorized reader', async () => {
    const anonymousText = (await get(anonymous, '/designsystem/llms.txt')).text;
    const authorizedText = (await get(authorized, '/designsystem/llms.txt')).text;
    for (const secret of privatePages(portal)) {
      expect(anonymousText).not.toContain(`/designsystem${secret.route}.md`);
      expect(authorizedText).toContain(`/designsystem${secret.route}.md`);
    }
    expect(authorizedText.split('\n').filter((line) => line.startsWith('- ['))).toHaveLength(Object.keys(portal.bundle.pages).length);
  });

  it("llms-full.txt holds each readable page's Markdown copy, and no private page for an anonymous reader", async () => {
    const anonymousText = (await get(anonymous, '/designsystem/llms-full.txt')).text;
    const authorizedText = (await get(authorized, '/designsystem/llms-full.txt')).text;
    const intro = (await get(anonymous, '/designsystem/get-started/introduction.md')).text;
    expect(anonymousText).toContain(intro);
    for (const secret of privatePages(portal)) {
      const copy = (await get(authorized, `/designsystem${secret.route}.md`)).text;
      expect(authorizedText).toContain(copy);
      expect(anonymousText).not.toContain(`\n${copy.split('\n')[0] ?? ''}\n`);
    }
  });
});

describe('§2 Route shapes: the application root /_app is the layout, not a page (docs/decisions/0017-app-root-not-a-route.md)', () => {
  it('answers /_app and /designsystem/_app, and their Markdown copy, with 404 for every reader', async () => {
    for (const app of [anonymous, authorized]) {
      for (const path of ['/_app', '/designsystem/_app', '/designsystem/_app.md']) {
        const answer = await app.request(path);
        expect(answer.status, path).toBe(404);
      }
    }
    // The 404 page with navigation, as for any unknown path.
    expect(await (await anonymous.request('/designsystem/_app')).text()).toContain('<nav');
  });
});
