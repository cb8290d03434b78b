/**
 * The public token files: /designsystem/tokens/{theme}.css and .json, and
 * tokens.css with every theme, read by the server from what `dsp build` wrote
 * (the @harbor/tokens build), for every reader and origin; 404 otherwise.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSearchEngine } from '../../core/search';
import { createApp } from '../../server/app';
import { readPortalFiles } from '../../server/data-fs';
import { renderDocument } from '../../viewer/entry-server';
import { validPages, writeContent } from '../site-build/fixture';
import { dsp } from '../cli/run-cli';
import { baseConfig, TEST_ASSETS } from './portal-fixture';

let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  const out = join(mkdtempSync(join(tmpdir(), 'harbor-data-')), 'data');
  const built = await dsp('build', '--content', writeContent(validPages()), '--out', out);
  if (built.code !== 0) throw new Error(built.stderr);
  const files = readPortalFiles(out);
  if (!files.ok) throw new Error(files.issues[0]?.message);
  app = createApp({
    config: { ...baseConfig, authOverride: 'unauthorized' },
    bundle: files.value.bundle,
    search: createSearchEngine(files.value.searchIndex, files.value.bundle.sections),
    render: renderDocument,
    assets: TEST_ASSETS,
    tokenFiles: files.value.tokenFiles,
  });
}, 120_000);

describe('public design-token files', () => {
  it('serves a theme as CSS custom properties to an anonymous reader from any origin', async () => {
    const response = await app.request('/designsystem/tokens/lakeside-dark.css');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const css = await response.text();
    expect(css).toMatch(/^:root \{\n/);
    expect(css).toContain('  --hb-color-action-primary: #5aa9d6;');
  });

  it('serves tokens.css with alpine-light under :root and a [data-theme] block for each of the four themes', async () => {
    const response = await app.request('/designsystem/tokens/tokens.css');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const css = await response.text();
    expect(css.match(/^(?::root|\[data-theme="[a-z-]+"\]) \{$/gm)).toEqual([
      ':root {',
      '[data-theme="alpine-dark"] {',
      '[data-theme="alpine-light"] {',
      '[data-theme="lakeside-dark"] {',
      '[data-theme="lakeside-light"] {',
    ]);
    expect(css).toContain('[data-theme="lakeside-dark"] {\n  --hb-breakpoint-xs');
  });

  it('sends the JSON to other origins too, with the same cross-origin headers', async () => {
    const response = await app.request('/designsystem/tokens/lakeside-light.json');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('serves a theme as resolved tokens in the W3C Design Tokens shape', async () => {
    const response = await app.request('/designsystem/tokens/alpine-light.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const json = (await response.json()) as { color: { action: { primary: { $type: string; $value: string } } } };
    expect(json.color.action.primary).toMatchObject({ $type: 'color', $value: '#1b2430' });
  });

  it.each(['nope.css', 'nope.json', 'tokens.json', 'alpine-light.scss', '..%2Fcontent.json', 'ALPINE-LIGHT.css'])(
    'answers 404 with the themes there are for %s',
    async (file) => {
      const response = await app.request(`/designsystem/tokens/${file}`);
      expect(response.status).toBe(404);
      const body = (await response.json()) as { error: string };
      expect(body.error).toContain(
        'expected tokens.css, {theme}.css or {theme}.json, themes: alpine-dark, alpine-light, lakeside-dark, lakeside-light',
      );
    },
  );
});
