/**
 * The use cases, behind one dynamic import (see services.ts), and the server process prepared
 * before the first of them runs: every tool handler starts with `await services()`, so the
 * preparation of the root (docs/ARCHITECTURE.md#tool-call) is part of getting the use cases
 * rather than a wrapper around the SDK's request handling. Start-up answers initialize and
 * tools/list without either. A failed preparation is the failing call's error (its handler turns
 * the rejection into a tool result) and is tried again on the next call.
 */
import type { Workspace } from '../services/workspace.js';

export type Services = typeof import('./services.js');

export interface LazyServices {
  /** The use cases, once `ws`'s server process is prepared (once per server). */
  services(): Promise<Services>;
  /** Stops what the preparation started (search index writes); nothing when it never ran. */
  dispose(): Promise<void>;
}

export function lazyServices(ws: Workspace): LazyServices {
  let ready: Promise<{ s: Services; stop: () => void }> | undefined;
  const load = () => {
    ready ??= import('./services.js').then((s) => ({ s, stop: s.prepareServerProcess(ws) }));
    ready.catch(() => {
      ready = undefined; // tried again on the next call
    });
    return ready;
  };
  return {
    services: async () => (await load()).s,
    async dispose() {
      (await ready?.catch(() => undefined))?.stop();
    },
  };
}
