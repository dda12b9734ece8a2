/**
 * The part of a long-lived server's set-up that search needs, kept out of the use cases chunk so
 * that a server's first search can run before that chunk loads (mcp/search-services.ts): the
 * search indexes kept the server's way (written a second after the last change and on exit,
 * garbage collected after bulk work), the substring caches built in the background, and the
 * sweep of leftovers a few seconds after start. Once per workspace, whichever comes first: the
 * first search or the preparation of the use cases (server-process.ts).
 */
import { createRequire } from 'node:module';
import { sweepLeftovers } from '../services/prepare-check.js';
import { configureRankedIndexes } from '../services/ranked-indexes.js';
import { configureSubstringCaches } from '../services/substring-cache.js';
import { closeScopeWatches } from '../services/scope-watches.js';
import { checkScopesInBackground } from '../services/scope-checks.js';
import type { Workspace } from '../services/workspace.js';

/** The first calls of a session come in a burst; the sweep waits for it to pass. */
const SWEEP_AFTER_MS = 5000;

const started = new WeakMap<Workspace, { stop: () => void; users: number }>();

/** Starts it for `ws` (once); returns what stops it when every caller has called its stop. */
export function startServerSearch(ws: Workspace): () => void {
  let run = started.get(ws);
  if (!run) {
    // Once per server process, leftovers of writers that died are swept from the whole root: a walk
    // of every folder, so not on the first call (every walker skips temp files; nothing waits on it).
    const sweep = setTimeout(() => {
      sweepLeftovers(ws);
    }, SWEEP_AFTER_MS);
    sweep.unref();
    // The indexes are derived data: a failure to keep them is said on stderr, never to the model.
    const onWarning = (text: string) => void process.stderr.write(`${text}\n`);
    const collect = collectorAfterBulkWork();
    const indexes = configureRankedIndexes(ws.root, {
      persist: 'debounced',
      warmInBackground: true,
      watch: true,
      afterBulkWork: collect,
      onWarning,
    });
    const caches = configureSubstringCaches(ws.root, { buildInBackground: true, watch: true, onWarning });
    const stopChecks = checkScopesInBackground(ws, caches, collect);
    const flush = () => indexes.flush();
    process.on('exit', flush);
    const stop = () => {
      started.delete(ws);
      clearTimeout(sweep);
      stopChecks();
      process.off('exit', flush);
      indexes.close();
      caches.close();
      closeScopeWatches(ws.root.dir);
    };
    run = { stop, users: 0 };
    started.set(ws, run);
  }
  const mine = run;
  mine.users++;
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    if (--mine.users === 0) mine.stop();
  };
}

/** Collect once the heap grew by this much since the last collection. */
const GARBAGE_BEFORE_COLLECT = 12 * 1024 * 1024;

/**
 * Garbage collection after indexing: V8 otherwise lets the heap grow to several times what stays
 * alive (measured: ~250 MiB RSS while indexing 20 projects whose indexes keep ~55 MiB). Flags
 * cannot be passed on the plugin's command line, so --expose-gc is set at run time and `gc` taken
 * from a fresh context, where it is installed. A full collection costs ~10–30 ms, so it runs only
 * when the heap grew by GARBAGE_BEFORE_COLLECT.
 */
function collectorAfterBulkWork(): () => void {
  let collect: (() => void) | undefined | null = null;
  let usedHeap: (() => number) | undefined;
  let liveAfterLast = 0;
  return () => {
    if (collect === null) {
      try {
        const load = createRequire(import.meta.url);
        const v8 = load('node:v8') as typeof import('node:v8');
        v8.setFlagsFromString('--expose-gc');
        const gc = (load('node:vm') as typeof import('node:vm')).runInNewContext('gc') as unknown;
        collect = typeof gc === 'function' ? (gc as () => void) : undefined;
        usedHeap = () => v8.getHeapStatistics().used_heap_size;
      } catch {
        collect = undefined;
      }
    }
    if (!collect || !usedHeap) return;
    if (usedHeap() - liveAfterLast < GARBAGE_BEFORE_COLLECT) return;
    collect();
    liveAfterLast = usedHeap();
  };
}
