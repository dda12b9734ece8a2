/**
 * What the preparation of a root (prepare.ts) would find to do, checked without doing it: the
 * folders and files `initRoot` creates when missing, a stale projects index, a shared project to
 * settle, an interrupted /dream run to finish. Kept free of the code that does the work (YAML,
 * /dream), so that a server's first search can tell in a few dozen stats that the root needs no
 * preparation and answer from a small chunk (mcp/search-services.ts) before the use cases load.
 */
import { TEMPLATE_FILES } from '../core/templates.js';
import { sweepTempFiles } from '../storage/fs-safe.js';
import { sweepLockLeftovers } from '../storage/lock.js';
import { pendingJournalSlugs } from '../storage/journal.js';
import { PROJECTS_INDEX, projectsIndexIsStale } from '../storage/projects-index.js';
import { REFS_INDEX } from '../storage/refs-index.js';
import type { MemoryRoot } from '../storage/root.js';
import type { Workspace } from './workspace.js';

/** The folders of a root (docs/FORMATS.md#root), created by `initRoot` when missing. */
export const ROOT_FOLDERS = ['_global', '_global/people', '_global/companies', '_templates', '_trash', 'projects'];
/** Root folders that have an `_index.yaml` manifest. */
export const MANAGED_FOLDERS = ['_global', '_global/people', '_global/companies'];
/** The folders of every project. */
export const PROJECT_FOLDERS = ['knowledge', 'correspondence', 'updates', 'docs', 'notes', 'sessions', 'archive'] as const;

/** Every file `initRoot` creates when missing (it never overwrites one). */
export function rootLayoutFiles(): string[] {
  return [
    ...Object.keys(TEMPLATE_FILES).map((name) => `_templates/${name}`),
    '_global/preferences.md',
    '_global/patterns.md',
    ...MANAGED_FOLDERS.map((dir) => `${dir}/_index.yaml`),
    PROJECTS_INDEX,
    REFS_INDEX,
    '_index.yaml',
  ];
}

function rootLayoutComplete(root: MemoryRoot): boolean {
  return ROOT_FOLDERS.every((dir) => root.isDirectory(dir)) && rootLayoutFiles().every((rel) => root.exists(rel));
}

/** Shared projects (mounted from their repository) that lack project folders or their manifest. */
export function unsettledSharedProjects(ws: Workspace): { slug: string; missing: string[] }[] {
  const out: { slug: string; missing: string[] }[] = [];
  for (const slug of ws.root.mountedSlugs()) {
    const dir = `projects/${slug}`;
    if (!ws.root.readText(`${dir}/_meta.yaml`)) continue;
    const missing = PROJECT_FOLDERS.filter((f) => !ws.root.isDirectory(`${dir}/${f}`));
    if (missing.length === 0 && ws.root.readText(`${dir}/_index.yaml`) !== null) continue;
    out.push({ slug, missing });
  }
  return out;
}

/**
 * True when `prepareWorkspace` would change nothing: then a read may run before it. Checked again
 * on every call that relies on it (a person can delete a file or edit a `_meta.yaml` meanwhile).
 */
export function preparedForReads(ws: Workspace): boolean {
  try {
    return (
      rootLayoutComplete(ws.root) && !projectsIndexIsStale(ws.root) && unsettledSharedProjects(ws).length === 0 && pendingJournalSlugs(ws.root).length === 0
    );
  } catch {
    return false; // whatever failed, the preparation says it
  }
}

/**
 * Removes temp files of writers that died, from the whole root, and the leftovers of lock
 * acquisitions killed midway from `.locks`; best effort (derived leftovers).
 */
export function sweepLeftovers(ws: Workspace): number {
  try {
    return sweepTempFiles(ws.root.dir) + sweepLockLeftovers(ws.root.dir);
  } catch {
    return 0; // the next server, or rebuild_indexes, sweeps again
  }
}
