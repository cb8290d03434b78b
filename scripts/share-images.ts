/**
 * Draws the share image of each brand (OpenGraph/Twitter, 1200x630 PNG) with
 * the system Chromium, into viewer/public/assets/share/ (the folder names are
 * core's). Run it again when a brand's name or colour changes:
 * `node scripts/run-ts.mjs scripts/share-images.ts`.
 * One image per brand, not per page: a page's title is in the share card's
 * text already.
 */
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CLIENT_PUBLIC_DIR } from '../core/content/build-output';
import { ASSETS_DIRECTORY, SHARE_IMAGES_DIRECTORY } from '../core/site/addresses';

interface ShareBrand {
  readonly id: string;
  readonly name: string;
  readonly colour: string;
  readonly soft: string;
}

const brands: readonly ShareBrand[] = [
  { id: 'alpine', name: 'Alpine', colour: '#c8102e', soft: '#fdeef0' },
  { id: 'lakeside', name: 'Lakeside', colour: '#0a5c8c', soft: '#e5f0f7' },
];
// Run from the repository root, as every script is.
const out = resolve(CLIENT_PUBLIC_DIR, ASSETS_DIRECTORY, SHARE_IMAGES_DIRECTORY);

const page = (brand: ShareBrand) => `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:96px;background:${brand.soft};font-family:system-ui,sans-serif;display:flex;flex-direction:column;justify-content:space-between;border-bottom:24px solid ${brand.colour}">
  <svg width="128" height="128" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${brand.colour}"/><path d="M10 8v16M22 8v16M10 16h12" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/></svg>
  <div><div style="font-size:88px;font-weight:700;color:#15181d;line-height:1.1">Harbor Design System</div>
  <div style="font-size:44px;color:#535b68;margin-top:24px">${brand.name} · guidelines, components and code</div></div>
</div></body></html>`;

await mkdir(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1200, height: 630 } });
  const tab = await context.newPage();
  for (const brand of brands) {
    await tab.setContent(page(brand));
    await tab.screenshot({ path: join(out, `${brand.id}.png`) });
  }
} finally {
  await browser.close();
}
