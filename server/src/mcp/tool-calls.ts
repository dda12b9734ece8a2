/**
 * Runs `before` ahead of every tool call (the server prepares its root on the first one rather
 * than at start-up). A failure of `before` is the call's error result, and is retried next call.
 * The whole call runs as its tool's origin, so that the local history names who changed a file.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { originFor, withOrigin } from '../services/origin.js';
import { errorResult } from './result.js';

type Handler = (request: unknown, extra: unknown) => unknown;
type SetHandler = (schema: unknown, handler: Handler) => void;

/** Call before the first registerTool: McpServer installs its tools/call handler then. */
export function beforeToolCalls(server: McpServer, before: () => Promise<void>): void {
  const low = server.server as unknown as { setRequestHandler: SetHandler };
  const set = low.setRequestHandler.bind(low);
  low.setRequestHandler = (schema, handler) => {
    if (schema !== CallToolRequestSchema) return set(schema, handler);
    return set(schema, (request, extra) => {
      const name = (request as { params?: { name?: unknown } }).params?.name;
      return withOrigin(originFor(typeof name === 'string' ? name : 'unknown tool'), async () => {
        try {
          await before();
        } catch (e) {
          return errorResult(e);
        }
        return handler(request, extra);
      });
    });
  };
}
