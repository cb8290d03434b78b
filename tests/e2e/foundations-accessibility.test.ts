/**
 * axe-core reports no violations on the foundations pages, token tables and
 * specimens included, in all four themes. Each page is loaded once: every rule
 * runs in one theme of each brand (a brand may render its own specimens), and
 * the rules that read colours run in the other two, the theme switched in place
 * (support/axe.ts). The header and navigation are the same on every page and
 * are checked in every theme by accessibility.test.ts; here it is the article.
 */
import { describe, expect, it } from 'vitest';
import { AUTHORIZED } from './support/cookies';
import { gotoHydrated, openPage } from './support/browser';
import { allRoutes } from './support/routes';
import { axeViolations, COLOUR_RULES, switchTheme, THEMES } from './support/axe';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();

/** Every rule in these themes, one per brand; the colour rules alone in the rest. */
const EVERY_RULE_IN = new Set<string>(['alpine-light', 'lakeside-dark']);

describe('axe on the foundations pages', () => {
  it('finds no violations on any foundations page in any theme', async () => {
    const { page, context } = await openPage(browser(), { bypassCSP: true, reducedMotion: 'reduce', cookies: AUTHORIZED });
    const routes = (await allRoutes('hb-test=1')).filter((route) => route.startsWith('/foundations/'));
    expect(routes.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const route of routes) {
      // Without consent a switch is not remembered: each page loads in the default theme, the first of THEMES.
      await gotoHydrated(page, route);
      for (const theme of THEMES) {
        await switchTheme(page, theme);
        const rules = EVERY_RULE_IN.has(theme) ? {} : { rules: COLOUR_RULES };
        for (const violation of await axeViolations(page, { include: 'main', ...rules })) found.push(`${route}, ${theme}: ${violation}`);
      }
    }
    expect(found).toEqual([]);
    await context.close();
  }, 600_000);
});
