/** Read-only looks at a memory root for doctor and the Stop hook: leftovers and recent writes. */
import fs from 'node:fs';
import path from 'node:path';
import { countOwnTempFiles } from './fs-safe.js';
import { entryOf, listAnchored, openAnchoredDir, closeAnchoredDir } from './anchored-dir.js';
import { locksDir } from './lock.js';
import type { MemoryRoot } from './root.js';
import { mountedAbs } from './mounts.js';

/** Temp files the sweep would remove (ours by name, found without following a link). */
export function countTempFiles(dir: string): number {
  return countOwnTempFiles(dir);
}

export function countLockFiles(root: MemoryRoot): number {
  return listAnchored(root.dir, locksDir(root.dir)).filter((d) => d.name.endsWith('.lock')).length;
}

/**
 * Newest modification time of a memory file below `rel` (a project folder), derived manifests and
 * archive/ excluded: "did this session save anything?" without reading a file.
 */
export function newestWrite(root: MemoryRoot, rel: string, maxDepth = 4): number {
  let newest = 0;
  // Each folder through its verified descriptor, like every walk: a link is never followed.
  const walk = (dir: string, depth: number) => {
    let anchored;
    try {
      anchored = openAnchoredDir(root.dir, dir);
    } catch {
      return;
    }
    if (!anchored) return;
    const folders: string[] = [];
    try {
      for (const e of fs.readdirSync(anchored.via, { withFileTypes: true })) {
        if (e.name.startsWith('.')) continue;
        if (e.isDirectory()) {
          if (depth < maxDepth && e.name !== 'archive') folders.push(path.join(dir, e.name));
        } else if (e.isFile() && e.name !== '_index.yaml') {
          try {
            newest = Math.max(newest, fs.lstatSync(entryOf(anchored, e.name)).mtimeMs);
          } catch {
            /* removed meanwhile */
          }
        }
      }
    } catch {
      /* unreadable */
    } finally {
      closeAnchoredDir(anchored);
    }
    for (const f of folders) walk(f, depth + 1);
  };
  walk(mountedAbs(root.dir, rel), 0);
  return newest;
}

/** What a path outside the root is, for binding a repository: a folder, missing, or something else. */
export function pathKind(abs: string): 'folder' | 'missing' | 'other' {
  try {
    return fs.statSync(abs).isDirectory() ? 'folder' : 'other';
  } catch {
    return 'missing';
  }
}
