/**
 * A link to a portal route: rendered with the /designsystem base, followed
 * client-side, prefetched when near the viewport and on hover or touch (SPEC §2).
 */
import { useCallback, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { DrawerContext } from '../state/drawer-context';
import { observeForPrefetch } from '../routing/prefetch-observer';
import { prefetchPage } from '../routing/page-data-client';
import { hrefOf } from '../../core/site';
import { splitTarget } from '../routing/route-path';
import { isReadableRoute } from '../routing/readable-route';
import { useRouter } from '../routing/router-context';

export interface InternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A route, optionally with '#anchor'. */
  readonly to: string;
  /** Called after the click was taken over for client-side navigation. */
  readonly onNavigate?: () => void;
  /** False to never prefetch; by default a link prefetches unless its page is locked for this reader (readable-route.ts). */
  readonly prefetch?: boolean;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function InternalLink({ to, onNavigate, onClick, children, prefetch: allowPrefetch = true, ...rest }: InternalLinkProps) {
  const { navigate, data } = useRouter();
  const drawer = useContext(DrawerContext);
  const { route } = splitTarget(to);
  const prefetch = allowPrefetch && isReadableRoute(data, route);
  // A ref callback with its cleanup rather than a ref and an effect: one hook fewer per link and no passive effect to
  // run after hydration, for the hundreds of links of a corpus category's sub-navigation (docs/performance.md).
  const ref = useCallback(
    (element: HTMLAnchorElement | null) => (element === null || !prefetch ? undefined : observeForPrefetch(element, route)),
    [route, prefetch],
  );

  return (
    <a
      {...rest}
      ref={ref}
      href={hrefOf(to)}
      onMouseEnter={prefetch ? () => prefetchPage(route, true) : undefined}
      onTouchStart={prefetch ? () => prefetchPage(route, true) : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event) || rest.target === '_blank') return;
        event.preventDefault();
        navigate(to);
        // SPEC §2: following the logo or a section link closes search, even when the route stays the same.
        drawer?.setDrawer('closed');
        onNavigate?.();
      }}
    >
      {children}
    </a>
  );
}
