/**
 * What the tool modules (mcp/tools-*.ts) register their tools with: McpServer's own registerTool,
 * with the callback each module passes wrapped in the rules every call obeys, so that no tool can
 * forget one and no SDK request handler is replaced:
 * - the call runs as its tool's origin, so that the local history names who changed a file;
 * - a tool that is not annotated read-only has its arguments checked for secrets first
 *   (mcp/stored-arguments.ts); a failure is the call's error result;
 * - the call waits for another process's lock without stopping the server (storage/waits.ts).
 * The preparation of the root is not here: it is part of the services accessor (mcp/lazy.ts).
 */
import type { McpServer, RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js';
import { originFor, restartable, withOrigin } from '../services/origin.js';
import { serveCompactToolList } from './compact-list.js';
import type { Services } from './lazy.js';
import { errorResult } from './result.js';
import { assertNoStoredSecret } from './stored-arguments.js';

export interface ToolHost {
  registerTool: McpServer['registerTool'];
}

interface ToolConfig {
  inputSchema?: unknown;
  annotations?: { readOnlyHint?: boolean };
}

type Callback = (...params: unknown[]) => unknown;

/**
 * The host, `done()` to call once every tool is registered (it serves the compact tools/list), and
 * `warm()`, which validates an empty argument object against each tool's schema in the background:
 * the first validation of a schema costs a tool's first call ~7 ms (measured on search), paid in
 * the pause before the client's first call instead.
 */
export function createToolHost(server: McpServer, services: () => Promise<Services>): ToolHost & { done(): void; warm(): void } {
  const tools: [string, RegisteredTool][] = [];
  const register = (name: string, config: ToolConfig, cb: Callback): RegisteredTool => {
    const readOnly = config.annotations?.readOnlyHint === true;
    const run: Callback = (...params) =>
      withOrigin(originFor(name), async () => {
        if (!readOnly) {
          try {
            // With an input schema the SDK passes the parsed arguments first, then `extra`.
            await assertNoStoredSecret(name, config.inputSchema === undefined ? undefined : params[0], services);
          } catch (e) {
            return errorResult(e);
          }
        }
        // A wait for another process's lock is slept without blocking the server while the call
        // has changed nothing: the call then runs again (storage/waits.ts).
        return restartable(async () => cb(...params));
      });
    const tool = (server as unknown as { registerTool(n: string, c: ToolConfig, cb: Callback): RegisteredTool }).registerTool(name, config, run);
    tools.push([name, tool]);
    return tool;
  };
  return {
    registerTool: register as unknown as McpServer['registerTool'],
    done: () => serveCompactToolList(server, tools),
    warm: () => warmSchemas(tools.map(([, t]) => t)),
  };
}

/** One schema per turn of the event loop, so that a call that arrives meanwhile waits for one at most. */
function warmSchemas(tools: readonly RegisteredTool[]): void {
  const queue = [...tools];
  const next = () => {
    const schema = queue.shift()?.inputSchema as { safeParseAsync?: (v: unknown) => Promise<unknown> } | undefined;
    if (!schema && queue.length === 0) return;
    void schema?.safeParseAsync?.({})?.catch(() => undefined);
    setImmediate(next).unref();
  };
  next();
}
