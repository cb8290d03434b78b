/**
 * Every page has a budget (docs/deploy.md, Request budgets; SPEC §7 Page requests: pages are server-rendered):
 * a page whose HTML or page data would weigh more than its byte budget, or whose render took longer than its time
 * budget, answers the plain 500 page at once and is not cached, and the server logs which page and by how much;
 * the shipped pages are well inside PAGE_BUDGET.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_BUDGET } from '../../server/page-route';
import { BUILD_TIMEOUT_MS, createTestApp, loadShippedPortal, type ShippedPortal } from './portal-fixture';

const PAGE = '/designsystem/components/skeleton-code';

let portal: ShippedPortal;

beforeAll(async () => {
  portal = await loadShippedPortal();
}, BUILD_TIMEOUT_MS);

describe('§7 Page requests: the page budget', () => {
  it('answers the error page, not the page, when the HTML or the page data is over the byte budget, and logs it', async () => {
    const { app, logLines } = createTestApp(portal, { pageBudget: { maxBytes: 10_000, maxRenderMs: PAGE_BUDGET.maxRenderMs } });
    for (const [path, accept] of [
      [PAGE, 'text/html'],
      [`${PAGE}?lines=3`, 'text/html'],
      [PAGE, 'application/json'],
    ] as const) {
      const response = await app.request(path, { headers: { accept } });
      const text = await response.text();
      expect({ path, accept, status: response.status }).toEqual({ path, accept, status: 500 });
      expect(text.length).toBeLessThan(10_000);
    }
    const logged = logLines.filter(([level, line]) => level === 'error' && line.includes('over the page budget'));
    expect(logged.length).toBe(3);
    expect(logged[0]?.[1]).toMatch(
      /\/components\/skeleton-code is over the page budget: \d+ bytes in \d+ ms, where a page may have 10000 bytes/,
    );
  });

  it('answers the error page when the render took longer than the time budget, and does not keep it: the next request renders again', async () => {
    const slow = createTestApp(portal, { pageBudget: { maxBytes: PAGE_BUDGET.maxBytes, maxRenderMs: 0 } });
    expect((await slow.app.request(PAGE)).status).toBe(500);
    expect((await slow.app.request(PAGE)).status).toBe(500);
    expect(slow.logLines.filter(([, line]) => line.includes('over the page budget')).length).toBe(2);
  });

  it('keeps the largest shipped page, and the slowest first render, within PAGE_BUDGET', async () => {
    const { app } = createTestApp(portal);
    for (const path of ['/designsystem/components/carousel-code', '/designsystem/foundations/iconography-design']) {
      const response = await app.request(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect((await response.arrayBuffer()).byteLength).toBeLessThan(PAGE_BUDGET.maxBytes / 4);
    }
  });
});
