#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  digestOf,
  listTree,
  moveEntriesAside,
  pathExists,
  planMove,
  readFiles,
  rebuildIndexes,
  removeIfPresent,
  removeTree,
  renameInPlace,
  trashStamp,
  treeHolds
} from "./chunk-core-closest-passage.js";
import {
  initRoot,
  pendingJournalSlugs,
  recoverJournal,
  refreshProjectsIndex,
  unsettledSharedProjects
} from "./chunk-core-folder-manifest.js";
import {
  openWorkspace
} from "./chunk-services-open.js";
import {
  movingSlugs,
  readMoveJournal,
  removeMoveJournal
} from "./chunk-core-limits.js";
import {
  POINTER_NAME,
  SHARED_DIR,
  pointerPath,
  projectsIndexIsStale,
  readPointer
} from "./chunk-core-project-meta.js";
import {
  writeAtomic
} from "./chunk-storage-atomic-file.js";
import {
  stringFlag
} from "./chunk-cli-args.js";
import {
  isMemoryError
} from "./chunk-core-errors.js";

// server/src/services/shared-settle.ts
function settleSharedProjects(ws) {
  const settled = [];
  for (const { slug, missing } of unsettledSharedProjects(ws)) {
    for (const f of missing) ws.root.ensureDir(`projects/${slug}/${f}`);
    settled.push(slug);
  }
  if (settled.length) rebuildIndexes(ws);
  return settled;
}

// server/src/services/share-recovery.ts
import path from "node:path";
function moveLockKey(slug) {
  return `share:${slug}`;
}
function ownFolder(ws, slug) {
  return path.join(ws.root.dir, "projects", slug);
}
function trashFolder(ws, slug) {
  return path.join(ws.root.dir, "_trash", trashStamp(ws.now()), "projects", slug);
}
function undoMove(ws, j) {
  removeIfPresent(j.staging);
  if (j.op === "share" && j.created && pathExists(j.dir) && treeHolds(j.dir, new Map(Object.entries(j.digests)))) removeTree(j.dir, j.removing);
  removeMoveJournal(ws.root.dir, j.slug);
}
function completeShare(ws, j) {
  moveEntriesAside(ownFolder(ws, j.slug), trashFolder(ws, j.slug), [POINTER_NAME]);
  removeIfPresent(j.staging);
  removeMoveJournal(ws.root.dir, j.slug);
}
function lateFiles(dir, j) {
  const plan = planMove(listTree(dir), (rel) => rel === ".gitignore" || rel === ".gitattributes");
  return new Map([...readFiles(dir, plan.files)].filter(([rel, bytes]) => j.digests[rel] !== digestOf(bytes)));
}
function dropAside(ws, j) {
  if (!pathExists(j.aside)) return;
  moveEntriesAside(j.aside, trashFolder(ws, j.slug), [POINTER_NAME]);
  removeIfPresent(j.aside);
}
function completeUnshare(ws, j) {
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
function plausible(ws, j) {
  const own = ownFolder(ws, j.slug);
  const hiddenBeside = (p, of) => path.dirname(p) === path.dirname(of) && path.basename(p).startsWith(".") && path.basename(p) !== path.basename(of);
  if (path.basename(j.dir) !== SHARED_DIR || !hiddenBeside(j.removing, j.dir)) return false;
  return j.op === "share" ? hiddenBeside(j.staging, j.dir) : hiddenBeside(j.staging, own) && hiddenBeside(j.aside, own);
}
function finishInterruptedMove(ws, slug) {
  const j = readMoveJournal(ws.root.dir, slug);
  if (!j || !plausible(ws, j)) return false;
  const own = ownFolder(ws, slug);
  if (j.op === "share") {
    const pointer = readPointer(ws.root.dir, slug);
    if (pointer?.dir === j.dir && pathExists(j.dir)) completeShare(ws, j);
    else undoMove(ws, j);
    return false;
  }
  const ownHasPointer = pathExists(pointerPath(ws.root.dir, slug));
  if (pathExists(own) && !ownHasPointer && pathExists(path.join(own, "_meta.yaml"))) {
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
  } else if (ownHasPointer) dropAside(ws, j);
  undoMove(ws, j);
  return false;
}
function finishInterruptedMoves(ws) {
  const completed = [];
  for (const slug of movingSlugs(ws.root.dir)) if (ws.root.lock(moveLockKey(slug), () => finishInterruptedMove(ws, slug))) completed.push(slug);
  return completed;
}

// server/src/services/prepare.ts
function prepareWorkspace(ws, { sweep = false, onUnfinished } = {}) {
  const { root } = ws;
  try {
    initRoot(ws, { sweep });
  } catch (e) {
    if (isMemoryError(e) && (e.code === "IO" || e.code === "PATH_OUTSIDE_ROOT" || e.code === "INVALID_PATH")) return ws;
    throw e;
  }
  if (finishInterruptedMoves(ws).length) rebuildIndexes(ws);
  if (projectsIndexIsStale(root)) refreshProjectsIndex(root);
  settleSharedProjects(ws);
  for (const slug of pendingJournalSlugs(root)) {
    const r = root.lock(`dream:${slug}`, () => recoverJournal(root, slug));
    if (r.unfinished) onUnfinished?.(r.unfinished);
  }
  return ws;
}
function openPreparedWorkspace(opts = {}) {
  return prepareWorkspace(openWorkspace({ ...opts, create: true }));
}

// server/src/cli/workspace.ts
function workspaceOptions(args, io) {
  return { root: stringFlag(args.flags, "root"), rootFrom: io.cwd, cwd: io.cwd, env: io.env };
}
function writeWorkspace(args, io) {
  return openPreparedWorkspace(workspaceOptions(args, io));
}
function readWorkspace(args, io) {
  return prepareWorkspace(openWorkspace({ ...workspaceOptions(args, io), create: false }));
}

export {
  settleSharedProjects,
  moveLockKey,
  undoMove,
  completeShare,
  completeUnshare,
  finishInterruptedMove,
  prepareWorkspace,
  workspaceOptions,
  writeWorkspace,
  readWorkspace
};
