/**
 * The use cases, behind one dynamic import (see services.ts), and the server process prepared
 * before the first of them runs: every tool handler starts with `await services()`, so the
 * preparation of the root (docs/ARCHITECTURE.md#tool-call) is part of getting the use cases
 * rather than a wrapper around the SDK's request handling. Start-up answers initialize and
 * tools/list without either. A failed preparation is the failing call's error (its handler turns
 * the rejection into a tool result) and is tried again on the next call.
 *
 * Search has a way of its own until the use cases are loaded: a small chunk (search-services.ts)
 * answers it while the root needs no preparation, so the first search of a session waits neither
 * for the whole chunk nor for a preparation that would change nothing.
 */
import { performance } from 'node:perf_hooks';
import type { SearchArgs } from '../services/search.js';
import type { Workspace } from '../services/workspace.js';
import { outsideCalls } from '../services/origin.js';

export type Services = typeof import('./services.js');

export interface LazyServices {
  /** The use cases, once `ws`'s server process is prepared (once per server). */
  services(): Promise<Services>;
  /** The search tool's answer (the text of its hits). */
  search(args: SearchArgs): Promise<string>;
  /** Loads the use cases now, or once searches have paused for a moment (loading blocks the process). */
  preload(): void;
  /** Stops what the preparation started (search index writes); nothing when it never ran. */
  dispose(): Promise<void>;
}

/**
 * A search answered early defers the preload this long: loading blocks the process for ~100 ms
 * (more on a loaded machine), and the next search of a burst may follow at once.
 */
const PRELOAD_AFTER_SEARCH_MS = 5000;

export function lazyServices(ws: Workspace): LazyServices {
  let ready: Promise<{ s: Services; stop: () => void }> | undefined;
  let loaded = false;
  let early: Promise<typeof import('./search-services.js')> | undefined;
  let stopEarly: (() => void) | undefined;
  let lastEarly = -Infinity;
  const load = () => {
    // Shared by every call that awaits it, so it is no one call's to start again (storage/waits.ts).
    ready ??= outsideCalls(() =>
      import('./services.js').then((s) => {
        const stop = s.prepareServerProcess(ws);
        loaded = true;
        return { s, stop };
      }),
    );
    ready.catch(() => {
      ready = undefined; // tried again on the next call
    });
    return ready;
  };
  const searchEarly = async (args: SearchArgs): Promise<string | undefined> => {
    early ??= import('./search-services.js');
    early.catch(() => {
      early = undefined;
    });
    const e = await early;
    if (loaded) return undefined;
    stopEarly ??= e.startServerSearch(ws);
    const result = e.searchIfPrepared(ws, args);
    if (!result) return undefined;
    lastEarly = performance.now();
    return e.formatHits(result);
  };
  const preload = (): void => {
    const wait = lastEarly + PRELOAD_AFTER_SEARCH_MS - performance.now();
    if (wait > 0) setTimeout(preload, wait).unref();
    else void load().catch(() => {});
  };
  return {
    services: async () => (await load()).s,
    async search(args) {
      // Every change notification already queued is handled first: a write another process
      // finished before this call was sent is then seen by the watches (scope-watches.ts).
      await new Promise((resolve) => setImmediate(resolve));
      const text = loaded ? undefined : await searchEarly(args);
      if (text !== undefined) return text;
      const { s } = await load();
      return s.formatHits(s.searchMemory(ws, args));
    },
    preload,
    async dispose() {
      (await ready?.catch(() => undefined))?.stop();
      stopEarly?.();
    },
  };
}
