/**
 * `_index.yaml`, the per-folder manifest (docs/FORMATS.md#folder-manifest). It is derived from the folder's files (the
 * entry list) plus the descriptions set through `update_file_description`, which live only here.
 */
import { isIsoDate } from './dates.js';
import { MemoryError } from './errors.js';

export interface ManifestEntry {
  name: string;
  description: string | null;
  read_when: string | null;
  stale_after: string | null;
}

export interface FolderManifest {
  last_updated: string;
  stale: boolean;
  description: string | null;
  last_entry_date: string | null;
  files: ManifestEntry[];
}

export const MANIFEST_HEADER = '# Auto-managed by the MCP server. Edit descriptions via update_file_description tool.\n';

/** The updates/ folder keeps only a folder description and the date of its last append. */
export function isSimplifiedFolder(relDir: string): boolean {
  return /(^|\/)updates$/.test(relDir);
}

export function emptyManifest(date: string, description: string | null = null): FolderManifest {
  return { last_updated: date, stale: false, description, last_entry_date: null, files: [] };
}

/**
 * Records an entry of `date` in the updates/ folder. `last_entry_date` is the date of the most
 * recent entry (docs/FORMATS.md#folder-manifest): back-filling an older day afterwards never moves it backwards.
 */
export function withEntryDate(manifest: FolderManifest, date: string): FolderManifest {
  if (!isIsoDate(date)) return manifest;
  const current = manifest.last_entry_date;
  return current !== null && current >= date ? manifest : { ...manifest, last_entry_date: date };
}

function optionalString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/**
 * Reads a parsed `_index.yaml` tolerantly: it is derived, so a damaged one is repaired from the
 * files rather than refused. Only entries with a usable name survive.
 */
export function normaliseManifest(data: unknown, fallbackDate: string): FolderManifest {
  const obj = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const files: ManifestEntry[] = [];
  const seen = new Set<string>();
  if (Array.isArray(obj.files)) {
    for (const raw of obj.files) {
      if (!raw || typeof raw !== 'object') continue;
      const e = raw as Record<string, unknown>;
      if (typeof e.name !== 'string' || e.name.includes('/') || seen.has(e.name)) continue;
      seen.add(e.name);
      files.push({
        name: e.name,
        description: optionalString(e.description),
        read_when: optionalString(e.read_when),
        stale_after: optionalString(e.stale_after),
      });
    }
  }
  const lastUpdated = typeof obj.last_updated === 'string' && isIsoDate(obj.last_updated) ? obj.last_updated : fallbackDate;
  const lastEntry = typeof obj.last_entry_date === 'string' && isIsoDate(obj.last_entry_date) ? obj.last_entry_date : null;
  return {
    last_updated: lastUpdated,
    stale: obj.stale === true,
    description: optionalString(obj.description),
    last_entry_date: lastEntry,
    files,
  };
}

/** Brings the entry list in line with the names actually in the folder, keeping descriptions. */
export function reconcileEntries(manifest: FolderManifest, names: readonly string[], simplified: boolean): FolderManifest {
  if (simplified) return { ...manifest, files: [] };
  const byName = new Map(manifest.files.map((f) => [f.name, f]));
  const files = [...names].sort().map((name) => byName.get(name) ?? { name, description: null, read_when: null, stale_after: null });
  return { ...manifest, files };
}

export interface DescriptionChange {
  description?: string | null | undefined;
  read_when?: string | null | undefined;
  stale_after?: string | null | undefined;
}

export function applyDescription(manifest: FolderManifest, name: string, change: DescriptionChange): FolderManifest {
  const files = manifest.files.map((f) => ({ ...f }));
  let entry = files.find((f) => f.name === name);
  if (!entry) {
    entry = { name, description: null, read_when: null, stale_after: null };
    files.push(entry);
    files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }
  if (change.description !== undefined) entry.description = change.description;
  if (change.read_when !== undefined) entry.read_when = change.read_when;
  if (change.stale_after !== undefined) entry.stale_after = change.stale_after;
  return { ...manifest, files };
}

export function manifestsEqual(a: FolderManifest, b: FolderManifest): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function assertDescriptionText(value: string | null | undefined, field: string): void {
  if (value == null) return;
  if (value.length > 500) throw new MemoryError('INVALID_INPUT', `${field} is ${value.length} characters; keep it under 500.`);
  if (!value.isWellFormed()) throw new MemoryError('INVALID_INPUT', `${field} contains an unpaired surrogate character; send valid Unicode text.`);
  if (/[\u0000-\u0008\u000b-\u001f\u007f]/.test(value) || value.includes('\n')) {
    throw new MemoryError('INVALID_INPUT', `${field} must be one line of text without control characters.`);
  }
}
