/**
 * Keeps the tab title, the description meta tag and the canonical and share
 * tags in step with client-side navigation and theme switches (SPEC §2
 * Common layout); the server renders them all for the first load.
 */
import { useEffect, useRef } from 'react';
import type { PortalData } from '../../core/portal';
import { documentDescription, documentTitle } from './document-head';
import { shareTags } from './share-tags';

const SHARE_TAGS = 'link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"], meta[name="robots"]';

/** Replaces the share tags; the origin is the one the server wrote into the share image's address. */
function replaceShareTags(data: PortalData): void {
  const image = document.head.querySelector<HTMLMetaElement>('meta[property="og:image"]');
  if (image === null) return;
  const tags = shareTags(data, new URL(image.content).origin);
  for (const old of document.head.querySelectorAll(SHARE_TAGS)) old.remove();
  const fresh: HTMLElement[] = [];
  if (tags.canonical !== null) {
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = tags.canonical;
    fresh.push(link);
  }
  for (const [attribute, name, content] of tags.meta) {
    const meta = document.createElement('meta');
    meta.setAttribute(attribute, name);
    meta.content = content;
    fresh.push(meta);
  }
  document.head.append(...fresh);
}

export function useDocumentHead(data: PortalData, theme: string): void {
  useEffect(() => {
    document.title = documentTitle(data.view, theme);
  }, [data.view, theme]);

  useEffect(() => {
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
    replaceShareTags({ ...data, theme });
  }, [data, theme]);
}
