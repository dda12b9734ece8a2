/**
 * Restoring a soft-deleted file from `_trash/<stamp>/<original path from the root>` (docs/FORMATS.md#trash).
 * The trash is a folder anyone can edit by hand, so the original path stored in a trash path is
 * untrusted: it goes through the same syntax, reserved-name and containment checks as any tool
 * path, must land in an existing project (or `_global`), and never replaces an existing file.
 */
import { MemoryError } from '../core/errors.js';
import { describePath, parseMemoryPath, reservedReason } from '../core/path-rules.js';
import { moveContained } from '../storage/fs-safe.js';
import { afterChange, assertDerivedWritable } from './derived.js';
import { refreshPeopleAfterProfileChange } from './people-md.js';
import type { Workspace } from './workspace.js';

/** `20261129T231045123Z`, as delete_file stamps it, optionally with a collision suffix. */
const STAMP = /^\d{8}T\d{9}Z(-[0-9a-f]{6})?$/;

export interface RestoreResult {
  trash_path: string;
  /** Root-relative path the file was restored to. */
  restored_to: string;
}

function badTrashPath(raw: string): MemoryError {
  return new MemoryError(
    'INVALID_PATH',
    `${describePath(raw)} is not a trash path; restore takes the path delete_file returned, like "_trash/20261129T231045123Z/projects/demo/notes/x.md".`,
  );
}

/** Splits a trash path into its stamp and the original root-relative components. */
export function parseTrashPath(raw: string): { stamp: string; original: string[] } {
  const parts = parseMemoryPath(raw, 'the trash path');
  const [first, stamp, ...original] = parts;
  if (first !== '_trash' || stamp === undefined || !STAMP.test(stamp) || original.length === 0) throw badTrashPath(raw);
  return { stamp, original };
}

/** The original path must name a file a tool could have deleted: inside a project or _global. */
function assertRestorable(original: readonly string[], shown: string): void {
  const [top, slug] = original;
  const inProject = top === 'projects' && slug !== undefined && original.length >= 3;
  const inGlobal = top === '_global' && original.length >= 2;
  if (!inProject && !inGlobal) {
    throw new MemoryError('INVALID_PATH', `${describePath(shown)} was not a file of a project or of _global, so it cannot be restored.`);
  }
  const scoped = original.slice(inProject ? 2 : 1);
  const reserved = reservedReason(scoped);
  if (reserved) throw new MemoryError('RESERVED_PATH', `${describePath(shown)} cannot be restored because ${reserved}.`);
  if (original.some((p) => p.startsWith('.')))
    throw new MemoryError('RESERVED_PATH', `${describePath(shown)} names a hidden file of the server, which is never restored.`);
}

export function restoreFromTrash(ws: Workspace, trashPath: string): RestoreResult {
  const { original } = parseTrashPath(trashPath);
  const rel = original.join('/');
  assertRestorable(original, rel);
  const source = ws.root.resolve(trashPath);
  if (source.stat === null)
    throw new MemoryError('NOT_FOUND', `${describePath(trashPath)} is not in the trash.`, 'Look under _trash/ in the memory root for the exact path.');
  if (!source.stat.isFile()) throw new MemoryError('INVALID_PATH', `${describePath(trashPath)} is not a regular file, so it is not restored.`);
  if (source.stat.nlink > 1)
    throw new MemoryError(
      'INVALID_PATH',
      `${describePath(trashPath)} has ${source.stat.nlink} hard links, so it may be a file from outside the memory root; it is not restored.`,
    );
  const scopeDir = original[0] === 'projects' ? `projects/${original[1]}` : '_global';
  if (!ws.root.isDirectory(scopeDir)) {
    throw new MemoryError(
      'NOT_FOUND',
      `The folder ${scopeDir} of ${describePath(rel)} no longer exists, so the file cannot be restored there.`,
      'Create the project again first, or copy the file by hand.',
    );
  }
  assertDerivedWritable(ws, [rel], { people: true });
  ws.root.lock(`file:${rel}`, () => {
    // Resolved under the lock: containment (no symlink leading out, none as the leaf) is checked
    // against the root as it is now, not as it was when the file was deleted.
    const target = ws.root.resolve(rel);
    if (target.stat !== null) {
      throw new MemoryError(
        'ALREADY_EXISTS',
        `${describePath(rel)} exists again, so restoring would overwrite it; nothing was changed.`,
        'Move or delete the current file first, or copy the trashed text by hand.',
      );
    }
    ws.root.keepVersion(rel, { movedFrom: trashPath }).around(() => moveContained(ws.root.dir, source.abs, target.abs, rel, { exclusive: true }));
  });
  afterChange(ws, [rel]);
  refreshPeopleAfterProfileChange(ws, rel);
  return { trash_path: trashPath, restored_to: rel };
}
