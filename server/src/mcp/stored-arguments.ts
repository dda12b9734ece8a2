/**
 * The one place where a tool's arguments are checked for secrets (docs/FORMATS.md#secrets): before any tool that
 * is not annotated read-only runs, every string in its arguments (names, tags, slugs, paths,
 * descriptions, summaries, …) is scanned, so a tool added later is covered without a line of its
 * own. The exceptions are the arguments that carry a file's new text (`content`, `patch`): their
 * service scans the file they would leave instead (a patch may quote a passage that is already in
 * the file, and a REPLACE can complete half a token that the REPLACE alone does not show).
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { services } from './lazy.js';
import { errorResult } from './result.js';

type Handler = (request: unknown, extra: unknown) => unknown;
type SetHandler = (schema: unknown, handler: Handler) => void;

/** Arguments whose text the tool's service checks as the whole resulting file. */
export const FILE_TEXT_ARGUMENTS: Record<string, readonly string[]> = {
  write_file: ['content'],
  patch_file: ['patch'],
  append_to_file: ['content'],
};

/** Call before the first registerTool, like compactToolList. */
export function checkStoredArguments(server: McpServer): void {
  const readOnly = new Set<string>();
  const register = server.registerTool.bind(server) as (...args: unknown[]) => unknown;
  (server as unknown as { registerTool: (...args: unknown[]) => unknown }).registerTool = (name: unknown, config: unknown, ...rest: unknown[]) => {
    const annotations = (config as { annotations?: { readOnlyHint?: boolean } } | undefined)?.annotations;
    if (typeof name === 'string' && annotations?.readOnlyHint === true) readOnly.add(name);
    return register(name, config, ...rest);
  };
  const low = server.server as unknown as { setRequestHandler: SetHandler };
  const set = low.setRequestHandler.bind(low);
  low.setRequestHandler = (schema, handler) => {
    if (schema !== CallToolRequestSchema) return set(schema, handler);
    return set(schema, async (request, extra) => {
      const params = (request as { params?: { name?: unknown; arguments?: unknown } }).params;
      const name = typeof params?.name === 'string' ? params.name : '';
      const args = params?.arguments;
      if (!readOnly.has(name) && args && typeof args === 'object') {
        const skip = FILE_TEXT_ARGUMENTS[name] ?? [];
        const checked = Object.fromEntries(Object.entries(args).filter(([k]) => !skip.includes(k)));
        try {
          await (await services()).assertNoSecretInFields(checked);
        } catch (e) {
          return errorResult(e);
        }
      }
      return handler(request, extra);
    });
  };
}
