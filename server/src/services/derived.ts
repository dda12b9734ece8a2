/**
 * Keeps every derived file in step after a memory file changed: the folder's `_index.yaml`, the
 * refs index, the ranked search indexes held in memory, and (for `_meta.yaml`) the projects index
 * and root manifest. Each update takes its
 * own lock and re-reads the files, so concurrent writers converge on what is on disk.
 */
import { applyDescription, type DescriptionChange, type FolderManifest } from '../core/folder-manifest.js';
import { updateManifest } from '../storage/folder-manifests.js';
import { refreshProjectsIndex } from '../storage/projects-index-build.js';
import { refreshRefs } from '../storage/refs-index.js';
import { refreshRootManifest } from './init.js';
import { noteRankedChange } from './ranked-indexes.js';
import { folderOf, nameOf } from './file-target.js';
import { todayOf, type Workspace } from './workspace.js';

export interface ChangeEffects {
  description?: DescriptionChange;
  /** decisions.md appended: the folder manifest is flagged stale (seed 000). */
  markStale?: boolean;
  /** an updates/ file appended: the folder records the date of its last entry. */
  lastEntryDate?: string;
}

export function afterChange(ws: Workspace, rels: readonly string[], effects: ChangeEffects = {}): void {
  const date = todayOf(ws);
  const folders = new Set(rels.map(folderOf));
  for (const folder of folders) {
    updateManifest(ws.root, folder, date, (m: FolderManifest) => {
      let next = m;
      for (const rel of rels) {
        if (folderOf(rel) !== folder) continue;
        const present = next.files.some((f) => f.name === nameOf(rel));
        if (effects.description && present) next = applyDescription(next, nameOf(rel), effects.description);
      }
      if (effects.markStale) next = { ...next, stale: true };
      if (effects.lastEntryDate) next = { ...next, last_entry_date: effects.lastEntryDate };
      return next;
    });
  }
  refreshRefs(ws.root, rels);
  noteRankedChange(ws.root, rels);
  if (rels.some((r) => /^projects\/[^/]+\/_meta\.yaml$/.test(r))) {
    refreshProjectsIndex(ws.root);
    refreshRootManifest(ws.root, date);
  }
}
