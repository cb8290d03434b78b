/**
 * axe-core reports no violations on the foundations pages, token tables and
 * specimens included, in all four themes.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { AUTHORIZED } from './support/cookies';
import { gotoHydrated, openPage } from './support/browser';
import { allRoutes } from './support/routes';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

describe.each(['alpine-light', 'alpine-dark', 'lakeside-light', 'lakeside-dark'])('axe on the foundations pages in %s', (theme) => {
  it('finds no violations on any foundations page', async () => {
    const { page, context } = await openPage(browser(), {
      bypassCSP: true,
      reducedMotion: 'reduce',
      cookies: { ...AUTHORIZED, '.themeshade': theme },
    });
    const routes = (await allRoutes('hb-test=1')).filter((route) => route.startsWith('/foundations/'));
    expect(routes.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const route of routes) {
      await gotoHydrated(page, route);
      await page.addScriptTag({ path: AXE_PATH });
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: { run: (c: Document, o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
          }
        ).axe;
        return (await axe.run(document, { resultTypes: ['violations'] })).violations;
      });
      found.push(...violations.flatMap((v) => v.nodes.map((node) => `${route}: ${v.id} at ${node.target.join(' ')}`)));
    }
    expect(found).toEqual([]);
    await context.close();
  }, 600_000);
});
