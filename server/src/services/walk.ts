/** Lists the memory files of a scope: what search and rebuild look at. */
import type fs from 'node:fs';
import path from 'node:path';
import { listAnchored } from '../storage/anchored-dir.js';
import { isHiddenEntryName, SKIPPED_DIR_NAMES } from '../storage/scope-files.js';
import { mountedAbs } from '../storage/mounts.js';

export interface WalkedFile {
  /** Path relative to the root. */
  rel: string;
  abs: string;
}

/**
 * Depth-first, sorted, never following symlinks (a link could lead out of the root or loop).
 * Hidden entries (locks, staging, indexes, temp files) are skipped.
 */
export function walkFiles(rootDir: string, relDir: string, out: WalkedFile[] = [], folders?: string[]): WalkedFile[] {
  const absDir = mountedAbs(rootDir, relDir);
  // Listed through the folder's verified descriptor: a folder swapped for a link leading out of
  // the root lists nothing instead of the outside folder's names.
  const entries: fs.Dirent[] = listAnchored(rootDir, absDir);
  folders?.push(relDir);
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const ent of entries) {
    if (isHiddenEntryName(ent.name)) continue;
    const rel = relDir ? `${relDir}/${ent.name}` : ent.name;
    if (ent.isDirectory()) {
      if (!SKIPPED_DIR_NAMES.has(ent.name)) walkFiles(rootDir, rel, out, folders);
    } else if (ent.isFile()) {
      out.push({ rel, abs: path.join(absDir, ent.name) });
    }
  }
  return out;
}
