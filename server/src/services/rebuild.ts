/** `rebuild_indexes` / `doctor --fix`: every derived file rebuilt from the files themselves. */
import { updateManifest } from '../storage/folder-manifests.js';
import { refreshProjectsIndex, type MetaProblem } from '../storage/projects-index-build.js';
import { readProjectsIndex } from '../storage/projects-index.js';
import { replaceRefsIndex } from '../storage/refs-index.js';
import { sweepTempFiles } from '../storage/fs-safe.js';
import { refreshRootManifest, initRoot } from './init.js';
import { regenerateAllPeopleMd } from './people-md.js';
import { walkFiles } from './walk.js';
import { todayOf, type Workspace } from './workspace.js';

export interface RebuildReport {
  projects_index_changed: boolean;
  root_manifest_changed: boolean;
  manifests_changed: string[];
  /** Projects' people.md files regenerated from the person files' links. */
  people_md_changed: string[];
  refs_index_changed: boolean;
  files_indexed: number;
  temp_files_removed: number;
  problems: MetaProblem[];
}

export function rebuildIndexes(ws: Workspace): RebuildReport {
  initRoot(ws);
  const date = todayOf(ws);
  const projects = refreshProjectsIndex(ws.root);
  const rootManifest = refreshRootManifest(ws.root, date);
  // Before the walk, so that manifests and the refs index see the regenerated people.md files.
  const peopleChanged = regenerateAllPeopleMd(ws, readProjectsIndex(ws.root).projects);
  const folders: string[] = [];
  const files = [...walkFiles(ws.root.dir, 'projects', [], folders), ...walkFiles(ws.root.dir, '_global', [], folders)];
  const manifestsChanged: string[] = [];
  for (const folder of folders) {
    if (folder === 'projects') continue;
    if (updateManifest(ws.root, folder, date).changed) manifestsChanged.push(`${folder}/_index.yaml`);
  }
  const refsChanged = replaceRefsIndex(ws.root, files.map((f) => f.rel));
  return {
    projects_index_changed: projects.changed,
    root_manifest_changed: rootManifest,
    manifests_changed: manifestsChanged,
    people_md_changed: peopleChanged,
    refs_index_changed: refsChanged,
    files_indexed: files.length,
    temp_files_removed: sweepTempFiles(ws.root.dir),
    problems: projects.problems,
  };
}
