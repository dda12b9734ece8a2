import { z } from 'zod';
import type { Services } from './lazy.js';
import type { ToolHost } from './tool-host.js';
import type { SearchArgs } from '../services/search.js';
import type { Workspace } from '../services/workspace.js';
import { guarded, json, text } from './result.js';
import { pathParam, projectParam } from './params.js';
import { pageOf, pageParams } from './paging.js';

const MANIFEST_PAGE = 200;
const REFS_PAGE = 200;
const REPORT_LIST_MAX = 100;

/** A rebuild of a large root changes thousands of manifests: each list shows its first 100 and a count. */
function boundReportLists(report: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(report)) {
    if (Array.isArray(v) && v.length > REPORT_LIST_MAX) {
      out[k] = v.slice(0, REPORT_LIST_MAX);
      out[`${k}_total`] = v.length;
    } else out[k] = v;
  }
  return out;
}

/** Answers the search tool with the text of its hits (mcp/lazy.ts: a server's early searches). */
export type SearchTool = (args: SearchArgs) => Promise<string>;

export function registerIndexTools(server: ToolHost, ws: Workspace, services: () => Promise<Services>, search?: SearchTool): void {
  const searchText: SearchTool =
    search ??
    (async (args) => {
      const s = await services();
      return s.formatHits(s.searchMemory(ws, args));
    });
  server.registerTool(
    'search',
    {
      title: 'Search memory',
      description: 'Search memory files; returns "path:line: text" hits.',
      inputSchema: {
        query: z.string().describe('Text (substring), pattern (regex) or words (ranked).'),
        mode: z.enum(['substring', 'regex', 'ranked']).optional().describe('Default substring; ranked: best files first (BM25).'),
        case_sensitive: z.boolean().optional().describe('Default false.'),
        path: z.string().optional().describe('Folder prefix or glob, e.g. "sessions/2026-*".'),
        project: projectParam.describe('Slug or alias, "_global", or "*" for all. Default: bound project.'),
        limit: z.number().int().min(1).max(1000).optional().describe('Max hits, default 50 (ranked 10).'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(async (args) => text(await searchText(args))),
  );

  server.registerTool(
    'get_folder_manifest',
    {
      title: 'Folder manifest',
      description: "A folder's _index.yaml: files with descriptions.",
      inputSchema: {
        project: projectParam,
        path: z.string().optional().describe('Folder, e.g. "knowledge". Default: the project root.'),
        ...pageParams(MANIFEST_PAGE, 1000),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(async (args) => {
      const s = await services();
      const r = s.getFolderManifest(ws, args);
      const page = pageOf(r.manifest.files, args, MANIFEST_PAGE, 'files');
      const body = json({ ...r.manifest, files: page.items, ...(page.note ? { files_total: page.total } : {}) });
      return text(`${r.project}/${r.folder}`, ...(page.note ? [body, page.note] : [body]));
    }),
  );

  server.registerTool(
    'update_file_description',
    {
      title: 'Describe file',
      description: "Set a file's description, read_when or stale_after in its folder manifest.",
      inputSchema: {
        project: projectParam,
        path: pathParam,
        description: z.string().nullable().optional().describe('What the file holds (null clears).'),
        read_when: z.string().nullable().optional().describe('When to read it (null clears).'),
        stale_after: z.string().nullable().optional().describe('When it goes stale (null clears).'),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    guarded(async (args) => {
      const s = await services();
      const r = await s.updateFileDescription(ws, args);
      return text(`Updated the manifest entry of ${r.path} (${r.project}).`, json(r.entry));
    }),
  );

  server.registerTool(
    'find_references',
    {
      title: 'Find references',
      description: 'Files that mention an @ref, #tag or [[link]].',
      inputSchema: {
        ref: z.string().optional().describe('A person/company slug, e.g. "john-doe".'),
        tag: z.string().optional().describe('A tag, e.g. "integration".'),
        link: z.string().optional().describe('A link target, e.g. "API Design".'),
        project: projectParam.describe('Limit to one project; "*" or omitted: everywhere.'),
        ...pageParams(REFS_PAGE, 1000),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(async (args) => {
      const s = await services();
      const r = s.findReferences(ws, { ref: args.ref, tag: args.tag, link: args.link, project: args.project ?? '*' });
      if (!r.files.length) return text(`No file mentions ${r.query}.`);
      const page = pageOf(r.files, args, REFS_PAGE, 'files');
      return text(`${r.query}:\n${page.items.join('\n')}${page.note ? `\n${page.note}` : ''}`);
    }),
  );

  server.registerTool(
    'rebuild_indexes',
    {
      title: 'Rebuild indexes',
      description: 'Rebuild the derived indexes from the files; reports changes.',
      inputSchema: {},
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    guarded(async () => {
      const s = await services();
      return text(json(boundReportLists(s.rebuildIndexes(ws) as unknown as Record<string, unknown>)));
    }),
  );
}
