/**
 * core/discovery over a small content build (tests/site-build/fixture.ts):
 * how the Markdown copy rewrites each kind of link for each reader, and the
 * exact text of the sitemap, robots.txt and llms.txt (SPEC §6: a private page
 * appears only where its page would).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildContent } from '../../../site-build/build-content';
import type { ContentBundle } from '../../../core/bundle';
import { buildLlmsTxt, buildRobotsTxt, buildSitemap, pageMarkdown } from '../../../core/discovery';
import { page, validPages, writeContent } from '../../site-build/fixture';

const ORIGIN = 'https://docs.example.ch';
const anonymous = { isAuthorized: false, isDevMode: false, origin: ORIGIN };
const authorized = { ...anonymous, isAuthorized: true };
let bundle: ContentBundle;

beforeAll(async () => {
  const dir = writeContent({
    ...validPages(),
    'components/dialog/design.md': page(
      { title: 'Dialog', description: 'A <modal> & "more".', isPublic: true, category: 'Overlays', modifiedDate: '2026-03-05' },
      [
        'Intro.',
        '',
        '## Anatomy',
        '',
        'By route: [the secret](/components/dialog/secret) and [usage](/components/button-design#usage), [here](#anatomy), [home](/designsystem).',
        'By shorthand: [Secret](Components/Dialog/Secret), [Button|Button/Code](Components/Button) and [a [b]](Components/Button).',
        'External: [WCAG](https://www.w3.org/TR/WCAG22/) stays.',
        '',
        '```tsx example',
        "import { Button } from '@harbor/react';",
        '',
        'export default function Example() {',
        '  return <Button>[not a link](/components/dialog/secret)</Button>;',
        '}',
        '```',
      ].join('\n'),
    ),
  });
  const build = await buildContent(dir);
  if (build.bundle === null) throw new Error(build.issues.map((issue) => issue.message).join('\n'));
  bundle = build.bundle;
}, 60_000);

describe('§6 the Markdown copy of a page', () => {
  it('rewrites links by route and shorthand links to absolute URLs, and a link to a private page to its label for an anonymous reader', () => {
    const copy = pageMarkdown(bundle, '/components/dialog-design', anonymous);
    expect(copy.status).toBe(200);
    const text = copy.status === 200 ? copy.text : '';
    expect(text).toBe(
      [
        '# Dialog (Design)',
        '',
        'A <modal> & "more".',
        '',
        'Intro.',
        '',
        '## Anatomy',
        '',
        `By route: the secret and [usage](${ORIGIN}/designsystem/components/button-design#usage), [here](${ORIGIN}/designsystem/components/dialog-design#anatomy), [home](${ORIGIN}/designsystem).`,
        `By shorthand: Secret, [Button (Code)](${ORIGIN}/designsystem/components/button-code) and [a \\[b\\]](${ORIGIN}/designsystem/components/button-design).`,
        'External: [WCAG](https://www.w3.org/TR/WCAG22/) stays.',
        '',
        '```tsx example',
        "import { Button } from '@harbor/react';",
        '',
        'export default function Example() {',
        '  return <Button>[not a link](/components/dialog/secret)</Button>;',
        '}',
        '```',
        '',
      ].join('\n'),
    );
  });

  it('links the private page for an authorized reader', () => {
    const copy = pageMarkdown(bundle, '/components/dialog-design', authorized);
    const text = copy.status === 200 ? copy.text : '';
    expect(text).toContain(`[the secret](${ORIGIN}/designsystem/components/dialog/secret)`);
    expect(text).toContain(`[Secret](${ORIGIN}/designsystem/components/dialog/secret)`);
  });

  it('answers 403 for the private page to an anonymous reader and 404 for home, a section or an unknown route', () => {
    expect(pageMarkdown(bundle, '/components/dialog/secret', anonymous)).toEqual({ status: 403 });
    expect(pageMarkdown(bundle, '/components/dialog/secret', authorized).status).toBe(200);
    for (const route of ['/', '/components', '/nope', '/constructor', '/__proto__'])
      expect(pageMarkdown(bundle, route, authorized), route).toEqual({ status: 404 });
  });
});

describe('§6 sitemap, robots.txt and llms.txt', () => {
  it('sitemap: home, sections and public pages with their lastmod, escaped; no private page', () => {
    const sitemap = buildSitemap(bundle, ORIGIN);
    expect(sitemap).toContain(`<url><loc>${ORIGIN}/designsystem/components/dialog-design</loc><lastmod>2026-03-05</lastmod></url>`);
    expect(sitemap).toContain(`<url><loc>${ORIGIN}/designsystem/components</loc></url>`);
    expect(sitemap).not.toContain('secret');
    expect(buildSitemap(bundle, 'https://a.example/?x=1&y=<2>')).toContain(
      '<loc>https://a.example/?x=1&amp;y=&lt;2&gt;/designsystem</loc>',
    );
  });

  it('robots.txt names the sitemap with the origin', () => {
    expect(buildRobotsTxt(ORIGIN)).toBe(`User-agent: *\nDisallow: /designsystem/api/\n\nSitemap: ${ORIGIN}/designsystem/sitemap.xml\n`);
  });

  it('llms.txt: the name, the summary and each readable page under its section', () => {
    expect(buildLlmsTxt(bundle, anonymous)).toBe(
      [
        '# Harbor',
        '',
        '> Harbor is the design system of the Alpine and Lakeside online stores: foundations, patterns, components and developer guides, with their design and code guidelines.',
        '',
        '## Components',
        '',
        `- [Button (Design)](${ORIGIN}/designsystem/components/button-design.md)`,
        `- [Button (Code)](${ORIGIN}/designsystem/components/button-code.md)`,
        `- [Dialog (Design)](${ORIGIN}/designsystem/components/dialog-design.md): A <modal> & "more".`,
        '',
      ].join('\n'),
    );
    expect(buildLlmsTxt(bundle, authorized)).toContain(`- [Secret](${ORIGIN}/designsystem/components/dialog/secret.md): Internal only.\n`);
  });
});
