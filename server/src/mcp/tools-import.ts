import { z } from 'zod';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { services } from './lazy.js';
import type { Workspace } from '../services/workspace.js';
import { guarded, text } from './result.js';
import { projectParam } from './params.js';

export function registerImportTools(server: McpServer, ws: Workspace): void {
  server.registerTool(
    'import_memory',
    {
      title: 'Import existing memory',
      description:
        'Import CLAUDE.md, AGENTS.md, MEMORY.md, .jarvis/memory, .projectmem, memory-bank/, Cursor rules and Claude auto memory into the project. Source untouched; proves no line lost. dry_run (default) only plans.',
      inputSchema: {
        project: projectParam,
        path: z.string().optional().describe('Folder to import from; default: the working directory.'),
        dry_run: z.boolean().optional().describe('Default true: plan only. false imports.'),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    guarded(async (args) => {
      const s = await services();
      const r = await s.importMemory(ws, { project: args.project, path: args.path, dryRun: args.dry_run !== false });
      return text(s.formatImport(r));
    }),
  );
}
