/**
 * Where the MCP tools get what they answer from, for the HTTP route and
 * `dsp mcp` alike: the content bundle and search engine the pages use, the
 * component docs read from the content build, and the tokens of the built
 * token files. The component docs carry the component manifest's status and
 * since, which the content bundle holds.
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
