import { z } from 'zod';
import type { Services } from './lazy.js';
import type { ToolHost } from './tool-host.js';
import type { Workspace } from '../services/workspace.js';
import { guarded, text } from './result.js';
import { projectParam } from './params.js';

export function registerImportTools(server: ToolHost, ws: Workspace, services: () => Promise<Services>): void {
  server.registerTool(
    'import_memory',
    {
      title: 'Import memory',
      description:
        'Import CLAUDE.md, AGENTS.md, MEMORY.md, .jarvis, .projectmem, memory-bank, Cursor rules, auto memory; loses no line. dry_run (default) plans.',
      inputSchema: {
        project: projectParam,
        path: z.string().optional().describe('Source folder (default: cwd).'),
        dry_run: z.boolean().optional().describe('Default true; false imports.'),
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
