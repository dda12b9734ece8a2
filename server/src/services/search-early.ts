/**
 * Search before the root's preparation has run (a server's first calls, mcp/search-services.ts):
 * allowed only while that preparation would change nothing (prepare-check.ts), checked on every
 * call, so that the hits are those the prepared search would give. The projects index was just
 * found current, so it is read as it is.
 */
import { readProjectsIndex } from '../storage/projects-index.js';
import { preparedForReads } from './prepare-check.js';
import { searchScopes, type SearchArgs, type SearchResult } from './search-scan.js';
import type { Workspace } from './workspace.js';

/** The search's result, or undefined when the root needs its preparation first. */
export function searchIfPrepared(ws: Workspace, args: SearchArgs): SearchResult | undefined {
  if (!preparedForReads(ws)) return undefined;
  return searchScopes(ws, args, {}, (w) => readProjectsIndex(w.root));
}
