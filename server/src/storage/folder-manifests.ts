/** Reading and writing `_index.yaml` folder manifests, always under the folder's manifest lock. */
import { parseYaml, stringifyYaml } from '../core/yaml-safe.js';
import { TEMP_SUFFIX } from '../core/path-rules.js';
import {
  emptyManifest,
  isSimplifiedFolder,
  MANIFEST_HEADER,
  manifestsEqual,
  normaliseManifest,
  reconcileEntries,
  type FolderManifest,
} from '../core/folder-manifest.js';
import type { MemoryRoot } from './root.js';
import { MAX_FILE_BYTES, type TextFile } from './fs-safe.js';
import { updateText } from './update-text.js';

export const MANIFEST_NAME = '_index.yaml';
/**
 * A manifest lists every file of its folder (~100 bytes each): 20,000 files make ~2 MB, over the
 * 1 MiB of a hand-written YAML file. It is read up to what a write of it may reach, so that a large
 * folder's manifest is never taken for damaged and its descriptions reset.
 */
const MAX_MANIFEST_BYTES = MAX_FILE_BYTES;

function manifestPath(relDir: string): string {
  return relDir ? `${relDir}/${MANIFEST_NAME}` : MANIFEST_NAME;
}

export function renderManifest(m: FolderManifest): string {
  const ordered = {
    last_updated: m.last_updated,
    stale: m.stale,
    description: m.description,
    last_entry_date: m.last_entry_date,
    files: m.files.map((f) => ({ name: f.name, description: f.description, read_when: f.read_when, stale_after: f.stale_after })),
  };
  return MANIFEST_HEADER + stringifyYaml(ordered);
}

/** A damaged manifest is derived data: it is rebuilt from the folder, not allowed to fail a call. */
export function readManifest(root: MemoryRoot, relDir: string, date: string): FolderManifest {
  const file = root.readText(manifestPath(relDir));
  if (!file) return emptyManifest(date);
  try {
    return normaliseManifest(parseYaml(file.text, manifestPath(relDir), MAX_MANIFEST_BYTES), date);
  } catch {
    return emptyManifest(date);
  }
}

/** Names a folder manifest lists: regular files, not derived, hidden, temp or lock files. */
export function listableNames(root: MemoryRoot, relDir: string): string[] {
  return root
    .list(relDir)
    .filter((d) => d.isFile() && d.name !== MANIFEST_NAME && !d.name.startsWith('.') && !d.name.endsWith(TEMP_SUFFIX))
    .map((d) => d.name);
}

/**
 * Read-modify-write of one folder's manifest under its lock. The entry list is reconciled with
 * the folder on every update, so the manifest converges on the files even after hand edits.
 * Writes only when something changed (so `last_updated` does not churn). Returns the result.
 */
export function updateManifest(
  root: MemoryRoot,
  relDir: string,
  date: string,
  mutate: (m: FolderManifest) => FolderManifest = (m) => m,
  /** Compute only (doctor without --fix): say whether it would change, write nothing. */
  dryRun = false,
): { manifest: FolderManifest; changed: boolean } {
  let outcome: { manifest: FolderManifest; changed: boolean } = { manifest: emptyManifest(date), changed: false };
  const compute = (file: TextFile | null): string | null => {
    let before: FolderManifest | null = null;
    if (file) {
      try {
        before = normaliseManifest(parseYaml(file.text, manifestPath(relDir), MAX_MANIFEST_BYTES), date);
      } catch {
        before = null;
      }
    }
    const base = before ?? emptyManifest(date);
    const reconciled = reconcileEntries(base, listableNames(root, relDir), isSimplifiedFolder(relDir));
    const next = mutate(reconciled);
    const changed = !before || !manifestsEqual(before, next);
    if (!changed) {
      outcome = { manifest: next, changed: false };
      return null;
    }
    const stamped = { ...next, last_updated: date };
    outcome = { manifest: stamped, changed: true };
    return renderManifest(stamped);
  };
  updateText(root, manifestPath(relDir), compute, { lockKey: `manifest:${relDir}`, dryRun });
  return outcome;
}
