import { z } from 'zod';
import { emptyProjectListSentence, PROJECT_STATUSES, PROJECT_TYPES } from '../core/project-meta.js';
import type { Services } from './lazy.js';
import type { ToolHost } from './tool-host.js';
import type { Workspace } from '../services/workspace.js';
import { guarded, json, text } from './result.js';
import { pageOf, pageParams } from './paging.js';

const PROJECTS_PAGE = 100;

export function registerProjectTools(server: ToolHost, ws: Workspace, services: () => Promise<Services>): void {
  server.registerTool(
    'list_projects',
    {
      title: 'List projects',
      description: 'List projects with status and tags.',
      inputSchema: {
        status: z.enum(PROJECT_STATUSES).optional().describe('Only projects with this status.'),
        tag: z.string().optional().describe('Only projects with this tag.'),
        ...pageParams(PROJECTS_PAGE, 500),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(async (args) => {
      const s = await services();
      const projects = s.listProjects(ws, { status: args.status, tag: args.tag });
      if (!projects.length) return text(emptyProjectListSentence(s.countProjects(ws), args, 'Create one with create_project.'));
      const page = pageOf(projects, args, PROJECTS_PAGE, 'projects');
      return text(json(page.items), ...(page.note ? [page.note] : []));
    }),
  );

  server.registerTool(
    'create_project',
    {
      title: 'Create project',
      description: 'Create a project: its memory folder from the templates.',
      inputSchema: {
        slug: z.string().describe('kebab-case id, e.g. "billing-api".'),
        name: z.string().describe('Human name, e.g. "Billing API".'),
        type: z.enum(PROJECT_TYPES).optional().describe('Default "internal".'),
        status: z.enum(PROJECT_STATUSES).optional().describe('Default "active".'),
        company: z.string().optional().describe('Company slug.'),
        owner: z.string().optional().describe('Person slug.'),
        team: z.array(z.string()).optional().describe('Person slugs.'),
        tags: z.array(z.string()).optional().describe('Tags.'),
        aliases: z.array(z.string()).optional().describe('Other names for it.'),
        paths: z.array(z.string()).optional().describe('Absolute repo paths.'),
        shared: z.boolean().optional().describe('Also share_project it.'),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    guarded(async (args) => {
      const s = await services();
      const { shared, ...input } = args;
      if (!shared) {
        const entry = await s.createProject(ws, input);
        return text(`Created project "${entry.slug}" at ${entry.path}.`, json(entry));
      }
      const { entry, share } = await s.createSharedProject(ws, input);
      return text(`Created project "${entry.slug}", its memory shared in ${share.folder}. Commit it: ${share.next}`, json(entry));
    }),
  );

  server.registerTool(
    'use_project',
    {
      title: 'Bind repository',
      description: 'Bind a repo to a project (its default there).',
      inputSchema: {
        project: z.string().describe('Slug, alias or id.'),
        path: z.string().optional().describe('Absolute repo path; default cwd.'),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    guarded(async (args) => {
      const s = await services();
      const r = await s.useProject(ws, args.project, args.path);
      return text(`Bound ${r.path} to "${r.slug}"${r.moved_from ? ` (moved from "${r.moved_from}")` : ''}.`);
    }),
  );

  server.registerTool(
    'share_project',
    {
      title: 'Share project',
      description: "Move a project's memory into its repo's .project-memory/ for the team.",
      inputSchema: {
        project: z.string().optional().describe('Default: bound project.'),
        repo: z.string().optional().describe("Default: cwd's repo."),
        dry_run: z.boolean().optional().describe('Only report.'),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    guarded(async (args) => {
      const s = await services();
      const r = s.shareProject(ws, { project: args.project, repo: args.repo, dryRun: args.dry_run === true });
      return text(`${s.formatMove(r)} to ${r.folder}.${r.dry_run ? '' : ` Commit it: ${r.next}`}`);
    }),
  );

  server.registerTool(
    'unshare_project',
    {
      title: 'Unshare project',
      description: 'Undo share_project: its memory back to the root.',
      inputSchema: {
        project: z.string().optional().describe('Default: bound project.'),
        dry_run: z.boolean().optional().describe('Only report.'),
      },
      // It removes the repository's folder: MCP's default destructiveHint (true) holds.
      annotations: { readOnlyHint: false, idempotentHint: false, openWorldHint: false },
    },
    guarded(async (args) => {
      const s = await services();
      const r = s.unshareProject(ws, { project: args.project, dryRun: args.dry_run === true });
      return text(`${s.formatMove(r)} back into the memory root.${r.dry_run ? '' : ` Commit the removal: ${r.next}`}`);
    }),
  );
}
