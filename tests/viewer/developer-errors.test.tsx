/**
 * SPEC §8 developer errors: state read outside its provider throws the exact
 * catalogue message.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  ANCHOR_HEADING_OUTSIDE_CONTEXT,
  AUTHORIZATION_CONTEXT_MISSING,
  DEV_MODE_CONTEXT_MISSING,
  PAGE_META_PROVIDER_MISSING,
  THEME_PROVIDER_MISSING,
} from '../../core/errors';
import { AnchorHeading } from '../../viewer/article/AnchorHeading';
import { useAuthorizationContext } from '../../viewer/state/authorization-context';
import { useIsDevMode } from '../../viewer/state/dev-mode-context';
import { usePageMeta } from '../../viewer/state/page-meta-context';
import { useTheme } from '../../viewer/state/theme-context';

function Reads({ hook }: { readonly hook: () => unknown }) {
  hook();
  return null;
}

describe('§8 developer errors', () => {
  it.each([
    ['useAuthorizationContext', useAuthorizationContext, AUTHORIZATION_CONTEXT_MISSING],
    ['useIsDevMode', useIsDevMode, DEV_MODE_CONTEXT_MISSING],
    ['useTheme', useTheme, THEME_PROVIDER_MISSING],
    ['usePageMeta', usePageMeta, PAGE_META_PROVIDER_MISSING],
  ])('%s outside its provider throws the catalogue message', (_name, hook, message) => {
    expect(() => renderToString(<Reads hook={hook} />)).toThrow(message);
  });

  it('an AnchorHeading outside the SubNavigationContext throws', () => {
    expect(ANCHOR_HEADING_OUTSIDE_CONTEXT).toBe('AnchorHeading must be inside SubNavigationContext');
    expect(() =>
      renderToString(
        <AnchorHeading level={2} id="usage" text="Usage">
          Usage
        </AnchorHeading>,
      ),
    ).toThrow(ANCHOR_HEADING_OUTSIDE_CONTEXT);
  });
});
