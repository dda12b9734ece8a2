/** Builds the MCP server: one module per tool group, each a thin adapter over the services. */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { Workspace } from '../services/workspace.js';
import { compactToolList } from './compact-list.js';
import { beforeToolCalls } from './tool-calls.js';
import { checkStoredArguments } from './stored-arguments.js';
import { registerFileTools } from './tools-files.js';
import { registerIndexTools } from './tools-index.js';
import { registerKnowledgeTools } from './tools-knowledge.js';
import { registerDreamTools } from './tools-dream.js';
import { registerImportTools } from './tools-import.js';
import { registerPeopleTools } from './tools-people.js';
import { registerProjectTools } from './tools-projects.js';

export const SERVER_NAME = 'project-memory';

export interface ServerHooks {
  /** Awaited before every tool call (e.g. preparing the root once). */
  beforeToolCall?: () => Promise<void>;
}

export function buildServer(ws: Workspace, version: string, hooks: ServerHooks = {}): McpServer {
  const server = new McpServer(
    { name: SERVER_NAME, version },
    {
      instructions:
        'Durable project memory. At session start the project status and core memory are already in context. Search before loading archives; record decisions with add_decision; save a session summary with log_session before stopping. Never store secrets.',
    },
  );
  compactToolList(server);
  checkStoredArguments(server);
  beforeToolCalls(server, hooks.beforeToolCall ?? (async () => {}));
  registerProjectTools(server, ws);
  registerFileTools(server, ws);
  registerIndexTools(server, ws);
  registerKnowledgeTools(server, ws);
  registerPeopleTools(server, ws);
  registerDreamTools(server, ws);
  registerImportTools(server, ws);
  return server;
}
