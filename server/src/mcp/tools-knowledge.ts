import { z } from 'zod';
import { coreFilesSentence } from '../core/project-files.js';
import { DECISION_STATUSES } from '../core/decisions.js';
import type { Services } from './lazy.js';
import type { ToolHost } from './tool-host.js';
import { DEFAULT_CONTEXT_CHARS } from '../core/context-budget.js';
import type { Workspace } from '../services/workspace.js';
import { guarded, text } from './result.js';
import { projectParam } from './params.js';

export function registerKnowledgeTools(server: ToolHost, ws: Workspace, services: () => Promise<Services>): void {
  server.registerTool(
    'add_decision',
    {
      title: 'Record decision',
      description: 'Record a decision in decisions.md; returns its id. To revise one, pass supersedes.',
      inputSchema: {
        project: projectParam,
        summary: z.string().describe('One line, for a future contributor.'),
        topic: z.string().optional().describe('Topic; /dream supersedes older ones on it.'),
        location: z.string().optional().describe('Repo path or glob it governs, e.g. "src/auth/".'),
        supersedes: z.string().optional().describe('Id(s) it replaces, e.g. "D3".'),
        status: z.enum(DECISION_STATUSES).optional().describe('Default Active.'),
        body: z.string().optional().describe('Context, alternatives, consequences.'),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    guarded(async (args) => {
      const s = await services();
      const r = await s.addDecision(ws, args);
      return text(
        `Recorded ${r.id} in ${r.project}/decisions.md${r.superseded.length ? `; ${r.superseded.join(', ')} now Superseded by ${r.id}` : ''}. Active: ${r.active.join(', ') || 'none'}.`,
      );
    }),
  );

  server.registerTool(
    'precheck_file',
    {
      title: 'Decisions covering a file',
      description: 'Decisions whose Location covers a repo file, newest first, stale ones flagged. Call before editing.',
      inputSchema: {
        project: projectParam,
        file: z.string().describe('Relative to the bound repo, or absolute.'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(async (args) => {
      const s = await services();
      return text(s.formatPrecheck(s.precheckFile(ws, args)));
    }),
  );

  server.registerTool(
    'log_session',
    {
      title: 'Log session',
      description: "Save this session's summary to sessions/YYYY-MM-DD.md. Call before stopping.",
      inputSchema: {
        project: projectParam,
        summary: z.string().optional().describe('What the session did.'),
        outcomes: z.array(z.string()).optional().describe('Concrete results.'),
        decisions: z.array(z.string()).optional().describe('Decisions made (ids or one-liners).'),
        open_questions: z.array(z.string()).optional().describe('Unresolved questions.'),
        next_step: z.string().optional().describe('The next thing to do.'),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    guarded(async (args) => {
      const s = await services();
      const r = await s.logSession(ws, args);
      return text(
        `Saved session ${r.section} in ${r.project}/${r.path} (${r.session_count} in sessions/). Also update memory.md (Current focus, Recent outcome, Next step) if they changed.`,
        ...[coreFilesSentence(r.core_files_created)].filter(Boolean),
        ...r.budget,
      );
    }),
  );

  server.registerTool(
    'get_project_context',
    {
      title: 'Project context',
      description: 'The session-start context: status, instructions, core memory, decisions.',
      inputSchema: {
        project: projectParam,
        budget_chars: z.number().int().min(500).max(100_000).optional().describe(`Default ${DEFAULT_CONTEXT_CHARS}.`),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(async (args) => {
      const s = await services();
      return text(s.buildProjectContext(ws, args).text);
    }),
  );

  server.registerTool(
    'wrap',
    {
      title: 'Hand-off block',
      description: 'Hand-off: status, focus, active decisions, recent outcomes, next step.',
      inputSchema: { project: projectParam },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(async (args) => {
      const s = await services();
      return text(s.wrapProject(ws, args).text);
    }),
  );
}
