/**
 * Every session pays for `tools/list` in context, so it is kept small: the SDK's listing is
 * wrapped to drop what carries no information for a model — the JSON-Schema dialect URI,
 * `additionalProperties: false` (arguments are validated server-side anyway) and the default
 * `execution: { taskSupport: "forbidden" }`.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ListToolsRequestSchema, type ListToolsResult } from '@modelcontextprotocol/sdk/types.js';

type Handler = (request: unknown, extra: unknown) => Promise<unknown>;

function compactSchema(schema: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _dialect, additionalProperties: _closed, ...rest } = schema;
  return rest;
}

export function compactToolList(server: McpServer): void {
  // The SDK keeps request handlers in a private map; it is pinned to an exact version, and if the
  // map is ever missing the full listing is served unchanged.
  const handlers = (server.server as unknown as { _requestHandlers?: Map<string, Handler> })._requestHandlers;
  const original = handlers?.get('tools/list');
  if (!original) return;
  server.server.setRequestHandler(ListToolsRequestSchema, async (request, extra) => {
    const result = (await original(request, extra)) as ListToolsResult;
    return {
      ...result,
      tools: result.tools.map((tool) => {
        const { execution, ...rest } = tool as typeof tool & { execution?: { taskSupport?: string } };
        const keepExecution = execution && execution.taskSupport !== 'forbidden';
        return { ...rest, inputSchema: compactSchema(tool.inputSchema) as typeof tool.inputSchema, ...(keepExecution ? { execution } : {}) };
      }),
    };
  });
}
