/**
 * Keeps the tab title, the description meta tag and the canonical and share
 * tags in step with client-side navigation and theme switches (SPEC §2
 * Common layout); the server renders them all for the first load. Layout
 * effects for title and description, so they change in the same frame as the
 * page and its address (routing/use-portal-router.ts).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
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

  const served = useRef(true);
  useEffect(() => {
    // The first render's tags come from the server; only later changes need writing.
    if (served.current) {
      served.current = false;
      return;
    }
    // Loaded on the first client-side navigation: the first page's tags are the server's.
    let current = true;
    void import('./share-tags-dom').then(({ replaceShareTags }) => {
      if (current) replaceShareTags({ ...data, theme });
    });
    return () => {
      current = false;
    };
  }, [data, theme]);
}
