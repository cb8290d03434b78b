/**
 * The header's actions: the Search button, the Dev mode switch and the theme switcher (SPEC §2). They hydrate at
 * once in a root of their own (header-island.tsx), before the rest of the app; the app's header then keeps their
 * markup as it is (HeaderActionsSlot), so the two roots never own the same nodes.
 */
import { useState } from 'react';
import { DevModeToggle } from '../controls/DevModeToggle';
import { ThemeSwitcher } from '../controls/ThemeSwitcher';
import { SearchButton } from './SearchButton';
import { headerIslandMarkup } from './header-island-markup';

export function HeaderActions() {
  return (
    <>
      <SearchButton />
      <div className="header__desktop-only">
        <DevModeToggle variant="desktop" />
      </div>
      <div className="header__desktop-only">
        <ThemeSwitcher idSuffix="header" />
      </div>
    </>
  );
}

/** The actions inside the app's header: rendered by the server; in the browser, the island's markup, untouched. */
export function HeaderActionsSlot() {
  const [markup] = useState(headerIslandMarkup);
  if (markup === null) {
    return (
      <div className="header__actions">
        <HeaderActions />
      </div>
    );
  }
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the header island's own markup, read back from the document (header-island-markup.ts)
    <div className="header__actions" dangerouslySetInnerHTML={{ __html: markup }} suppressHydrationWarning />
  );
}
