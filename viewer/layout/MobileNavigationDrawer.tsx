/**
 * The drawer holding the mobile navigation (SPEC §2 Mobile navigation):
 * opened by the hamburger, below the header; the page does not scroll while
 * it is open.
 */
import { useDrawer } from '../state/drawer-context';
import { useScrollLock } from '../state/use-scroll-lock';
import { MobileNavigation } from '../navigation/MobileNavigation';
import { DevModeToggle } from '../controls/DevModeToggle';
import { ThemeSwitcher } from '../controls/ThemeSwitcher';
import './drawer.css';

export const MOBILE_NAVIGATION_ID = 'mobile-navigation';

export function MobileNavigationDrawer() {
  const { drawer, setDrawer } = useDrawer();
  const open = drawer === 'navigation';
  useScrollLock(open);
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a pointer-only backdrop; Escape and the toggle button close the drawer for keyboards */}
      <div className="drawer-backdrop" hidden={!open} onClick={() => setDrawer('closed')} />
      <div id={MOBILE_NAVIGATION_ID} className="drawer" hidden={!open}>
        {open ? (
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
