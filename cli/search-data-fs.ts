/**
 * What `dsp search` needs from the folder `dsp build` wrote: the search index
 * and the top-level sections (the filters). Read through the server's reader,
 * so the CLI and the API load the build the same way.
 */
import { ok, type Result } from '../core/result';
import type { SearchIndex, SearchSection } from '../core/search';
import { readPortalFiles } from '../server/data-fs';

export interface SearchData {
  readonly index: SearchIndex;
  readonly sections: readonly SearchSection[];
}

/** Loads the search index and sections from `dataDir`; every issue names the file and says how to fix it. */
export function readSearchData(dataDir: string): Result<SearchData> {
  const files = readPortalFiles(dataDir);
  if (!files.ok) return files;
  return ok({
    index: files.value.searchIndex,
    sections: files.value.bundle.sections.map(({ title, link }) => ({ title, link })),
  });
}
