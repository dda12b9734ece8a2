/**
 * What `share` and `unshare` move (docs/FORMATS.md#team): every entry of the project folder, hidden
 * drafts, `_templates/`, a `_trash/` subfolder and empty folders included, except the derived and
 * server-private entries that are rebuilt where the memory lands. One plan, computed once from
 * the listing of the source, is what a dry run reports and what the real run moves. An entry that
 * cannot be copied as a plain file (a symbolic link, a named pipe, a socket, a device) makes the
 * whole move refused, named in one sentence, before anything is written.
 */
import { TEMP_SUFFIX } from '../path-rules.js';

export type TreeEntryKind = 'file' | 'folder' | 'link' | 'special';

export interface TreeEntry {
  /** `/`-separated, relative to the folder that was listed. */
  rel: string;
  kind: TreeEntryKind;
}

export interface MovePlan {
  /** Files copied, in listing order. */
  files: string[];
  /** Folders made at the target, parents first (empty ones included). */
  folders: string[];
  /** Entries left out: derived (rebuilt on first use) or the move's own files. */
  leftOut: string[];
  /** Entries that cannot be moved: the move is refused. */
  unmovable: TreeEntry[];
}

/** Derived or server-private in any project folder: folder manifests, the search index, locks, temp files and staging folders. */
export function isDerivedEntry(rel: string): boolean {
  const parts = rel.split('/');
  const name = parts[parts.length - 1] as string;
  if (name === '_index.yaml' || name.endsWith(TEMP_SUFFIX)) return true;
  return parts.length === 1 && (name === '.index' || name === '.locks');
}

/**
 * The plan for `entries` (a listing, parents before children). `ownEntry` names the top-level
 * entries the move itself writes or keeps (share's `.gitignore` and `.gitattributes` when they go
 * back, the root's pointer): left out too.
 */
export function planMove(entries: readonly TreeEntry[], ownEntry: (rel: string) => boolean = () => false): MovePlan {
  const plan: MovePlan = { files: [], folders: [], leftOut: [], unmovable: [] };
  const skipped: string[] = [];
  for (const e of entries) {
    if (skipped.some((s) => e.rel.startsWith(`${s}/`))) continue;
    if (isDerivedEntry(e.rel) || (!e.rel.includes('/') && ownEntry(e.rel))) {
      plan.leftOut.push(e.rel);
      if (e.kind === 'folder') skipped.push(e.rel);
      continue;
    }
    if (e.kind === 'file') plan.files.push(e.rel);
    else if (e.kind === 'folder') plan.folders.push(e.rel);
    else plan.unmovable.push(e);
  }
  return plan;
}

/** One sentence naming what cannot be moved (at most a few, then a count). */
export function unmovableSentence(what: string, folder: string, unmovable: readonly TreeEntry[]): string {
  const shown = unmovable.slice(0, 5).map((e) => `${JSON.stringify(e.rel)} (${e.kind === 'link' ? 'a symbolic link' : 'not a regular file or folder'})`);
  const more = unmovable.length > shown.length ? ` and ${unmovable.length - shown.length} more` : '';
  return `${what} cannot move ${shown.join(', ')}${more} from ${folder}, so nothing was moved.`;
}
