/**
 * The header (SPEC §2 Common layout): sector band, hamburger, logo, top-level
 * sections, Dev mode toggle, theme switcher and Search button; pinned once
 * the window is scrolled.
 */
import { useDrawer } from '../state/drawer-context';
import { useRouter } from '../routing/router-context';
import { InternalLink } from '../links/InternalLink';
import { Icon } from '../icons/Icon';
import { HarborLogo } from '../icons/HarborLogo';
import { HeaderActionsSlot } from './HeaderActions';
import { TopNavigation } from './TopNavigation';
import { useScrolled } from './use-scrolled';
import { MOBILE_NAVIGATION_ID } from './MobileNavigationDrawer';
import './header.css';

export function Header() {
  const { drawer, toggleNavigation } = useDrawer();
  const { data } = useRouter();
  const pinned = useScrolled();
  const menuOpen = drawer === 'navigation';

  return (
    <header className="header" data-pinned={pinned ? 'true' : undefined}>
      <div className="header__band" aria-hidden="true" />
      <div className="header__bar">
        <button
          type="button"
          className="icon-button header__hamburger"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_NAVIGATION_ID}
          onClick={toggleNavigation}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} size={24} />
          <span className="visually-hidden">{menuOpen ? 'Close Navigation' : 'Open Navigation'}</span>
        </button>
        <InternalLink to="/" className="header__logo">
          <HarborLogo />
          <span className="header__logo-text">
            <span className="header__logo-name">{data.site.designSystemName}</span>
            <span className="header__logo-suffix">Design System</span>
          </span>
        </InternalLink>
        <TopNavigation />
        <HeaderActionsSlot />
      </div>
    </header>
  );
}
