#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  initRoot,
  pendingJournalSlugs,
  recoverJournal,
  refreshProjectsIndex
} from "./chunk-7DI5DCLH.js";
import {
  projectsIndexIsStale
} from "./chunk-QFU6OW3S.js";
import {
  openWorkspace
} from "./chunk-TTECL22Z.js";

// server/src/services/prepare.ts
function prepareWorkspace(ws) {
  const { root } = ws;
  initRoot(ws);
  if (projectsIndexIsStale(root)) refreshProjectsIndex(root);
  for (const slug of pendingJournalSlugs(root)) root.lock(`dream:${slug}`, () => recoverJournal(root, slug));
  return ws;
}
function openPreparedWorkspace(opts = {}) {
  return prepareWorkspace(openWorkspace({ ...opts, create: true }));
}

export {
  prepareWorkspace,
  openPreparedWorkspace
};
