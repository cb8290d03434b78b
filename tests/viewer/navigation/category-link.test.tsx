// @vitest-environment happy-dom
/**
 * SPEC §2 and §5 in a section sent one category at a time (viewer/navigation/category-link.tsx): a category the page
 * does not carry is a "Browse N pages" link whose count and first page follow dev mode, as its catalogue lists it.
 */
import { describe, expect, it } from 'vitest';
import type { NavigationCategoryLink } from '../../../core/portal';
import { CategoryLink } from '../../../viewer/navigation/category-link';
import { RouterContext, type RouterState } from '../../../viewer/routing/router-context';
import { DevModeContext } from '../../../viewer/state/dev-mode-context';
import { portalData } from '../portal-data-fixture';
import { render, screen } from '../../ui/support/dom';

const forms: NavigationCategoryLink = {
  category: 'Forms',
  entries: { designMode: 1, devMode: 12 },
  first: { designMode: '/components/checkbox-design', devMode: '/components/checkbox-code' },
};

function inMode(isDevMode: boolean) {
  const router: RouterState = { data: portalData({ kind: 'home' }), route: '/components', navigate: () => undefined, isNavigating: false };
  return (
    <RouterContext value={router}>
      <DevModeContext value={{ isDevMode, setDevMode: () => undefined }}>
        <CategoryLink link={forms} className="category" />
      </DevModeContext>
    </RouterContext>
  );
}

describe('§2 a category link of a section sent one category at a time', () => {
  it('counts and opens the category as the catalogue lists it with dev mode off and on (§5)', () => {
    const { rerender } = render(inMode(false));
    const link = () => screen.getByRole('link', { name: /Forms: Browse/ });
    expect(link().textContent).toBe('Forms: Browse 1 page');
    expect(link().getAttribute('href')).toBe('/designsystem/components/checkbox-design');
    rerender(inMode(true));
    expect(link().textContent).toBe('Forms: Browse 12 pages');
    expect(link().getAttribute('href')).toBe('/designsystem/components/checkbox-code');
  });
});
