/**
 * A thin bar at the top of the window while a page's data is on its way. It
 * appears only after a short delay (CSS), so a prefetched page, which commits
 * at once, never flashes it; meanwhile the old page stays under its own address.
 */
import { useRouter } from './router-context';
import './navigation-progress.css';

export function NavigationProgress() {
  const { isNavigating } = useRouter();
  if (!isNavigating) return null;
  return <div className="navigation-progress" role="progressbar" aria-label="Loading page" />;
}
