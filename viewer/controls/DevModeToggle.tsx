/**
 * The Dev mode switch (SPEC §2 Dev mode toggle, §4 Dev mode): switching on
 * goes to the page's Code tab, off to its Design tab, when that tab exists and
 * differs from the current path. On desktop, hover or keyboard focus shows the
 * info text; in the mobile menu it is shown under the switch.
 */
import { useState } from 'react';
import { tabLinkForMode } from '../../core/navigation';
import { useDevMode } from '../state/dev-mode-context';
import { useRouter } from '../routing/router-context';
import './dev-mode-toggle.css';

export const DEV_MODE_INFO = 'Dev mode defaults to the code tab and prioritises development results in search.';

export function DevModeToggle({ variant }: { readonly variant: 'desktop' | 'mobile' }) {
  const { isDevMode, setDevMode } = useDevMode();
  const { data, route, navigate } = useRouter();
  // Not useId: the server renders the app inside the document, so React's generated ids would differ at hydration.
  const infoId = `dev-mode-info-${variant}`;
  const [infoDismissed, setInfoDismissed] = useState(false);

  const toggle = () => {
    const next = !isDevMode;
    setDevMode(next);
    if (data.view.kind !== 'page') return;
    const tabs = data.view.page.tabs.map((tab) => ({ ...tab, active: tab.link === route }));
    const target = tabLinkForMode(tabs, next, route);
    if (target !== null) navigate(target);
  };

  return (
    <div className={`dev-mode dev-mode--${variant}`} data-info-dismissed={infoDismissed ? 'true' : undefined}>
      <button
        type="button"
        role="switch"
        aria-checked={isDevMode}
        aria-describedby={infoId}
        className="dev-mode__switch"
        onClick={toggle}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setInfoDismissed(true);
        }}
        onBlur={() => setInfoDismissed(false)}
        onMouseLeave={() => setInfoDismissed(false)}
      >
        <span className="dev-mode__track" aria-hidden="true">
          <span className="dev-mode__thumb" />
        </span>
        <span className="dev-mode__label">Dev mode</span>
      </button>
      <div id={infoId} role={variant === 'desktop' ? 'tooltip' : undefined} className="dev-mode__info">
        <strong>Dev mode:</strong> {DEV_MODE_INFO}
      </div>
    </div>
  );
}
