/**
 * @harbor/testing's axeCheckPage checks colour contrast where axeCheck cannot (a DOM test environment computes no
 * colours, testing/README.md): in Chromium, with the tokens of @harbor/tokens loaded, text in the decorative border
 * colour on the page surface of alpine-dark is reported as a contrast violation naming its markup, and the theme's
 * own text colour passes.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeCheckPage } from '../../testing/src';

const ROOT = resolve(import.meta.dirname, '../..');
let browser: Browser | undefined;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const page = (body: string) => `<!doctype html>
<html lang="de-CH" data-theme="alpine-dark"><head><meta charset="utf-8"><title>Kontrast</title>
<style>${readFileSync(join(ROOT, 'tokens/dist/tokens.css'), 'utf8')}
body { background: var(--hb-color-surface-default); color: var(--hb-color-text-default); }</style></head>
<body><main><h1>Kasse</h1>${body}</main></body></html>`;

describe('axeCheckPage: contrast in a browser page', () => {
  it('reports text in the border colour on the surface, naming it; the theme text colour passes', async () => {
    const tab = await browser?.newPage();
    if (tab === undefined) throw new Error('Chromium did not start');
    try {
      await tab.setContent(
        page('<p>Lieferung morgen</p><p id="unreadable" style="color: var(--hb-color-border-default)">Gratis ab CHF 50</p>'),
      );
      const failure = await axeCheckPage(tab).then(
        () => '',
        (error: unknown) => String(error),
      );
      expect(failure).toMatch(/axeCheckPage: 1 accessibility violation\(s\)\n- color-contrast \(serious\)/);
      expect(failure).toContain('<p id="unreadable"');
      await tab.setContent(page('<p>Lieferung morgen</p><p>Gratis ab CHF 50</p>'));
      await expect(axeCheckPage(tab)).resolves.toBeUndefined();
    } finally {
      await tab.close();
    }
  });
});
