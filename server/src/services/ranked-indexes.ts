/**
 * One file over 400 lines on purpose: it is one class (and its per-root registry), whose loading,
 * freshness, persistence and eviction share its private maps and timers.
 *
 * The ranked indexes a process holds: one per scope (project or `_global`), loaded from
 * `<scope>/.index/ranked.json` on first use (built from the files when that is missing or
 * damaged), kept fresh, written back, and dropped least recently used first when they outgrow a
 * memory budget. Never built at start-up, never one index over the whole root.
 *
 * Freshness: our own writes reach the index through `noteChanged` (derived.ts calls it after every
 * write) and are applied before the next use; files edited by hand are found by a walk comparing
 * mtime and size, done on first use and then at most every `refreshMs` (in a server whose scope
 * folders are watched, only once a change is reported: scope-watches.ts).
 *
 * Persistence: `immediate` (the CLI: a one-shot process) writes a changed index at the end of the
 * call; `debounced` (the server) writes it `debounceMs` after the last change, and on exit.
 */
import { performance } from 'node:perf_hooks';
import {
  addOrReplaceDocument,
  buildIndex,
  compactPostings,
  createIndex,
  estimateIndexBytes,
  removeDocument,
  staleEntries,
  type RankedIndex,
} from '../core/ranked/index.js';
import { loadRankedIndex, readIndexedDocument, readIndexedDocuments, saveRankedIndex } from '../storage/ranked-store.js';
import { isSearchedPath, listScopeFiles, statScopeFile, type ScopeFile } from '../storage/scope-files.js';
import { walkHolds, walkScope, type ScopeWalk } from './scope-watches.js';
import type { MemoryRoot } from '../storage/root.js';
import type { Workspace } from './workspace.js';

export interface IndexScope {
  /** project slug, or `_global` */
  readonly slug: string;
  /** folder relative to the root */
  readonly dir: string;
}

export interface RankedIndexOptions {
  /** least time between two walks of a scope looking for hand edits */
  refreshMs: number;
  /** indexes beyond this estimated size are dropped, least recently used first */
  budgetBytes: number;
  persist: 'immediate' | 'debounced';
  debounceMs: number;
  /** `peek` of a scope not in memory loads or builds it in the background (server only) */
  warmInBackground: boolean;
  /** Trust a walk for as long as watches report no change (server only; scope-watches.ts). */
  watch?: boolean;
  /**
   * Called after work that leaves much garbage (a build, a write of the index): the server passes
   * a full garbage collection, without which V8 grows the heap to ~250 MiB while indexing 20
   * projects whose indexes keep ~55 MiB.
   */
  afterBulkWork?: () => void;
  /**
   * Where a problem met while keeping the indexes goes (they are derived data, so it never fails a
   * call): the server prints it on stderr. Without it, the problem is kept for `endOfCall` to return.
   */
  onWarning?: (text: string) => void;
}

/** 20 projects of 500 files take ~50 MiB: an all-project search keeps every index in memory. */
const DEFAULT_OPTIONS: RankedIndexOptions = {
  refreshMs: 2000,
  budgetBytes: 96 * 1024 * 1024,
  persist: 'immediate',
  debounceMs: 1000,
  warmInBackground: false,
};
/**
 * Writing an index blocks the process ~0.1 s (serialising 2 MB): debounced persistence waits for
 * this long without a search, unless it has waited MAX_POSTPONE_MS already.
 */
const QUIET_MS = 500;
const MAX_POSTPONE_MS = 30_000;
/** After this many single-file updates the postings are packed again (see compactPostings). */
const COMPACT_AFTER_UPDATES = 64;
/** A slice of background work runs this long at most, so that tool calls wait no longer. */
const SLICE_MS = 40;
/** Files read and indexed between two looks at the clock. */
const FILES_PER_STEP = 8;
/** Problems kept for the caller between two calls, at most (the same one repeats). */
const MAX_KEPT_WARNINGS = 20;

interface Entry {
  readonly scope: IndexScope;
  index: RankedIndex;
  /** performance.now() of the last walk */
  checkedAt: number;
  /** the last walk's token while the watches vouch for it (scope-watches.ts) */
  token?: number;
  /** scope-relative paths we wrote since the last use */
  readonly pending: Set<string>;
  /** differs from the stored file */
  dirty: boolean;
  updatesSinceCompact: number;
  bytes: number;
}

/** A background build of one scope, a slice at a time. */
interface Warmup {
  readonly scope: IndexScope;
  index: RankedIndex | undefined;
  files: ScopeFile[] | undefined;
  next: number;
  done: boolean;
}

export class RankedIndexes {
  /** Map order is the recency order: the first entry is the least recently used. */
  private readonly entries = new Map<string, Entry>();
  private readonly warmups = new Map<string, Warmup>();
  /** Problems kept for `endOfCall` when no `onWarning` is set. */
  private readonly warnings: string[] = [];
  private persistTimer: NodeJS.Timeout | undefined;
  private warmTimer: NodeJS.Timeout | undefined;
  /** performance.now() of the last search, and of the first postponed write since */
  private lastUse = -Infinity;
  private postponedSince: number | undefined;
  readonly options: RankedIndexOptions;

  constructor(
    private readonly root: MemoryRoot,
    options: Partial<RankedIndexOptions> = {},
  ) {
    this.options = { ...DEFAULT_OPTIONS, ...options };
  }

  /** The scope's index, fresh: loaded, built or finished now if need be. */
  acquire(scope: IndexScope): RankedIndex {
    this.lastUse = performance.now();
    let entry = this.entries.get(scope.slug);
    if (!entry) {
      const warm = this.warmups.get(scope.slug);
      entry = warm ? this.finishWarmup(warm) : this.open(scope);
      this.install(entry);
    } else {
      this.touch(entry);
      this.refresh(entry, false);
    }
    return entry.index;
  }

  /**
   * The scope's index if it is in memory (fresh), else undefined: the caller scans the files
   * instead, and with `warmInBackground` the index is loaded or built for the next call.
   */
  peek(scope: IndexScope, warm = this.options.warmInBackground): RankedIndex | undefined {
    this.lastUse = performance.now();
    const entry = this.entries.get(scope.slug);
    if (entry) {
      this.touch(entry);
      this.refresh(entry, false);
      return entry.index;
    }
    if (warm) this.scheduleWarmup(scope);
    return undefined;
  }

  /** Files we wrote or removed (root-relative): applied to loaded indexes before their next use. */
  noteChanged(rootRels: readonly string[]): void {
    for (const rel of rootRels) {
      const m = /^(projects\/([^/]+)|_global)\/(.+)$/.exec(rel);
      if (!m) continue;
      const slug = m[2] ?? '_global';
      const scopeRel = m[3] as string;
      if (!isSearchedPath(scopeRel)) continue;
      const entry = this.entries.get(slug);
      if (entry) {
        entry.pending.add(scopeRel);
        this.schedulePersist();
      }
      // A background build has not listed its files yet, or will read this one later, or has
      // read it already: only the last case needs telling, and a refresh on first use finds it.
    }
  }

  /** Immediate persistence: write what changed during the call. */
  /** Returns the problems kept since the last call (see `onWarning`), for the caller to show. */
  endOfCall(): string[] {
    if (this.options.persist === 'immediate') this.flush();
    return this.warnings.splice(0);
  }

  private warn(text: string): void {
    if (this.options.onWarning) this.options.onWarning(text);
    else if (this.warnings.length < MAX_KEPT_WARNINGS) this.warnings.push(text);
  }

  /** Applies pending writes and stores every changed index. Errors are swallowed: derived data. */
  flush(): void {
    if (this.persistTimer) clearTimeout(this.persistTimer);
    this.persistTimer = undefined;
    for (const entry of this.entries.values()) this.persist(entry);
  }

  /** Drops everything from memory (after storing it): for tests and shutdown. */
  close(): void {
    this.flush();
    if (this.warmTimer) clearTimeout(this.warmTimer);
    this.warmTimer = undefined;
    this.warmups.clear();
    this.entries.clear();
  }

  /** Slugs of the indexes in memory, least recently used first (for tests and diagnostics). */
  loadedScopes(): string[] {
    return [...this.entries.keys()];
  }

  private open(scope: IndexScope): Entry {
    const stored = loadRankedIndex(this.root, scope.dir);
    if (stored) {
      const entry = this.entryFor(scope, stored, false);
      this.refresh(entry, true);
      return entry;
    }
    const checkedAt = performance.now();
    const { files, token } = this.walk(scope);
    const entry = this.entryFor(scope, buildIndex(readIndexedDocuments(this.root.dir, scope.dir, files)), true);
    entry.checkedAt = checkedAt;
    entry.token = token;
    return entry;
  }

  private walk(scope: IndexScope): ScopeWalk {
    return walkScope(this.root.dir, scope, this.options.watch === true);
  }

  private entryFor(scope: IndexScope, index: RankedIndex, dirty: boolean): Entry {
    return { scope, index, checkedAt: -Infinity, pending: new Set(), dirty, updatesSinceCompact: 0, bytes: estimateIndexBytes(index) };
  }

  /** Adds a freshly loaded or built index (bulk work: see afterBulkWork). */
  private install(entry: Entry): void {
    this.options.afterBulkWork?.();
    this.entries.set(entry.scope.slug, entry);
    if (entry.dirty) this.schedulePersist();
    let total = 0;
    for (const e of this.entries.values()) total += e.bytes;
    for (const victim of [...this.entries.values()]) {
      if (total <= this.options.budgetBytes || victim === entry) break;
      this.persist(victim);
      this.entries.delete(victim.scope.slug);
      total -= victim.bytes;
    }
  }

  private touch(entry: Entry): void {
    this.entries.delete(entry.scope.slug);
    this.entries.set(entry.scope.slug, entry);
  }

  /** Pending writes always; a walk for hand edits when the last one no longer holds. */
  private refresh(entry: Entry, forceWalk: boolean): void {
    let updates = 0;
    for (const rel of entry.pending) updates += this.updateFile(entry, rel, statScopeFile(this.root.dir, entry.scope.dir, rel));
    entry.pending.clear();
    const now = performance.now();
    if (forceWalk || !walkHolds(this.root.dir, entry.scope, entry, this.options.refreshMs, now)) {
      const { files, token } = this.walk(entry.scope);
      entry.token = token;
      const { changed, removed } = staleEntries(entry.index, files);
      for (const rel of removed) if (removeDocument(entry.index, rel)) updates++;
      const byPath = changed.length ? new Map(files.map((f) => [f.path, f])) : undefined;
      for (const rel of changed) updates += this.updateFile(entry, rel, byPath?.get(rel));
      entry.checkedAt = now;
    }
    if (updates === 0) return;
    entry.dirty = true;
    entry.updatesSinceCompact += updates;
    if (entry.updatesSinceCompact >= COMPACT_AFTER_UPDATES) {
      compactPostings(entry.index);
      entry.updatesSinceCompact = 0;
    }
    entry.bytes = estimateIndexBytes(entry.index);
    this.schedulePersist();
  }

  /** Brings one file's entry in line with the disk; returns 1 when the index changed. */
  private updateFile(entry: Entry, rel: string, seen: ScopeFile | undefined): number {
    const { index, scope } = entry;
    if (!seen) return removeDocument(index, rel) ? 1 : 0;
    const id = index.idByPath.get(rel);
    const known = id === undefined ? undefined : index.docs[id];
    if (known && known.mtimeMs === seen.mtimeMs && known.size === seen.size) return 0;
    const doc = readIndexedDocument(this.root.dir, scope.dir, rel);
    if (!doc) return removeDocument(index, rel) ? 1 : 0;
    addOrReplaceDocument(index, rel, doc.text, doc.mtimeMs, doc.size);
    return 1;
  }

  private persist(entry: Entry): void {
    if (entry.pending.size) this.refresh(entry, false);
    if (!entry.dirty) return;
    try {
      saveRankedIndex(this.root, entry.scope.dir, entry.scope.slug, entry.index);
      entry.dirty = false;
    } catch (e) {
      this.warn(`project-memory: could not store the search index of ${entry.scope.slug}: ${e instanceof Error ? e.message : String(e)}`);
      entry.dirty = false; // derived data: the next load finds the changes again by mtime and size
    }
  }

  private schedulePersist(): void {
    if (this.options.persist !== 'debounced') return;
    if (this.persistTimer) clearTimeout(this.persistTimer);
    this.persistTimer = setTimeout(() => this.persistNext(), this.options.debounceMs);
    this.persistTimer.unref();
  }

  /** Debounced persistence writes one index per turn of the event loop: calls wait ~0.1 s at most. */
  private persistNext(): void {
    this.persistTimer = undefined;
    const now = performance.now();
    const quietFor = now - this.lastUse;
    if (quietFor < QUIET_MS && now - (this.postponedSince ??= now) < MAX_POSTPONE_MS) {
      this.persistTimer = setTimeout(() => this.persistNext(), QUIET_MS - quietFor);
      this.persistTimer.unref();
      return;
    }
    this.postponedSince = undefined;
    const waiting = [...this.entries.values()].filter((e) => e.dirty || e.pending.size > 0);
    const entry = waiting[0];
    if (!entry) return;
    this.persist(entry);
    this.options.afterBulkWork?.();
    if (this.persistTimer) clearTimeout(this.persistTimer);
    this.persistTimer = waiting.length > 1 ? setTimeout(() => this.persistNext(), 0) : undefined;
    this.persistTimer?.unref();
  }

  // --- background warm-up (server) ---

  private scheduleWarmup(scope: IndexScope): void {
    if (this.warmups.has(scope.slug)) return;
    // Warming must never push out an index in use: only while the budget has room for one more.
    let total = 0;
    for (const e of this.entries.values()) total += e.bytes;
    const typical = this.entries.size ? total / this.entries.size : 0;
    if (total + typical > this.options.budgetBytes) return;
    this.warmups.set(scope.slug, { scope, index: undefined, files: undefined, next: 0, done: false });
    this.kickWarmups();
  }

  private kickWarmups(): void {
    if (this.warmTimer || this.warmups.size === 0) return;
    // A timer, not setImmediate: an unref'd immediate would wait for the next I/O to run, and a
    // ref'd one would keep a server whose client has gone alive until the work is done.
    this.warmTimer = setTimeout(() => {
      this.warmTimer = undefined;
      const until = performance.now() + SLICE_MS;
      while (performance.now() < until) {
        const warm = this.warmups.values().next().value as Warmup | undefined;
        if (!warm) break;
        try {
          if (this.warmStep(warm)) {
            this.warmups.delete(warm.scope.slug);
            this.install(this.finishWarmup(warm));
            break;
          }
        } catch (e) {
          this.warmups.delete(warm.scope.slug);
          this.warn(`project-memory: could not index ${warm.scope.slug}: ${e instanceof Error ? e.message : String(e)}`);
        }
      }
      this.kickWarmups();
    }, 0);
    this.warmTimer.unref();
  }

  /** One slice of work; true when the index is complete. */
  private warmStep(warm: Warmup): boolean {
    if (warm.done) return true;
    if (!warm.files) {
      const stored = loadRankedIndex(this.root, warm.scope.dir);
      if (stored) {
        warm.index = stored;
        warm.done = true;
        return true;
      }
      warm.files = listScopeFiles(this.root.dir, warm.scope.dir);
      warm.index = createIndex();
    } else {
      const index = warm.index as RankedIndex;
      const end = Math.min(warm.files.length, warm.next + FILES_PER_STEP);
      for (; warm.next < end; warm.next++) {
        const doc = readIndexedDocument(this.root.dir, warm.scope.dir, (warm.files[warm.next] as ScopeFile).path);
        if (doc) addOrReplaceDocument(index, doc.path, doc.text, doc.mtimeMs, doc.size);
      }
    }
    warm.done = warm.next >= warm.files.length;
    return warm.done;
  }

  /** Completes a warm-up synchronously and returns its fresh entry (not yet installed). */
  private finishWarmup(warm: Warmup): Entry {
    this.warmups.delete(warm.scope.slug);
    while (!this.warmStep(warm));
    const built = warm.files !== undefined;
    const index = warm.index as RankedIndex;
    if (built) compactPostings(index);
    const entry = this.entryFor(warm.scope, index, built);
    // A stored index is checked against the disk now; a fresh build only for files changed
    // while it was being read.
    this.refresh(entry, true);
    return entry;
  }
}

const byRoot = new Map<string, RankedIndexes>();

/** The process's indexes for this workspace's root (created with default options on first use). */
export function rankedIndexes(ws: Workspace): RankedIndexes {
  return rankedIndexesOf(ws.root);
}

export function rankedIndexesOf(root: MemoryRoot): RankedIndexes {
  let indexes = byRoot.get(root.dir);
  if (!indexes) {
    indexes = new RankedIndexes(root);
    byRoot.set(root.dir, indexes);
  }
  return indexes;
}

/** For the server: set options before the first use (replaces indexes already held). */
export function configureRankedIndexes(root: MemoryRoot, options: Partial<RankedIndexOptions>): RankedIndexes {
  byRoot.get(root.dir)?.close();
  const indexes = new RankedIndexes(root, options);
  byRoot.set(root.dir, indexes);
  return indexes;
}

/** Called after every write (derived.ts): cheap, does nothing when no index of the root is loaded. */
export function noteRankedChange(root: MemoryRoot, rootRels: readonly string[]): void {
  byRoot.get(root.dir)?.noteChanged(rootRels);
}
