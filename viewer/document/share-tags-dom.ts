/**
 * Rewrites the canonical and share tags of the head after a client-side
 * navigation or a theme switch (browser DOM; loaded on the first of them).
 */
import type { PortalData } from '../../core/portal';
import { shareTags } from './share-tags';

const SHARE_TAGS = 'link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"], meta[name="robots"]';

/** Replaces the share tags; the origin is the one the server wrote into the share image's address. */
export function replaceShareTags(data: PortalData): void {
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
