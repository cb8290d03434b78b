/**
 * Where the MCP tools get what they answer from, for the HTTP route and
 * `dsp mcp` alike: the content bundle and search engine the pages use, the
 * component docs read from the content build, and the tokens of the built
 * token files. The two lines below are the seams a component manifest and
 * another token build replace.
 */
import type { ContentBundle } from '../../core/bundle';
import { componentDocsFromBundle, themeTokensFromExports, type McpSources } from '../../core/mcp';
import type { SearchEngine } from '../../core/search';

export function mcpSourcesOf(bundle: ContentBundle, search: SearchEngine, tokenFiles: ReadonlyMap<string, string>): McpSources {
  return {
    bundle,
    search,
    components: componentDocsFromBundle(bundle),
    tokens: themeTokensFromExports(tokenFiles),
  };
}
