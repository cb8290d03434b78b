// @vitest-environment happy-dom
/**
 * The icon-only buttons of Alert, Upload, Popover, SearchField and the
 * portal's sub-navigation are Harbor Buttons in their icon-only mode, not
 * buttons styled by hand: the hb-button classes (size, variant, focus ring)
 * and the same accessible name as before, from aria-label.
 */
import { Alert, Button, Popover, SearchField, Upload } from '@harbor/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SubNavigationItem } from '../../viewer/navigation/SubNavigationItem';
import { RouterContext } from '../../viewer/routing/router-context';
import { portalData } from '../viewer/portal-data-fixture';
import { render, screen } from './support/dom';
import { formsWithChild } from '../support/portal-fixtures';

const photo = { id: 'photo', file: new File(['x'], 'quittung.jpg', { type: 'image/jpeg' }) };

const toggled = formsWithChild;

/** The sub-navigation is the portal's, rendered as the server does (no router effects). */
function renderSubNavigation(): void {
  const router = { data: portalData({ kind: 'home' }), route: '/', navigate: () => undefined, isNavigating: false };
  document.body.innerHTML = `<ul>${renderToString(
    <RouterContext value={router}>
      <SubNavigationItem item={toggled} />
    </RouterContext>,
  )}</ul>`;
}

interface IconButtonCase {
  readonly component: string;
  readonly name: string;
  readonly size: 'small' | 'medium' | 'large';
  readonly variant: 'primary' | 'tertiary';
  readonly show: () => void;
}

const show = (element: ReactElement) => () => {
  render(element);
};

const CASES: readonly IconButtonCase[] = [
  {
    component: 'Alert',
    name: 'Hinweis schliessen',
    size: 'small',
    variant: 'tertiary',
    show: show(
      <Alert dismissible closeLabel="Hinweis schliessen">
        Gespeichert
      </Alert>,
    ),
  },
  {
    component: 'Upload',
    name: 'quittung.jpg entfernen',
    size: 'small',
    variant: 'tertiary',
    show: show(<Upload label="Belege" defaultValue={[photo]} />),
  },
  {
    component: 'Popover',
    name: 'Schliessen',
    size: 'small',
    variant: 'tertiary',
    show: show(
      <Popover trigger={<Button>Info</Button>} title="Lieferung" closeLabel="Schliessen" defaultOpen>
        Morgen geliefert
      </Popover>,
    ),
  },
  {
    component: 'SearchField (clear)',
    name: 'Suche löschen',
    size: 'small',
    variant: 'tertiary',
    show: show(<SearchField label="Suche" clearLabel="Suche löschen" defaultValue="Kaffee" />),
  },
  {
    component: 'SearchField (submit)',
    name: 'Suchen',
    size: 'small',
    variant: 'primary',
    show: show(<SearchField label="Suche" variant="catalogue" submitLabel="Suchen" />),
  },
  { component: 'the sub-navigation', name: 'Forms: show sub-pages', size: 'small', variant: 'tertiary', show: renderSubNavigation },
];

describe('icon-only buttons are Buttons', () => {
  it.each(CASES.map((entry) => [entry.component, entry] as const))(
    '%s renders a Button in its icon-only mode with its accessible name',
    (_component, entry) => {
      entry.show();
      const button = screen.getByRole('button', { name: entry.name });
      expect(button.tagName).toBe('BUTTON');
      for (const name of ['hb-button', 'hb-button--icon-only', `hb-button--${entry.size}`, `hb-button--${entry.variant}`, 'hb-focusable']) {
        expect(button.classList.contains(name), name).toBe(true);
      }
      // The name comes from aria-label; the icon is decoration.
      expect(button.getAttribute('aria-label')).toBe(entry.name);
      expect(button.querySelector('.hb-button__icon')?.getAttribute('aria-hidden')).toBe('true');
      expect(button.textContent).toBe('');
    },
  );
});
