/**
 * Keeps the tab title and the description meta tag in step with client-side
 * navigation and theme switches (SPEC §2 Common layout); the server renders
 * both for the first load. Layout effects, so the title changes in the same
 * frame as the page and its address (routing/use-portal-router.ts).
 */
import { useLayoutEffect } from 'react';
import type { PortalData } from '../../core/portal';
import { documentDescription, documentTitle } from './document-head';

export function useDocumentHead(data: PortalData, theme: string): void {
  useLayoutEffect(() => {
    document.title = documentTitle(data.view, theme);
  }, [data.view, theme]);

  useLayoutEffect(() => {
    const description = documentDescription(data);
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (description === null) {
      meta?.remove();
      return;
    }
    if (meta === null) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [data]);
}
