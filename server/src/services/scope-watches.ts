/**
 * Walks of a search scope that can be trusted for longer (a long-lived server only): each walk
 * also watches the scope's folders (storage/folder-watch.ts), and returns a token that stays
 * valid while no change has been reported since. The substring caches and the ranked indexes
 * then skip their freshness walk (10,000 lstats on a large root) for as long as the token holds,
 * instead of walking again every refresh period; our own writes still mark a scope at once.
 *
 * A token is issued only when the walk began with every folder already watched and nothing was
 * reported while it ran: a folder watched only after it was listed may have changed unseen, so
 * the walk after it is the first one trusted. What no watch can see (a file edited through a
 * hard link from outside the scope) is bounded by TRUST_MS: past it, a walk is made anyway.
 */
import { performance } from 'node:perf_hooks';
import { FolderWatch, watchable } from '../storage/folder-watch.js';
import { mountedAbs } from '../storage/mounts.js';
import { isHiddenEntryName, listScopeFiles, type ScopeFile } from '../storage/scope-files.js';

/** The longest a walk is trusted on the watches' word alone. */
const TRUST_MS = 60_000;
/** A scope with more folders is walked every time instead (inotify watches are a per-user budget). */
const MAX_WATCHED_FOLDERS = 2000;
/** After a watch failed (budget spent, folder gone), the scope goes unwatched this long. */
const RETRY_AFTER_MS = 5 * 60_000;

/** A project folder or `_global` (the shape of ranked-indexes.ts's IndexScope). */
export interface WatchedScope {
  readonly slug: string;
  /** folder relative to the root */
  readonly dir: string;
}

export interface ScopeWalk {
  files: ScopeFile[];
  /** Set when the walk can be trusted until a change is reported (see `unchangedSince`). */
  token?: number;
}

export class ScopeWatches {
  private readonly watches = new Map<string, FolderWatch>();
  /** performance.now() when watching a scope was given up. */
  private readonly gaveUp = new Map<string, number>();

  constructor(private readonly rootDir: string) {}

  walk(scope: WatchedScope): ScopeWalk {
    const watch = this.watchFor(scope);
    if (!watch) return { files: listScopeFiles(this.rootDir, scope.dir) };
    const before = watch.generation;
    const folders: string[] = [];
    const files = listScopeFiles(this.rootDir, scope.dir, folders);
    if (folders.length > MAX_WATCHED_FOLDERS) {
      this.giveUp(scope.slug);
      return { files };
    }
    const added = watch.cover(folders);
    if (watch.broken) this.giveUp(scope.slug);
    return added || watch.broken || watch.generation !== before ? { files } : { files, token: before };
  }

  /** The scope's watch, made when missing; none where watches are not reliable or were given up. */
  private watchFor(scope: WatchedScope): FolderWatch | undefined {
    const current = this.watches.get(scope.slug);
    if (current && !current.broken) return current;
    if (current) this.giveUp(scope.slug);
    const since = this.gaveUp.get(scope.slug);
    if (since !== undefined && performance.now() - since < RETRY_AFTER_MS) return undefined;
    if (!watchable(mountedAbs(this.rootDir, scope.dir))) return undefined;
    const watch = new FolderWatch(isHiddenEntryName);
    this.watches.set(scope.slug, watch);
    return watch;
  }

  private giveUp(slug: string): void {
    this.watches.get(slug)?.close();
    this.watches.delete(slug);
    this.gaveUp.set(slug, performance.now());
  }

  /** Whether nothing was reported in `scope` since the walk that gave `token`. */
  unchangedSince(scope: WatchedScope, token: number): boolean {
    const watch = this.watches.get(scope.slug);
    return watch !== undefined && !watch.broken && watch.generation === token;
  }

  close(): void {
    for (const w of this.watches.values()) w.close();
    this.watches.clear();
    this.gaveUp.clear();
  }
}

/** The freshness walk of a scope: watched in a server (`watch`), a plain listing otherwise. */
export function walkScope(rootDir: string, scope: WatchedScope, watch: boolean): ScopeWalk {
  return watch ? scopeWatchesOf(rootDir).walk(scope) : { files: listScopeFiles(rootDir, scope.dir) };
}

/**
 * Whether a walk made at `walk.checkedAt` still holds at `now`: younger than `refreshMs`, or
 * vouched for by its token (at most TRUST_MS). The one freshness rule of the substring caches and
 * the ranked indexes.
 */
export function walkHolds(rootDir: string, scope: WatchedScope, walk: { checkedAt: number; token?: number }, refreshMs: number, now: number): boolean {
  const age = now - walk.checkedAt;
  if (age < refreshMs) return true;
  return walk.token !== undefined && age < TRUST_MS && scopeWatchesOf(rootDir).unchangedSince(scope, walk.token);
}

const byRoot = new Map<string, ScopeWatches>();

/** The watches of a root, shared by its substring caches and ranked indexes. */
export function scopeWatchesOf(rootDir: string): ScopeWatches {
  let w = byRoot.get(rootDir);
  if (!w) {
    w = new ScopeWatches(rootDir);
    byRoot.set(rootDir, w);
  }
  return w;
}

/** Stops every watch of a root (server shutdown, tests). */
export function closeScopeWatches(rootDir: string): void {
  byRoot.get(rootDir)?.close();
  byRoot.delete(rootDir);
}
