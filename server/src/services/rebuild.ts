/** `rebuild_indexes` / `doctor --fix`: every derived file rebuilt from the files themselves. */
import { updateManifest } from '../storage/folder-manifests.js';
import { buildProjectsIndex, refreshProjectsIndex, type MetaProblem } from '../storage/projects-index-build.js';
import { readProjectsIndex } from '../storage/projects-index.js';
import { replaceRefsIndex } from '../storage/refs-index.js';
import { sweepTempFiles } from '../storage/fs-safe.js';
import { pointerSlugs } from '../storage/shared-repo.js';
import { sweepLockLeftovers } from '../storage/lock.js';
import { refreshRootManifest, initRoot } from './init.js';
import { regenerateAllPeopleMd } from './people-md.js';
import { walkFiles } from './walk.js';
import { parseDecisions } from '../core/decisions.js';
import { activeIds } from './decisions.js';
import { readManifestJson, updateManifestJson } from './project-json.js';
import { resolveScope } from './scope.js';
import { countSessions } from './sessions.js';
import { ensureCoreFiles } from './core-files.js';
import { todayOf, type Workspace } from './workspace.js';

export interface RebuildReport {
  projects_index_changed: boolean;
  root_manifest_changed: boolean;
  manifests_changed: string[];
  /** Projects' people.md files regenerated from the person files' links. */
  people_md_changed: string[];
  /** One sentence per people.md whose lines added by hand were kept while it was regenerated. */
  people_md_hand_edits: string[];
  /** manifest.json files whose derived keys (activeDecisionIds, sessionCount) were out of step. */
  manifest_json_changed: string[];
  refs_index_changed: boolean;
  files_indexed: number;
  temp_files_removed: number;
  problems: MetaProblem[];
  /** Core files (memory.md, manifest.json, ...) that were missing and were initialised. */
  core_files_created: string[];
}

/**
 * `dryRun` computes the same rebuild in memory and writes nothing: doctor reports exactly what
 * --fix would change. (The projects index, people.md and temp files are checked by doctor itself.)
 */
export function rebuildIndexes(ws: Workspace, { dryRun = false }: { dryRun?: boolean } = {}): RebuildReport {
  if (!dryRun) initRoot(ws, { sweep: false });
  const date = todayOf(ws);
  const projects = dryRun ? { changed: false, problems: [] } : refreshProjectsIndex(ws.root);
  // Missing core files are re-created first (docs/FORMATS.md#core-files), so the walk below indexes them.
  const coreCreated = dryRun ? [] : readProjectsIndex(ws.root).projects.flatMap((p) => ensureCoreFiles(ws, resolveScope(ws, p.slug)));
  const rootManifest = refreshRootManifest(ws.root, date, dryRun, dryRun ? buildProjectsIndex(ws.root).index : undefined);
  // Before the walk, so that manifests and the refs index see the regenerated people.md files.
  const people = dryRun ? { changed: [], notes: [] } : regenerateAllPeopleMd(ws, readProjectsIndex(ws.root).projects);
  const folders: string[] = [];
  const files = [...walkFiles(ws.root.dir, 'projects', [], folders), ...walkFiles(ws.root.dir, '_global', [], folders)];
  const manifestsChanged: string[] = [];
  // A shared project whose checkout is missing or refused has only its pointer in the root: no
  // manifest is written behind it (storage/root.ts refuses it).
  const unusable = new Set(pointerSlugs(ws.root.dir).filter((slug) => ws.root.mountedDir(slug) === undefined));
  for (const folder of folders) {
    if (folder === 'projects' || (folder.startsWith('projects/') && unusable.has(folder.split('/')[1] ?? ''))) continue;
    if (updateManifest(ws.root, folder, date, undefined, dryRun).changed) manifestsChanged.push(`${folder}/_index.yaml`);
  }
  const refsChanged = replaceRefsIndex(
    ws.root,
    files.map((f) => f.rel),
    dryRun,
  );
  const manifestJsonChanged = readProjectsIndex(ws.root)
    .projects.filter((p) => refreshManifestJson(ws, p.slug, dryRun))
    .map((p) => `projects/${p.slug}/manifest.json`);
  return {
    projects_index_changed: projects.changed,
    root_manifest_changed: rootManifest,
    manifests_changed: manifestsChanged,
    people_md_changed: people.changed,
    people_md_hand_edits: people.notes,
    manifest_json_changed: manifestJsonChanged,
    refs_index_changed: refsChanged,
    files_indexed: files.length,
    // Lock acquisitions killed midway count as temp files: `doctor --fix` is what LOCKED suggests.
    temp_files_removed: dryRun ? 0 : sweepTempFiles(ws.root.dir) + sweepLockLeftovers(ws.root.dir),
    problems: projects.problems,
    core_files_created: coreCreated,
  };
}

/**
 * The keys of manifest.json that the tools derive from other files. A writer killed between
 * decisions.md and manifest.json leaves them behind (measured in the SIGKILL suite); a hand-edited
 * or invalid manifest.json is left alone. Returns whether the file changed.
 */
function refreshManifestJson(ws: Workspace, slug: string, dryRun = false): boolean {
  try {
    const scope = resolveScope(ws, slug);
    const current = readManifestJson(ws.root, scope);
    if (!current) return false;
    const decisions = ws.root.readText(`${scope.dir}/decisions.md`)?.text ?? '';
    const derived = { activeDecisionIds: activeIds(parseDecisions(decisions).entries), sessionCount: countSessions(ws, scope.dir) };
    if (JSON.stringify(current.activeDecisionIds) === JSON.stringify(derived.activeDecisionIds) && current.sessionCount === derived.sessionCount) return false;
    return dryRun || updateManifestJson(ws.root, scope, derived);
  } catch {
    return false; // an unreadable decisions.md is reported by doctor, not a reason to stop the rebuild
  }
}
