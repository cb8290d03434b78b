/**
 * The design system's MCP server (docs/mcp.md): the six tools of the
 * official TypeScript SDK's McpServer, answered by core/mcp for one reader.
 * The HTTP route builds one per request (stateless, mcp-route.ts) and
 * `dsp mcp` one per process (stdio). Input schemas are zod, as the SDK asks;
 * input the schema refuses becomes a tool error through the SDK, and an
 * answer that fails becomes a tool error here, with no stack and no path.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import * as z from 'zod';
import {
  componentAnswer,
  contrastAnswer,
  listAnswer,
  pageAnswer,
  searchAnswer,
  tokensAnswer,
  type McpReader,
  type McpSources,
} from '../../core/mcp';
import type { Result } from '../../core/result';
import { MAX_SEARCH_TERM_LENGTH } from '../../core/search';
import { TOOL_DESCRIPTIONS } from './tool-descriptions';

export interface HarborMcpOptions {
  readonly sources: McpSources;
  /** The version the server reports to clients (the build version). */
  readonly version: string;
  /** Told about an answer that threw; the client gets a fixed message, never the error. */
  readonly onToolFailure?: (tool: string, error: unknown) => void;
}

/** The most results one search returns. */
export const MAX_SEARCH_RESULTS = 100;
const DEFAULT_SEARCH_RESULTS = 10;
/** Bounds for names, routes and colours: far above any real one, far below anything costly. */
const MAX_NAME_LENGTH = 100;
const MAX_ROUTE_LENGTH = 300;

const text = (value: string): CallToolResult => ({ content: [{ type: 'text', text: value }] });
const json = (value: unknown): CallToolResult => text(JSON.stringify(value, null, 2));
const toolError = (message: string): CallToolResult => ({ content: [{ type: 'text', text: message }], isError: true });
const fromResult = <T>(result: Result<T>, show: (value: T) => CallToolResult): CallToolResult =>
  result.ok ? show(result.value) : toolError(result.issues.map((issue) => issue.message).join('; '));

const bounded = (field: string, max: number) =>
  z
    .string({ error: `${field}: expected a string` })
    .min(1, { error: `${field}: expected a non-empty string` })
    .max(max, { error: `${field}: expected at most ${max} characters` });

/** A server for one reader; the schemas and descriptions are made once, here, and shared by every server the factory makes. */
export type HarborMcpServerFactory = (reader: McpReader) => McpServer;

export function harborMcpServerFactory(options: HarborMcpOptions): HarborMcpServerFactory {
  const { sources } = options;
  const sections = sources.bundle.sections.map((section) => section.link);
  const section = z
    .string()
    .refine((link) => sections.includes(link), { error: `filter: expected section links, one of ${sections.join(', ')}` });
  const themes = sources.tokens.themes.length > 0 ? sources.tokens.themes : sources.bundle.site.themes;
  // Objects, not raw shapes: the SDK would otherwise turn each shape into an object on every registration, that is per request.
  const schemas = {
    search: z.object({
      query: bounded('query', MAX_SEARCH_TERM_LENGTH),
      limit: z
        .number({ error: 'limit: expected a number' })
        .int({ error: 'limit: expected a whole number' })
        .min(1, { error: `limit: expected 1 to ${MAX_SEARCH_RESULTS}` })
        .max(MAX_SEARCH_RESULTS, { error: `limit: expected 1 to ${MAX_SEARCH_RESULTS}` })
        .optional(),
      filter: z
        .union([section, z.array(section).max(sections.length)], { error: 'filter: expected a section link or a list of them' })
        .optional(),
    }),
    getPage: z.object({ route: bounded('route', MAX_ROUTE_LENGTH) }),
    getComponent: z.object({ name: bounded('name', MAX_NAME_LENGTH) }),
    listComponents: z.object({ status: bounded('status', MAX_NAME_LENGTH).optional() }),
    getTokens: z.object({ theme: bounded('theme', MAX_NAME_LENGTH), group: bounded('group', MAX_NAME_LENGTH).optional() }),
    checkContrast: z.object({
      foreground: bounded('foreground', MAX_NAME_LENGTH),
      background: bounded('background', MAX_NAME_LENGTH),
      theme: bounded('theme', MAX_NAME_LENGTH).optional(),
    }),
  };
  const shared: Shared = {
    schemas,
    descriptions: {
      search: TOOL_DESCRIPTIONS.search(sections),
      getTokens: TOOL_DESCRIPTIONS.getTokens(themes),
      checkContrast: TOOL_DESCRIPTIONS.checkContrast(sources.bundle.site.defaultTheme),
    },
    // Without one, every McpServer builds its own Ajv instance (a third of a request's cost). It checks only
    // elicitation answers, which these tools never ask for, and holds nothing of any reader.
    jsonSchemaValidator: new AjvJsonSchemaValidator(),
  };
  return (reader) => createServer(options, shared, reader);
}

interface Shared {
  readonly schemas: {
    readonly search: z.ZodObject<{
      query: z.ZodString;
      limit: z.ZodOptional<z.ZodNumber>;
      filter: z.ZodOptional<z.ZodType<string | string[]>>;
    }>;
    readonly getPage: z.ZodObject<{ route: z.ZodString }>;
    readonly getComponent: z.ZodObject<{ name: z.ZodString }>;
    readonly listComponents: z.ZodObject<{ status: z.ZodOptional<z.ZodString> }>;
    readonly getTokens: z.ZodObject<{ theme: z.ZodString; group: z.ZodOptional<z.ZodString> }>;
    readonly checkContrast: z.ZodObject<{ foreground: z.ZodString; background: z.ZodString; theme: z.ZodOptional<z.ZodString> }>;
  };
  readonly descriptions: { readonly search: string; readonly getTokens: string; readonly checkContrast: string };
  readonly jsonSchemaValidator: AjvJsonSchemaValidator;
}

/** Everything reader-dependent is made here, per server; `shared` holds only what every reader may see. */
function createServer(options: HarborMcpOptions, shared: Shared, reader: McpReader): McpServer {
  const { sources } = options;
  const { schemas, descriptions } = shared;
  const server = new McpServer(
    { name: 'harbor-design-system', version: options.version },
    { instructions: TOOL_DESCRIPTIONS.instructions, jsonSchemaValidator: shared.jsonSchemaValidator },
  );
  const guarded =
    <A>(tool: string, answer: (args: A) => CallToolResult) =>
    (args: A): CallToolResult => {
      try {
        return answer(args);
      } catch (error) {
        options.onToolFailure?.(tool, error);
        return toolError(`${tool} failed on the server; try again, or report it to the design system team`);
      }
    };

  server.registerTool(
    'search',
    {
      description: descriptions.search,
      inputSchema: schemas.search,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded('search', ({ query, limit, filter }) =>
      json(
        searchAnswer(sources, reader, {
          query,
          limit: limit ?? DEFAULT_SEARCH_RESULTS,
          filter: filter === undefined ? [] : typeof filter === 'string' ? [filter] : filter,
        }),
      ),
    ),
  );

  server.registerTool(
    'get_page',
    {
      description: TOOL_DESCRIPTIONS.getPage,
      inputSchema: schemas.getPage,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded('get_page', ({ route }) => fromResult(pageAnswer(sources, reader, { route }), text)),
  );

  server.registerTool(
    'get_component',
    {
      description: TOOL_DESCRIPTIONS.getComponent,
      inputSchema: schemas.getComponent,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded('get_component', ({ name }) => fromResult(componentAnswer(sources, reader, { name }), json)),
  );

  server.registerTool(
    'list_components',
    {
      description: TOOL_DESCRIPTIONS.listComponents,
      inputSchema: schemas.listComponents,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded('list_components', ({ status }) => {
      const components = listAnswer(sources, reader, { status });
      return json({ count: components.length, components });
    }),
  );

  server.registerTool(
    'get_tokens',
    {
      description: descriptions.getTokens,
      inputSchema: schemas.getTokens,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded('get_tokens', ({ theme, group }) =>
      fromResult(tokensAnswer(sources, { theme, group }), (tokens) => json({ theme, count: tokens.length, tokens })),
    ),
  );

  server.registerTool(
    'check_contrast',
    {
      description: descriptions.checkContrast,
      inputSchema: schemas.checkContrast,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded('check_contrast', ({ foreground, background, theme }) =>
      fromResult(contrastAnswer(sources, { foreground, background, theme }), json),
    ),
  );
  return server;
}
