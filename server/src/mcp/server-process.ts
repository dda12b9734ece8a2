/**
 * What a long-lived server process sets up before its first tool call other than an early search
 * (deferred from start-up, which only has to answer initialize and tools/list): the root made
 * ready for writes, and what search keeps running in the background (server-search.ts).
 */
import { prepareWorkspace } from '../services/prepare.js';
import type { Workspace } from '../services/workspace.js';
import { startServerSearch } from './server-search.js';

/** Returns what stops it (a server that ends before its process does: the in-process tests). */
export function prepareServerProcess(ws: Workspace): () => void {
  prepareWorkspace(ws, { sweep: false, onUnfinished: (u) => process.stderr.write(`project-memory: ${u.message} ${u.hint}\n`) });
  return startServerSearch(ws);
}
