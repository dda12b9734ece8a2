/**
 * A whole folder created at once: every file is written into a hidden staging folder next to the
 * target, then one rename puts it in place. A crash leaves no half-made folder, and of two
 * creators of the same folder exactly one wins (rename onto a non-empty folder fails).
 */
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { MemoryError } from '../core/errors.js';
import { ensureDirContained, moveContained, writeAtomic } from './fs-safe.js';
import { removeTreeAnchored } from './anchored-dir.js';
import { commitAll } from './history-store.js';
import type { MemoryRoot } from './root.js';

export function createFolderAtomically(root: MemoryRoot, targetRel: string, files: Readonly<Record<string, string>>, alreadyExists: () => MemoryError): void {
  const target = root.resolve(targetRel);
  if (target.stat) throw alreadyExists();
  const staging = path.join(path.dirname(target.abs), `.staging-${path.basename(target.abs)}-${randomBytes(6).toString('hex')}`);
  ensureDirContained(root.dir, staging);
  try {
    for (const [rel, text] of Object.entries(files)) writeAtomic(root.dir, path.join(staging, rel), text, rel);
    // Local history: the first version of every file, so that a hand edit cannot lose it.
    const kept = Object.entries(files).map(([rel, text]) => root.keepVersion(`${targetRel}/${rel}`, text));
    try {
      // Through the verified descriptors of both folders: a parent swapped for a link cannot
      // carry the new folder out of the root.
      moveContained(root.dir, staging, target.abs, targetRel, { folder: true });
      commitAll(kept);
    } catch (e) {
      for (const k of kept) k.discard();
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ENOTEMPTY' || code === 'EEXIST') throw alreadyExists();
      throw e;
    }
  } finally {
    removeTreeAnchored(root.dir, staging);
  }
}
