/**
 * The client entry hydrates the server-rendered HTML of every kind of view
 * without a React hydration error or any other console error (docs/portal.md,
 * Quality bar).
 */
import { describe, expect, it } from 'vitest';
import { gotoHydrated, openPage, waitForQuietNetwork } from './support/browser';
import { useBrowser } from './support/use-browser';

const browser = useBrowser();

describe('hydration', () => {
  it.each([
    ['home', '/'],
    ['a section overview', '/components'],
    ['a component design tab', '/components/button-design'],
    ['a code tab with code blocks', '/components/button-code'],
    ['a private page for an anonymous reader', '/foundations/logos'],
    ['a page that does not exist', '/components/no-such-page'],
  ])('hydrates %s without console errors', async (_name, route) => {
    const { page, context, errors } = await openPage(browser());
    await gotoHydrated(page, route);
    // Effects after hydration (observers, prefetches) get their chance to misbehave too.
    await waitForQuietNetwork(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
