import { z } from 'zod';
import { coreFilesSentence } from '../core/project-files.js';
import type { Services } from './lazy.js';
import type { ToolHost } from './tool-host.js';
import type { Workspace } from '../services/workspace.js';
import { guarded, text } from './result.js';
import { projectParam } from './params.js';

export function registerDreamTools(server: ToolHost, ws: Workspace, services: () => Promise<Services>): void {
  server.registerTool(
    'consolidate',
    {
      title: 'Consolidate (/dream)',
      description:
        'The /dream consolidation: archive old sessions, flag stale decisions, compact retired ones, trim memory.md or apply memory_draft. Loses nothing.',
      inputSchema: {
        project: projectParam,
        dry_run: z.boolean().optional().describe('Default true (plan only); false applies.'),
        now: z.string().optional().describe('Run as this date (YYYY-MM-DD).'),
        memory_draft: z
          .string()
          .optional()
          .describe('Absolute path of your memory.md draft; lines it drops or rewords move to archive/. Refused without a canonical section or over budget.'),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    guarded(async (args) => {
      const s = await services();
      const { memory_draft, ...rest } = args;
      const memoryDraft = memory_draft === undefined ? undefined : await s.readMemoryDraft(memory_draft, ws.root.dir);
      const r = s.consolidate(ws, { ...rest, memoryDraft });
      const init = coreFilesSentence(r.core_files_created);
      const head = !r.changed
        ? init
          ? `Nothing to consolidate in ${r.project}. ${init}`
          : `Nothing to consolidate in ${r.project}; no file was written.`
        : r.applied
          ? `Applied consolidation of ${r.project} (undo: project-memory dream --undo).`
          : `Plan for ${r.project} (dry run; call with dry_run: false to apply):`;
      return r.changed ? text(head, ...(init ? [init] : []), r.report) : text(head);
    }),
  );
}
