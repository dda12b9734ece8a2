/**
 * Every session pays for tools/list in context (budget: 16 KB for all tools, docs/ARCHITECTURE.md#performance), and
 * the SDK's JSON for a tool carries ~120 bytes that say nothing, dropped here:
 * - `execution: { taskSupport: "forbidden" }`, and the annotations `readOnlyHint: false`,
 *   `idempotentHint: false` and `destructiveHint: true`: the protocol's defaults (MCP's
 *   ToolAnnotations), so a client reads the same hints with or without them;
 * - `$schema` naming draft-07: our schemas use only keywords that mean the same in the default dialect;
 * - `additionalProperties: false`: the server strips unknown arguments rather than refusing them,
 *   so the schema without it describes what the server does.
 *
 * The list is served through the SDK's supported API: `Server.setRequestHandler`, which replaces
 * the handler McpServer installed (documented: "this will replace any previous request handler"),
 * building each entry from the public fields of the tool McpServer registered and the SDK's own
 * zod-to-JSON-Schema conversion, with the options McpServer's handler uses. Entry for entry it is
 * what the SDK's handler returns, compacted (test/integration/foundation.test.ts compares them).
 */
import type { McpServer, RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js';
import { toJsonSchemaCompat } from '@modelcontextprotocol/sdk/server/zod-json-schema-compat.js';
import { ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';

type ObjectSchema = Parameters<typeof toJsonSchemaCompat>[0];

export function compactToolEntry(tool: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...tool };
  const execution = out.execution as { taskSupport?: string } | undefined;
  if (execution && Object.keys(execution).length === 1 && execution.taskSupport === 'forbidden') delete out.execution;
  const annotations = out.annotations as Record<string, unknown> | undefined;
  if (annotations) out.annotations = withoutDefaultHints(annotations);
  const schema = out.inputSchema;
  if (schema && typeof schema === 'object') {
    const { $schema: _dialect, ...rest } = schema as Record<string, unknown>;
    if (rest.additionalProperties === false) delete rest.additionalProperties;
    out.inputSchema = rest;
  }
  return out;
}

/** MCP's ToolAnnotations defaults: readOnlyHint false, idempotentHint false, destructiveHint true. */
function withoutDefaultHints(annotations: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...annotations };
  // destructiveHint is meaningful only when readOnlyHint is false, so it is judged first.
  if (rest.destructiveHint === true && rest.readOnlyHint !== true) delete rest.destructiveHint;
  if (rest.readOnlyHint === false) delete rest.readOnlyHint;
  if (rest.idempotentHint === false) delete rest.idempotentHint;
  return rest;
}

/** The entry McpServer's own tools/list handler makes of `tool` (same fields, same order). */
export function sdkToolEntry(name: string, tool: RegisteredTool): Record<string, unknown> {
  const entry: Record<string, unknown> = {
    name,
    title: tool.title,
    description: tool.description,
    inputSchema: tool.inputSchema
      ? toJsonSchemaCompat(tool.inputSchema as ObjectSchema, { strictUnions: true, pipeStrategy: 'input' })
      : { type: 'object', properties: {} },
    annotations: tool.annotations,
    execution: tool.execution,
    _meta: tool._meta,
  };
  if (tool.outputSchema) entry.outputSchema = toJsonSchemaCompat(tool.outputSchema as ObjectSchema, { strictUnions: true, pipeStrategy: 'output' });
  return entry;
}

/**
 * Call once every tool is registered (McpServer installs its handler at the first registerTool).
 * `tools` is the live list of what was registered, in order; tools are never renamed or removed.
 */
export function serveCompactToolList(server: McpServer, tools: ReadonlyArray<readonly [string, RegisteredTool]>): void {
  server.server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: tools.filter(([, t]) => t.enabled).map(([name, t]) => compactToolEntry(sdkToolEntry(name, t)) as Tool),
  }));
}
