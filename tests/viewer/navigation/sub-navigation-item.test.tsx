// @vitest-environment happy-dom
/**
 * An entry of the desktop sub-navigation (viewer/navigation/SubNavigationItem.tsx): its children start expanded when
 * the current page is among them, and the reader's own expand or collapse lasts until the route changes (SPEC §2, §4).
 * The override is state kept with its route rather than reset by an effect (docs/performance.md, What hydrates).
 */
import { describe, expect, it } from 'vitest';
import { SubNavigationItem } from '../../../viewer/navigation/SubNavigationItem';
import { RouterContext, type RouterState } from '../../../viewer/routing/router-context';
import { portalData } from '../portal-data-fixture';
import { fireEvent, render, screen } from '../../ui/support/dom';
import { formsWithChild } from '../../support/portal-fixtures';

const forms = formsWithChild;

const data = portalData({ kind: 'home' });

function at(route: string) {
  const router: RouterState = { data, route, navigate: () => undefined, isNavigating: false };
  return (
    <RouterContext value={router}>
      <ul>
        <SubNavigationItem item={forms} />
      </ul>
    </RouterContext>
  );
}

const toggle = () => screen.getByRole('button', { name: /^Forms: (show|hide) sub-pages$/ });

describe('§2 sub-navigation entry with children', () => {
  it("keeps the reader's expand or collapse until the route changes, and not when the reader comes back", () => {
    const { rerender } = render(at('/patterns/forms/validation'));
    // The current page is a child: expanded.
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    // Another render on the same route keeps the reader's choice.
    rerender(at('/patterns/forms/validation'));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    // A new route drops it: collapsed, as the current page is elsewhere.
    rerender(at('/patterns/other'));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    // Back on the route it was made on, the entry follows the current page again, not the old choice.
    rerender(at('/patterns/forms/validation'));
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
  });
});
