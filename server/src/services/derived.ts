/**
 * Keeps every derived file in step after a memory file changed: the folder's `_index.yaml`, the
 * refs index, the ranked search indexes held in memory, and (for `_meta.yaml`) the projects index
 * and root manifest. Each update takes its
 * own lock and re-reads the files, so concurrent writers converge on what is on disk.
 */
import { MemoryError } from '../core/errors.js';
import { describePath } from '../core/path-rules.js';
import { applyDescription, withEntryDate, type DescriptionChange, type FolderManifest } from '../core/folder-manifest.js';
import { readProjectsIndex } from '../storage/projects-index.js';
import { updateManifest } from '../storage/folder-manifests.js';
import { refreshProjectsIndex } from '../storage/projects-index-build.js';
import { refreshRefs } from '../storage/refs-index.js';
import { refreshRootManifest } from './init.js';
import { noteRankedChange } from './ranked-indexes.js';
import { noteSubstringChange } from './substring-cache.js';
import { notePeopleChange } from './search-people.js';
import { folderOf, nameOf } from './file-target.js';
import { todayOf, type Workspace } from './workspace.js';

export interface ChangeEffects {
  description?: DescriptionChange;
  /** decisions.md appended: the folder manifest is flagged stale (docs/FORMATS.md#folder-manifest). */
  markStale?: boolean;
  /** an updates/ file written or appended: the folder records the date of its most recent entry. */
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
      if (effects.lastEntryDate) next = withEntryDate(next, effects.lastEntryDate);
      return next;
    });
  }
  refreshRefs(ws.root, rels);
  noteRankedChange(ws.root, rels);
  noteSubstringChange(ws.root, rels);
  notePeopleChange(ws.root, rels);
  if (rels.some((r) => /^projects\/[^/]+\/_meta\.yaml$/.test(r))) {
    refreshProjectsIndex(ws.root);
    refreshRootManifest(ws.root, date);
  }
}

const META = /^projects\/[^/]+\/_meta\.yaml$/;
const COUNTED = /^(projects\/[^/]+)\/(decisions\.md|sessions\/[^/]+)$/;
const PEOPLE_MD = /^projects\/[^/]+\/people\.md$/;
const PROFILE = /^_global\/(people|companies)\/[^/]+\.md$/;

/**
 * The derived files that a change of `rels` rewrites (afterChange, manifest.json; with `people`,
 * every project's people.md, which the file tools regenerate after a profile changed).
 */
function derivedFilesOf(ws: Workspace, rels: readonly string[], people: boolean): Set<string> {
  const out = new Set<string>(['_refs-index.json']);
  for (const rel of rels) {
    const folder = folderOf(rel);
    out.add(folder ? `${folder}/_index.yaml` : '_index.yaml');
    if (PEOPLE_MD.test(rel)) out.add(rel); // derived itself: regenerated, not written by the caller
    const counted = COUNTED.exec(rel);
    if (counted) out.add(`${counted[1]}/manifest.json`);
    if (META.test(rel)) {
      out.add('_projects-index.json');
      out.add('_index.yaml');
    }
    if (people && PROFILE.test(rel)) for (const p of readProjectsIndex(ws.root).projects) out.add(`projects/${p.slug}/people.md`);
  }
  return out;
}

/**
 * Checked before a change is written: every derived file it will rewrite is absent or a plain
 * file. Measured before this check, a folder, link, FIFO or hard link at `notes/_index.yaml`,
 * `_refs-index.json`, `manifest.json` or `people.md` made write_file, add_decision, log_session
 * and link_person_to_project write their file and then answer an error: a failed call that had
 * changed a file. Resolving refuses links and special files; folders and hard links are refused here.
 */
export function assertDerivedWritable(ws: Workspace, rels: readonly string[], { people = false }: { people?: boolean } = {}): void {
  for (const rel of derivedFilesOf(ws, rels, people)) {
    const { stat } = ws.root.resolve(rel);
    if (stat === null || (stat.isFile() && stat.nlink === 1)) continue;
    const what = stat.isDirectory() ? 'is a folder' : stat.isFile() ? `has ${stat.nlink} hard links` : 'is not a regular file';
    throw new MemoryError(
      'INVALID_PATH',
      `${describePath(rel)} ${what}, where the server keeps a derived file, so nothing was written.`,
      'Move it aside; rebuild_indexes makes the derived file again.',
    );
  }
}
