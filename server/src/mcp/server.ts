/** Builds the MCP server: one module per tool group, each a thin adapter over the services. */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { Workspace } from '../services/workspace.js';
import type { Services } from './lazy.js';
import { createToolHost, type ToolHost } from './tool-host.js';
import { registerFileTools } from './tools-files.js';
import { registerIndexTools, type SearchTool } from './tools-index.js';
import { registerKnowledgeTools } from './tools-knowledge.js';
import { registerDreamTools } from './tools-dream.js';
import { registerImportTools } from './tools-import.js';
import { registerPeopleTools } from './tools-people.js';
import { registerProjectTools } from './tools-projects.js';

export const SERVER_NAME = 'project-memory';

/**
 * `services` loads the use cases and prepares the root on first use; `search` answers the search
 * tool (mcp/lazy.ts); `warm` readies the tools' argument validation in the background.
 */
export function buildServer(ws: Workspace, version: string, services: () => Promise<Services>, search?: SearchTool): { server: McpServer; warm: () => void } {
  const server = new McpServer(
    { name: SERVER_NAME, version },
    {
      instructions:
        'Durable project memory. At session start the project status and core memory are already in context. Search before loading archives; record decisions with add_decision; save a session summary with log_session before stopping. Never store secrets.',
    },
  );
  const tools = createToolHost(server, services);
  registerAllTools(tools, ws, services, search);
  tools.done();
  return { server, warm: tools.warm };
}

/** Every tool, in the order tools/list shows them. */
export function registerAllTools(host: ToolHost, ws: Workspace, services: () => Promise<Services>, search?: SearchTool): void {
  registerProjectTools(host, ws, services);
  registerFileTools(host, ws, services);
  registerIndexTools(host, ws, services, search);
  registerKnowledgeTools(host, ws, services);
  registerPeopleTools(host, ws, services);
  registerDreamTools(host, ws, services);
  registerImportTools(host, ws, services);
}
