import { z } from 'zod';
import type { Services } from './lazy.js';
import type { ToolHost } from './tool-host.js';
import type { Workspace } from '../services/workspace.js';
import { guarded, text } from './result.js';
import { pathParam, projectParam, revisionParam } from './params.js';

const describeParams = {
  description: z.string().optional().describe('Manifest description.'),
  read_when: z.string().optional().describe('When to read it.'),
  stale_after: z.string().optional().describe('When it goes stale.'),
};

export function registerFileTools(server: ToolHost, ws: Workspace, services: () => Promise<Services>): void {
  server.registerTool(
    'read_file',
    {
      title: 'Read memory file',
      description: 'Read a memory file whole, as an outline (head_only) or a line range (offset/limit); `at`: an earlier version. Reports lines and revision.',
      inputSchema: {
        project: projectParam,
        path: pathParam,
        head_only: z.boolean().optional().describe('Heading outline only.'),
        offset: z.number().int().min(1).optional().describe('First line (1-indexed).'),
        limit: z.number().int().min(1).optional().describe('Line count (default 200).'),
        at: z.string().optional().describe('A revision (as reported) or ~N (N versions back).'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(async (args) => {
      const s = await services();
      const r = s.readFile(ws, args);
      const version = r.version ? ` · version of ${r.version.time} by ${r.version.tool}` : '';
      const head = `${r.path} (${r.project})${version} · ${r.total_lines} lines · revision ${r.revision}`;
      if (r.outline) {
        const lines = r.outline.map((o) => `${o.line}: ${'#'.repeat(o.level)} ${o.text}`);
        return text(`${head}\n${lines.length ? lines.join('\n') : '(no headings)'}`);
      }
      if (r.from_line !== undefined) {
        const range = r.from_line ? `lines ${r.from_line}-${r.to_line} of ${r.total_lines}` : `no lines: the file has ${r.total_lines}`;
        return text(`${head} · ${range}`, r.content ?? '');
      }
      return text(head, r.content ?? '');
    }),
  );

  server.registerTool(
    'write_file',
    {
      title: 'Write memory file',
      description: 'Create or replace a memory file from content or content_file. Secrets are refused.',
      inputSchema: {
        project: projectParam,
        path: pathParam,
        content: z.string().optional().describe('New text.'),
        content_file: z.string().optional().describe('Absolute path of a UTF-8 file.'),
        expected_revision: revisionParam,
        ...describeParams,
      },
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    guarded(async (args) => {
      const s = await services();
      const r = await s.writeFile(ws, args);
      const verb = r.created ? 'Created' : r.changed ? 'Replaced' : 'Unchanged:';
      return text(`${verb} ${r.path} (${r.project}) · ${r.total_lines} lines · revision ${r.revision}`, ...r.budget);
    }),
  );

  server.registerTool(
    'patch_file',
    {
      title: 'Patch memory file',
      description:
        'Edit a memory file with SEARCH/REPLACE blocks: "<<<<<<< SEARCH\\nold\\n=======\\nnew\\n>>>>>>> REPLACE". Each SEARCH must match once; all blocks apply or none.',
      inputSchema: {
        project: projectParam,
        path: pathParam,
        patch: z.string().describe('One or more SEARCH/REPLACE blocks.'),
        expected_revision: revisionParam,
      },
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    },
    guarded(async (args) => {
      const s = await services();
      const r = await s.patchFile(ws, args);
      return text(
        `Patched ${r.path} (${r.project}): ${r.blocks} block(s) at line(s) ${r.lines.join(', ')} · ${r.total_lines} lines · revision ${r.revision}`,
        ...r.budget,
      );
    }),
  );

  server.registerTool(
    'append_to_file',
    {
      title: 'Append to log',
      description: 'Append a record to a log: decisions.md, updates/*, correspondence/*, sessions/*.',
      inputSchema: {
        project: projectParam,
        path: pathParam,
        content: z.string().describe('The record to append.'),
        expected_revision: revisionParam,
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    guarded(async (args) => {
      const s = await services();
      const r = await s.appendToFile(ws, args);
      return text(`Appended to ${r.path} (${r.project}) · ${r.total_lines} lines · revision ${r.revision}`, ...r.budget);
    }),
  );

  server.registerTool(
    'delete_file',
    {
      title: 'Delete memory file',
      description: 'Move a memory file to _trash/; returns its trash path.',
      inputSchema: { project: projectParam, path: pathParam, expected_revision: revisionParam },
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    },
    guarded(async (args) => {
      const s = await services();
      const r = s.deleteFile(ws, args);
      return text(`Moved ${r.path} (${r.project}) to ${r.trash_path}`);
    }),
  );
}
