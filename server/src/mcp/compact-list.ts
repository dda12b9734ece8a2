/**
 * Every session pays for tools/list in context (budget: 16 KB for all tools, docs/ARCHITECTURE.md#performance), and
 * the SDK's JSON for a tool carries ~120 bytes that say nothing, dropped here:
 * - `execution: { taskSupport: "forbidden" }` and `idempotentHint: false`: the protocol's defaults;
 * - `$schema` naming draft-07: our schemas use only keywords that mean the same in the default dialect;
 * - `additionalProperties: false`: the server strips unknown arguments rather than refusing them,
 *   so the schema without it describes what the server does.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

type Handler = (request: unknown, extra: unknown) => unknown;
type SetHandler = (schema: unknown, handler: Handler) => void;

export function compactToolEntry(tool: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...tool };
  const execution = out.execution as { taskSupport?: string } | undefined;
  if (execution && Object.keys(execution).length === 1 && execution.taskSupport === 'forbidden') delete out.execution;
  const annotations = out.annotations as Record<string, unknown> | undefined;
  if (annotations && annotations.idempotentHint === false) {
    const { idempotentHint: _default, ...rest } = annotations;
    out.annotations = rest;
  }
  const schema = out.inputSchema;
  if (schema && typeof schema === 'object') {
    const { $schema: _dialect, ...rest } = schema as Record<string, unknown>;
    if (rest.additionalProperties === false) delete rest.additionalProperties;
    out.inputSchema = rest;
  }
  return out;
}

/**
 * Call before the first registerTool: McpServer installs its tools/list handler then, through the
 * public setRequestHandler, which this wraps.
 */
export function compactToolList(server: McpServer): void {
  const low = server.server as unknown as { setRequestHandler: SetHandler };
  const set = low.setRequestHandler.bind(low);
  low.setRequestHandler = (schema, handler) => {
    if (schema !== ListToolsRequestSchema) return set(schema, handler);
    return set(schema, async (request, extra) => {
      const result = (await handler(request, extra)) as { tools?: Record<string, unknown>[] };
      return Array.isArray(result.tools) ? { ...result, tools: result.tools.map(compactToolEntry) } : result;
    });
  };
}
