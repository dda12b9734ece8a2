/**
 * The search use case (search-scan.ts does the work): the scopes of `project: "*"` come from the
 * projects index, rebuilt first when a `_meta.yaml` was edited by hand since it was written.
 */
import { currentProjectsIndex } from './projects.js';
import { searchScopes, type SearchArgs, type SearchOptions, type SearchResult } from './search-scan.js';
import type { Workspace } from './workspace.js';

export { formatHits } from './search-scan.js';
export type { PathFilter, SearchArgs, SearchHit, SearchMode, SearchOptions, SearchResult } from './search-scan.js';

export function searchMemory(ws: Workspace, args: SearchArgs, options: SearchOptions = {}): SearchResult {
  return searchScopes(ws, args, options, currentProjectsIndex);
}
