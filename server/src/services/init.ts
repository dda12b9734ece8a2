/** `project-memory init`: the root layout of docs/FORMATS.md#root, idempotent; never overwrites a file. */
import { stringifyYaml } from '../core/yaml-safe.js';
import { MANIFEST_HEADER } from '../core/folder-manifest.js';
import { PATTERNS, PREFERENCES, TEMPLATE_FILES } from '../core/templates.js';
import type { ProjectsIndex } from '../core/project-meta.js';
import { updateManifest } from '../storage/folder-manifests.js';
import { PROJECTS_INDEX, readProjectsIndex, renderProjectsIndex } from '../storage/projects-index.js';
import { REFS_INDEX } from '../storage/refs-index.js';
import { sweepTempFiles } from '../storage/fs-safe.js';
import type { MemoryRoot } from '../storage/root.js';
import { todayOf, type Workspace } from './workspace.js';
import { updateText } from '../storage/update-text.js';
import { MANAGED_FOLDERS, ROOT_FOLDERS } from './prepare-check.js';

function createIfMissing(root: MemoryRoot, rel: string, text: string, created: string[]): void {
  // A file that exists is never overwritten: one lstat instead of its lock and a read (a server's
  // first call prepares a root whose files all exist).
  if (root.exists(rel)) return;
  if (updateText(root, rel, (file) => (file === null ? text : null)).created) created.push(rel);
}

export function renderRootManifest(index: ProjectsIndex, date: string): string {
  const body = {
    last_updated: date,
    stale: false,
    description: 'Project memory root: one folder per project under projects/.',
    last_entry_date: null,
    projects: index.projects.map((p) => ({ slug: p.slug, name: p.name, status: p.status, path: p.path })),
    files: [],
  };
  return MANIFEST_HEADER + stringifyYaml(body);
}

/** Rewrites the root `_index.yaml` when the project list it shows has changed. */
export function refreshRootManifest(root: MemoryRoot, date: string, dryRun = false, fresh?: ProjectsIndex): boolean {
  const withoutDate = (t: string | undefined) => t?.replace(/^last_updated: .*$/m, '');
  // A dry run passes the index as --fix would rebuild it, not the possibly stale one on disk.
  const render = () => renderRootManifest(fresh ?? readProjectsIndex(root), date);
  if (dryRun) return withoutDate(root.readText('_index.yaml')?.text) !== withoutDate(render());
  return updateText(
    root,
    '_index.yaml',
    (file) => {
      const next = render();
      return withoutDate(file?.text) === withoutDate(next) ? null : next;
    },
    { lockKey: 'manifest:' },
  ).changed;
}

export interface InitReport {
  root: string;
  created: string[];
  sweptTempFiles: number;
}

/**
 * `sweep` walks the whole root for temp files of interrupted writers: worth it when the root is
 * initialised by hand and once per server process, not on every CLI command (16–45 ms on 10k files).
 */
export function initRoot(ws: Workspace, { sweep = true }: { sweep?: boolean } = {}): InitReport {
  const { root } = ws;
  const date = todayOf(ws);
  const created: string[] = [];
  for (const dir of ROOT_FOLDERS) {
    if (!root.isDirectory(dir)) {
      root.ensureDir(dir);
      created.push(`${dir}/`);
    }
  }
  for (const [name, text] of Object.entries(TEMPLATE_FILES)) createIfMissing(root, `_templates/${name}`, text, created);
  createIfMissing(root, '_global/preferences.md', PREFERENCES, created);
  createIfMissing(root, '_global/patterns.md', PATTERNS, created);
  for (const dir of MANAGED_FOLDERS) {
    if (!root.exists(`${dir}/_index.yaml`)) {
      updateManifest(root, dir, date);
      created.push(`${dir}/_index.yaml`);
    }
  }
  createIfMissing(root, PROJECTS_INDEX, renderProjectsIndex({ projects: [] }), created);
  createIfMissing(root, REFS_INDEX, `${JSON.stringify({ entries: {} }, null, 2)}\n`, created);
  if (!root.exists('_index.yaml')) {
    refreshRootManifest(root, date);
    created.push('_index.yaml');
  }
  return { root: root.dir, created, sweptTempFiles: sweep ? sweepTempFiles(root.dir) : 0 };
}

/** Cheap check used by every write path: make the root usable if it is new. */
export function ensureInitialised(ws: Workspace): void {
  if (!ws.root.exists('_projects-index.json') || !ws.root.isDirectory('_templates')) initRoot(ws);
}
