/**
 * The footer's "Cookie settings" button; the dialog's code (consent rules and
 * the cookie registry) loads when it is first opened.
 */
import { lazy, Suspense, useState } from 'react';

const CookieSettingsDialog = lazy(() => import('./CookieSettingsDialog'));

export function CookieSettings() {
  const [openCount, setOpenCount] = useState(0);
  return (
    <>
      <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => setOpenCount((count) => count + 1)}>
        Cookie settings
      </button>
      {openCount > 0 ? (
        <Suspense fallback={null}>
          <CookieSettingsDialog openCount={openCount} />
        </Suspense>
      ) : null}
    </>
  );
}
