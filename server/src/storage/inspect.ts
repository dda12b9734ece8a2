/** Read-only looks at a memory root for doctor and the Stop hook: leftovers and recent writes. */
import fs from 'node:fs';
import path from 'node:path';
import { forEachTempFile } from './fs-safe.js';
import { locksDir } from './lock.js';
import type { MemoryRoot } from './root.js';

export function countTempFiles(dir: string): number {
  let n = 0;
  forEachTempFile(dir, () => n++);
  return n;
}

export function countLockFiles(root: MemoryRoot): number {
  try {
    return fs.readdirSync(locksDir(root.dir)).filter((n) => n.endsWith('.lock')).length;
  } catch {
    return 0;
  }
}

/**
 * Newest modification time of a memory file below `rel` (a project folder), derived manifests and
 * archive/ excluded: "did this session save anything?" without reading a file.
 */
export function newestWrite(root: MemoryRoot, rel: string, maxDepth = 4): number {
  let newest = 0;
  const walk = (dir: string, depth: number) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.name.startsWith('.')) continue;
      const full = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (depth < maxDepth && e.name !== 'archive') walk(full, depth + 1);
      } else if (e.isFile() && e.name !== '_index.yaml') {
        try {
          newest = Math.max(newest, fs.statSync(full).mtimeMs);
        } catch {
          /* removed meanwhile */
        }
      }
    }
  };
  walk(path.join(root.dir, rel), 0);
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
