/** Locks page scrolling while the calling component is mounted (SPEC §2 Search overlay, §4 Modal). */
import { useEffect } from 'react';

const LOCK_CLASS = 'is-scroll-locked';
let locks = 0;

export function useScrollLock(active = true): void {
  useEffect(() => {
    if (!active) return undefined;
    locks += 1;
    document.documentElement.classList.add(LOCK_CLASS);
    return () => {
      locks -= 1;
      if (locks === 0) document.documentElement.classList.remove(LOCK_CLASS);
    };
  }, [active]);
}
