#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  rebuildIndexes
} from "./chunk-core-decision-rules.js";
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
  projectsIndexIsStale
} from "./chunk-core-project-meta.js";
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

// server/src/services/prepare.ts
function prepareWorkspace(ws, { sweep = false, onUnfinished } = {}) {
  const { root } = ws;
  try {
    initRoot(ws, { sweep });
  } catch (e) {
    if (isMemoryError(e) && (e.code === "IO" || e.code === "PATH_OUTSIDE_ROOT" || e.code === "INVALID_PATH")) return ws;
    throw e;
  }
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
  prepareWorkspace,
  workspaceOptions,
  writeWorkspace,
  readWorkspace
};
