/**
 * What a server walks soon after it starts, so that the first search of a session needs no walk.
 */
import { readProjectsIndex } from '../storage/projects-index.js';
import type { Scope } from './scope.js';
import { scopesOf } from './search-scan.js';
import type { SubstringCaches } from './substring-cache.js';
import type { Workspace } from './workspace.js';

/** Walks per scope: the first sets up its watches, the second is the one they vouch for. */
const CHECK_PASSES = 2;
/** The first calls of a session come in a burst; the walks wait for it to pass. */
const CHECK_AFTER_MS = 1000;

/**
 * Walks every scope twice in the background, a second after it starts, one scope per turn of the
 * event loop (~4 ms for 500 files), so that the first substring search of a session, coming
 * after the model's first turn, finds every walk still good and reads only its candidate files
 * (scope-watches.ts). `afterBulkWork` runs once they are done. Returns what stops it.
 */
export function checkScopesInBackground(ws: Workspace, caches: SubstringCaches, afterBulkWork?: () => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  let queue: Scope[] | undefined;
  const next = () => {
    timer = undefined;
    try {
      if (!queue) {
        const scopes = scopesOf(ws, '*', (w) => readProjectsIndex(w.root));
        queue = Array.from({ length: CHECK_PASSES }, () => scopes).flat();
      }
      const scope = queue.shift();
      if (!scope) {
        afterBulkWork?.(); // the walks left ~20,000 file stats behind
        return;
      }
      caches.check(scope);
    } catch {
      return; // derived data: a root that cannot be listed now is walked by the search itself
    }
    timer = setTimeout(next, 0);
    timer.unref();
  };
  timer = setTimeout(next, CHECK_AFTER_MS);
  timer.unref();
  return () => clearTimeout(timer);
}
