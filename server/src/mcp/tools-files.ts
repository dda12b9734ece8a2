import { z } from 'zod';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { appendToFile, deleteFile, patchFile, readFile, writeFile } from '../services/files.js';
import type { Workspace } from '../services/workspace.js';
import { guarded, text } from './result.js';
import { pathParam, projectParam, revisionParam } from './params.js';

const describeParams = {
  description: z.string().optional().describe('One-line description for the folder manifest.'),
  read_when: z.string().optional().describe('When a reader should open this file.'),
  stale_after: z.string().optional().describe('When this file goes out of date.'),
};

export function registerFileTools(server: McpServer, ws: Workspace): void {
  server.registerTool(
    'read_file',
    {
      title: 'Read memory file',
      description: 'Read a memory file: whole, as a heading outline (head_only), or a line range (offset/limit). Reports total lines and the revision to pass to writes.',
      inputSchema: {
        project: projectParam,
        path: pathParam,
        head_only: z.boolean().optional().describe('Only the heading outline with line numbers.'),
        offset: z.number().int().min(1).optional().describe('First line to return (1-indexed).'),
        limit: z.number().int().min(1).optional().describe('Number of lines to return (default 200 with offset).'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(async (args) => {
      const r = readFile(ws, args);
      const head = `${r.path} (${r.project}) · ${r.total_lines} lines · revision ${r.revision}`;
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
      description: 'Create or replace a memory file from content, or from content_file (absolute path of a UTF-8 draft file, e.g. a scratch file). Refuses secrets, auto-managed files and append-only logs that exist.',
      inputSchema: {
        project: projectParam,
        path: pathParam,
        content: z.string().optional().describe('The whole new text.'),
        content_file: z.string().optional().describe('Absolute path of a UTF-8 file holding the whole new text.'),
        expected_revision: revisionParam,
        ...describeParams,
      },
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
    guarded(async (args) => {
      const r = await writeFile(ws, args);
      const verb = r.created ? 'Created' : r.changed ? 'Replaced' : 'Unchanged:';
      return text(`${verb} ${r.path} (${r.project}) · ${r.total_lines} lines · revision ${r.revision}`);
    }),
  );

  server.registerTool(
    'patch_file',
    {
      title: 'Patch memory file',
      description:
        'Edit a memory file with SEARCH/REPLACE blocks: "<<<<<<< SEARCH\\nold\\n=======\\nnew\\n>>>>>>> REPLACE". Each SEARCH must match exactly once; all blocks apply or none.',
      inputSchema: {
        project: projectParam,
        path: pathParam,
        patch: z.string().describe('One or more SEARCH/REPLACE blocks.'),
        expected_revision: revisionParam,
      },
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    },
    guarded(async (args) => {
      const r = await patchFile(ws, args);
      return text(`Patched ${r.path} (${r.project}): ${r.blocks} block(s) at line(s) ${r.lines.join(', ')} · ${r.total_lines} lines · revision ${r.revision}`);
    }),
  );

  server.registerTool(
    'append_to_file',
    {
      title: 'Append to log',
      description: 'Append a record to an append-only file: decisions.md, updates/YYYY-MM-DD.md, correspondence/*.md, sessions/YYYY-MM-DD.md. Keeps manifests right.',
      inputSchema: {
        project: projectParam,
        path: pathParam,
        content: z.string().describe('The record to append.'),
        expected_revision: revisionParam,
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    guarded(async (args) => {
      const r = await appendToFile(ws, args);
      return text(`Appended to ${r.path} (${r.project}) · ${r.total_lines} lines · revision ${r.revision}`);
    }),
  );

  server.registerTool(
    'delete_file',
    {
      title: 'Delete memory file',
      description: 'Soft-delete a memory file: it moves to _trash/<stamp>/<original path> and indexes are updated. Returns the trash path.',
      inputSchema: { project: projectParam, path: pathParam, expected_revision: revisionParam },
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    },
    guarded(async (args) => {
      const r = deleteFile(ws, args);
      return text(`Moved ${r.path} (${r.project}) to ${r.trash_path}`);
    }),
  );
}
