/**
 * A product team's page on another origin loads the portal's tokens.css: the
 * page sends Cross-Origin-Embedder-Policy: require-corp, so Chromium applies
 * the stylesheet only because the portal answers with
 * Cross-Origin-Resource-Policy: cross-origin. :root takes alpine-light, an
 * element with data-theme its own theme. A second local server on another
 * port is the other origin.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTokens } from '../../tokens/build/token-build';
import { readTokenFiles } from '../../tokens/build/tokens-fs';
import type { TokenCatalogue } from '../../core/tokens';
import { CONDITION_TIMEOUT_MS, openPage, urlOf } from './support/browser';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();
const catalogue = (await buildTokens(readTokenFiles(resolve(import.meta.dirname, '../../tokens')) ?? [])).catalogue as TokenCatalogue;
const primary = catalogue.tokens.find((token) => token.path === 'color.action.primary');
let other: Server;
let otherOrigin = '';

beforeAll(async () => {
  other = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cross-Origin-Embedder-Policy': 'require-corp' });
    response.end(
      `<!doctype html><html lang="en"><head><title>Shop</title><link rel="stylesheet" href="${urlOf('/tokens/tokens.css')}"></head>` +
        '<body><main data-theme="lakeside-dark"><button type="button">Buy</button></main></body></html>',
    );
  });
  await new Promise<void>((listening) => other.listen(0, '127.0.0.1', listening));
  otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((closed) => other.close(closed));
});

describe('tokens.css on another origin', () => {
  it('applies alpine-light at :root and lakeside-dark under data-theme, despite require-corp', async () => {
    expect(new URL(urlOf('/')).origin).not.toBe(otherOrigin);
    const { page, context } = await openPage(browser());
    await page.goto(`${otherOrigin}/`);
    const variable = (selector: string) =>
      page.$eval(selector, (node) => getComputedStyle(node).getPropertyValue('--hb-color-action-primary').trim());
    await page.waitForFunction(
      () => getComputedStyle(document.documentElement).getPropertyValue('--hb-color-action-primary') !== '',
      undefined,
      { timeout: CONDITION_TIMEOUT_MS },
    );
    expect(await variable('html')).toBe(primary?.values['alpine-light']);
    expect(await variable('button')).toBe(primary?.values['lakeside-dark']);
    expect(primary?.values['lakeside-dark']).not.toBe(primary?.values['alpine-light']);
    await context.close();
  });
});
