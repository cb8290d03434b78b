/**
 * Meta of the page being shown (SPEC §3 Page meta): its title, meta title,
 * meta description and whether it is public. Null outside a documentation page.
 */
import { createContext } from 'react';
import { PAGE_META_PROVIDER_MISSING } from '../../core/errors';
import { useRequiredContext } from './require-context';

export interface PageMeta {
  readonly title: string;
  readonly metaTitle: string;
  readonly metaDescription: string | null;
  readonly isPublic: boolean;
}

export const PageMetaContext = createContext<PageMeta | null>(null);

/** SPEC §8: throws 'usePageMeta must be used within a PageMetaProvider'. */
export function usePageMeta(): PageMeta {
  return useRequiredContext(PageMetaContext, PAGE_META_PROVIDER_MISSING);
}
