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
  // Made when a tool first asks: the dev server makes a new app after every save, and reading the component docs of
  // 10,000 pages took a fifth of a second of the saved edit's way to the open page.
  let components: McpSources['components'] | undefined;
  let tokens: McpSources['tokens'] | undefined;
  return {
    bundle,
    search,
    get components() {
      components ??= componentDocsFromBundle(bundle);
      return components;
    },
    get tokens() {
      tokens ??= themeTokensFromExports(tokenFiles);
      return tokens;
    },
  };
}
