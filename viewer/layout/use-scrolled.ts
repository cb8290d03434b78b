/** True once the window is scrolled (scroll position greater than 0): the header is then pinned (SPEC §2, §4). */
import { useEffect, useState } from 'react';

export function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled;
}
