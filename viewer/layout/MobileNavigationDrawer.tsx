/**
 * The drawer holding the mobile navigation (SPEC §2 Mobile navigation):
 * opened by the hamburger, below the header; the page does not scroll while
 * it is open.
 *
 * The navigation inside is rendered only while the drawer is open, so its code
 * is a chunk of its own (out of the first load), fetched when the page is idle
 * after hydration or, at the latest, when the drawer opens; like the search
 * overlay it is kept as a plain component once loaded, not through React.lazy.
 */
import { useEffect, useState } from 'react';
import { useDrawer } from '../state/drawer-context';
import { useScrollLock } from '../state/use-scroll-lock';
import { whenIdle } from '../state/when-idle';
import { DevModeToggle } from '../controls/DevModeToggle';
import { ThemeSwitcher } from '../controls/ThemeSwitcher';
// Its styles stay in the first stylesheet although the drawer is a chunk: opening it never waits for its CSS.
import '../navigation/mobile-navigation.css';
import './drawer.css';

type MobileNavigationComponent = typeof import('../navigation/MobileNavigation').MobileNavigation;

let navigationChunk: Promise<MobileNavigationComponent> | null = null;
function loadMobileNavigation(): Promise<MobileNavigationComponent> {
  navigationChunk ??= import('../navigation/MobileNavigation').then((module) => module.MobileNavigation);
  // A failed load may be retried when the drawer opens again.
  navigationChunk.catch(() => {
    navigationChunk = null;
  });
  return navigationChunk;
}

export const MOBILE_NAVIGATION_ID = 'mobile-navigation';

export function MobileNavigationDrawer() {
  const { drawer, setDrawer } = useDrawer();
  const open = drawer === 'navigation';
  useScrollLock(open);
  const [MobileNavigation, setMobileNavigation] = useState<MobileNavigationComponent | null>(null);

  useEffect(() => {
    const load = () =>
      void loadMobileNavigation().then(
        (component) => setMobileNavigation(() => component),
        () => undefined,
      );
    if (open) {
      load();
      return undefined;
    }
    return whenIdle(load);
  }, [open]);
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a pointer-only backdrop; Escape and the toggle button close the drawer for keyboards */}
      <div className="drawer-backdrop" hidden={!open} onClick={() => setDrawer('closed')} />
      <div id={MOBILE_NAVIGATION_ID} className="drawer" hidden={!open}>
        {open && MobileNavigation !== null ? (
          <MobileNavigation
            footer={
              <>
                <DevModeToggle variant="mobile" />
                <ThemeSwitcher idSuffix="menu" />
              </>
            }
          />
        ) : null}
      </div>
    </>
  );
}
