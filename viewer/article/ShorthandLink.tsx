/**
 * An internal shorthand link ('Label|Title/Tab' to 'Section/Page'), resolved
 * through core against the reader's navigation and dev mode (SPEC §2): the
 * label, ' (Tab)' when a tab is named, a lock icon for a non-public target;
 * unresolved, the label as small text without a link (SPEC §8).
 */
import { resolveShorthandLink } from '../../core/content';
import { carriedNavigation } from '../../core/portal';
import { Icon } from '../icons/Icon';
import { InternalLink } from '../links/InternalLink';
import { PrivateMark } from '../navigation/PrivateMark';
import { useRouter } from '../routing/router-context';
import { useAuthorizationContext } from '../state/authorization-context';
import { useIsDevMode } from '../state/dev-mode-context';

export function ShorthandLink({ href, text }: { readonly href: string; readonly text: string }) {
  const { data } = useRouter();
  const isDevMode = useIsDevMode();
  const { isAuthorized } = useAuthorizationContext();
  // A page carries its own section (or category) and what its shorthand links name (core/portal/page-navigation.ts).
  const resolved = resolveShorthandLink({ href, text, navigation: carriedNavigation(data), isDevMode, isAuthorized });
  if (resolved.kind === 'unresolved') return <small className="shorthand-unresolved">{resolved.label}</small>;
  return (
    <InternalLink to={resolved.url} className="link link--internal" title={resolved.title}>
      {resolved.label}
      {resolved.tabSuffix ?? null}
      {resolved.locked ? <PrivateMark /> : null}
      <Icon name="internal" size={16} className="link__icon" />
    </InternalLink>
  );
}
