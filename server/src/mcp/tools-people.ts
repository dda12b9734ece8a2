import { z } from 'zod';
import type { Services } from './lazy.js';
import type { ToolHost } from './tool-host.js';
import type { LinkResult } from '../services/people.js';
import type { Workspace } from '../services/workspace.js';
import { guarded, text } from './result.js';
import { boundedList } from './paging.js';

const WRITE = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false } as const;
const IDEMPOTENT = { ...WRITE, idempotentHint: true } as const;

const person = z.string().describe('Person slug, e.g. "jane-doe".');
const project = z.string().optional().describe('Project slug. Default: bound project.');
const name = z.string().describe('Full name.');
const slug = z.string().optional().describe('Default: from name.');

function linkSummary(r: LinkResult, linked: boolean): string {
  const what = linked ? `${r.person} is linked to ${r.project}` : `${r.person} is not linked to ${r.project}`;
  return `${what}${r.changed ? '' : ' (no change)'}. ${r.people_md} lists: ${boundedList(r.people) || 'nobody'}.`;
}

export function registerPeopleTools(server: ToolHost, ws: Workspace, services: () => Promise<Services>): void {
  server.registerTool(
    'create_person',
    {
      title: 'Create person',
      description: 'Create a person file in _global/people.',
      inputSchema: {
        name,
        slug,
        title: z.string().optional().describe('Job title.'),
        company: z.string().optional().describe('Company slug or name.'),
        email: z.string().optional().describe('E-mail.'),
        phone: z.string().optional().describe('Phone.'),
        description: z.string().optional().describe('One line.'),
      },
      annotations: WRITE,
    },
    guarded(async (args) => {
      const s = await services();
      const r = await s.createPerson(ws, args);
      const company = args.company && !r.company_linked && r.company !== 'Other' ? ` (no company file "${args.company}": create_company to link it)` : '';
      return text(`Created ${r.path}${company}.`);
    }),
  );

  server.registerTool(
    'create_company',
    {
      title: 'Create company',
      description: 'Create a company file in _global/companies.',
      inputSchema: {
        name,
        slug,
        website: z.string().optional().describe('URL.'),
        industry: z.string().optional().describe('Industry.'),
        description: z.string().optional().describe('One line.'),
      },
      annotations: WRITE,
    },
    guarded(async (args) => {
      const s = await services();
      return text(`Created ${(await s.createCompany(ws, args)).path}.`);
    }),
  );

  server.registerTool(
    'edit_person_notes',
    {
      title: 'Person notes',
      description: "Append to or replace a person's notes.",
      inputSchema: {
        person,
        notes: z.string().describe('Markdown, no # or ## headings.'),
        mode: z.enum(['append', 'replace']).optional().describe('Default append.'),
      },
      annotations: WRITE,
    },
    guarded(async (args) => {
      const s = await services();
      const r = await s.editPersonNotes(ws, args);
      return text(r.changed ? `Notes of ${r.person} updated (${r.mode}).` : `Notes of ${r.person} unchanged.`);
    }),
  );

  server.registerTool(
    'link_person_to_project',
    {
      title: 'Link person',
      description: 'Link a person to a project (updates people.md).',
      inputSchema: { person, project },
      annotations: IDEMPOTENT,
    },
    guarded(async (args) => {
      const s = await services();
      return text(linkSummary(await s.linkPersonToProject(ws, args), true));
    }),
  );

  server.registerTool(
    'unlink_person_from_project',
    {
      title: 'Unlink person',
      description: 'Unlink a person from a project (updates people.md).',
      inputSchema: { person, project },
      annotations: IDEMPOTENT,
    },
    guarded(async (args) => {
      const s = await services();
      return text(linkSummary(await s.unlinkPersonFromProject(ws, args), false));
    }),
  );
}
