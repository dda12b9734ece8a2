/**
 * Finishing or undoing a `share` or `unshare` (services/share.ts) from its journal
 * (storage/move-journal.ts), whether the move failed in this process or a process was killed
 * midway. The rule: past the commit point the move is completed, before it the move is undone,
 * so the memory is whole in exactly one place. Nothing a person wrote is deleted: a copy is
 * removed only while it still holds exactly what the move wrote, the old place's files go to
 * `_trash/`, and a file written into the repository's folder after unshare copied it is kept in
 * `_trash/` before that folder goes.
 */
import path from 'node:path';
import { readMoveJournal, removeMoveJournal, movingSlugs, type MoveJournal } from '../storage/move-journal.js';
import { writeAtomic } from '../storage/fs-safe.js';
import { planMove } from '../core/team/move-plan.js';
import { POINTER_NAME, pointerPath, readPointer, SHARED_DIR } from '../storage/shared-repo.js';
import { digestOf, listTree, moveEntriesAside, pathExists, readFiles, removeIfPresent, removeTree, renameInPlace, treeHolds } from '../storage/shared-move.js';
import { trashStamp } from './files.js';
import type { Workspace } from './workspace.js';

/** One move of a project at a time, and never beside its recovery. */
export function moveLockKey(slug: string): string {
  return `share:${slug}`;
}

function ownFolder(ws: Workspace, slug: string): string {
  return path.join(ws.root.dir, 'projects', slug);
}

function trashFolder(ws: Workspace, slug: string): string {
  return path.join(ws.root.dir, '_trash', trashStamp(ws.now()), 'projects', slug);
}

/** Undoes a move before its commit point: the copy goes (only if it is still exactly the copy), the source stays. */
export function undoMove(ws: Workspace, j: MoveJournal): void {
  removeIfPresent(j.staging);
  if (j.op === 'share' && j.created && pathExists(j.dir) && treeHolds(j.dir, new Map(Object.entries(j.digests)))) removeTree(j.dir, j.removing);
  removeMoveJournal(ws.root.dir, j.slug);
}

/** Completes a share past its commit point: the root's copies go to `_trash/`, never deleted. */
export function completeShare(ws: Workspace, j: MoveJournal): void {
  moveEntriesAside(ownFolder(ws, j.slug), trashFolder(ws, j.slug), [POINTER_NAME]);
  removeIfPresent(j.staging);
  removeMoveJournal(ws.root.dir, j.slug);
}

/** The files of the repository's folder that the move did not copy as they are now (written after the copy). */
function lateFiles(dir: string, j: MoveJournal): Map<string, Buffer> {
  const plan = planMove(listTree(dir), (rel) => rel === '.gitignore' || rel === '.gitattributes');
  return new Map([...readFiles(dir, plan.files)].filter(([rel, bytes]) => j.digests[rel] !== digestOf(bytes)));
}

/** The root's old folder of an unshare (the pointer, set aside): anything else in it goes to `_trash/`. */
function dropAside(ws: Workspace, j: MoveJournal): void {
  if (!pathExists(j.aside)) return;
  moveEntriesAside(j.aside, trashFolder(ws, j.slug), [POINTER_NAME]);
  removeIfPresent(j.aside);
}

/** Completes an unshare past its commit point: the repository's folder goes (late files kept in `_trash/`), the old pointer too. */
export function completeUnshare(ws: Workspace, j: MoveJournal): void {
  const current = pathExists(j.dir) ? j.dir : pathExists(j.removing) ? j.removing : null;
  if (current !== null) {
    const trash = trashFolder(ws, j.slug);
    for (const [rel, bytes] of lateFiles(current, j)) writeAtomic(ws.root.dir, path.join(trash, rel), bytes, `_trash/.../${rel}`);
    removeTree(j.dir, j.removing);
  }
  dropAside(ws, j);
  removeIfPresent(j.staging);
  removeMoveJournal(ws.root.dir, j.slug);
}

/** Hidden names beside the folders of the move, as share.ts makes them: a journal naming anything else is not acted on. */
function plausible(ws: Workspace, j: MoveJournal): boolean {
  const own = ownFolder(ws, j.slug);
  const hiddenBeside = (p: string, of: string) =>
    path.dirname(p) === path.dirname(of) && path.basename(p).startsWith('.') && path.basename(p) !== path.basename(of);
  if (path.basename(j.dir) !== SHARED_DIR || !hiddenBeside(j.removing, j.dir)) return false;
  return j.op === 'share' ? hiddenBeside(j.staging, j.dir) : hiddenBeside(j.staging, own) && hiddenBeside(j.aside, own);
}

/**
 * Finishes the interrupted move of `slug`, if any (call under moveLockKey). True when an unshare
 * was completed: the root's project then needs its derived files rebuilt.
 */
export function finishInterruptedMove(ws: Workspace, slug: string): boolean {
  const j = readMoveJournal(ws.root.dir, slug);
  if (!j || !plausible(ws, j)) return false;
  const own = ownFolder(ws, slug);
  if (j.op === 'share') {
    const pointer = readPointer(ws.root.dir, slug);
    if (pointer?.dir === j.dir && pathExists(j.dir)) completeShare(ws, j);
    else undoMove(ws, j);
    return false;
  }
  const ownHasPointer = pathExists(pointerPath(ws.root.dir, slug));
  // Past the commit point: the copy is the root's folder (its _meta.yaml there, the pointer gone).
  if (pathExists(own) && !ownHasPointer && pathExists(path.join(own, '_meta.yaml'))) {
    completeUnshare(ws, j);
    return true;
  }
  if (!pathExists(own)) {
    if (j.staged && pathExists(j.staging)) {
      renameInPlace(j.staging, own);
      ws.root.unmount(slug);
      completeUnshare(ws, j);
      return true;
    }
    if (pathExists(j.aside)) renameInPlace(j.aside, own);
  } else if (ownHasPointer) dropAside(ws, j); // the pointer is in place: an aside is a leftover of it
  // Before the commit point: the repository's folder is untouched, the copy goes.
  undoMove(ws, j);
  return false;
}

/** Every interrupted move of the root, finished (services/prepare.ts). Slugs whose unshare completed. */
export function finishInterruptedMoves(ws: Workspace): string[] {
  const completed: string[] = [];
  for (const slug of movingSlugs(ws.root.dir)) if (ws.root.lock(moveLockKey(slug), () => finishInterruptedMove(ws, slug))) completed.push(slug);
  return completed;
}
