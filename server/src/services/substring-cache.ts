/**
 * Substring search from the first call after a server starts: the trigram cache of each scope
 * (storage/substring-store.ts) says which files can hold the needle, so a search reads a few
 * dozen files instead of all of them, without waiting for any ranked index to load (a 2 MB JSON
 * parse per project that blocked the first calls for seconds).
 *
 * Exact whatever the cache's age: a column is used only for a file whose current identity (path,
 * mtime, size, ctime, from a walk of the scope) equals the identity it was computed from; every
 * other file (edited, added by hand or by another process, or read too close to a change) is read.
 * The walk is done on first use, after our own writes, and then at most every `refreshMs`, the
 * same freshness rule as the ranked indexes; in a server whose scope folders are watched, a walk
 * stays good until a change is reported (scope-watches.ts).
 *
 * A server builds missing or much outdated caches in the background, a slice at a time between
 * tool calls; a one-shot CLI only reads them.
 */
import { performance } from 'node:perf_hooks';
import { needleTrigramRows } from '../core/trigram-filter.js';
import { isSearchedPath, listScopeFiles, type ScopeFile } from '../storage/scope-files.js';
import { saveSubstringCache, SubstringCacheBuilder, withSubstringCache, type StoredSubstringCache } from '../storage/substring-store.js';
import type { MemoryRoot } from '../storage/root.js';
import type { IndexScope } from './ranked-indexes.js';
import { walkHolds, walkScope } from './scope-watches.js';

export interface SubstringCacheOptions {
  refreshMs: number;
  /** build missing or outdated caches between calls (server only) */
  buildInBackground: boolean;
  /** Where a failed background build is reported (the server: stderr); else it is dropped, the cache being derived. */
  onWarning?: (text: string) => void;
  /** Trust a walk for as long as watches report no change (server only; scope-watches.ts). */
  watch: boolean;
}

export interface CandidateFiles {
  /** scope-relative paths to read, in walk order */
  toRead: string[];
  /** files the search covers (all listed files that pass the filter) */
  covered: number;
}

interface ScopeState {
  stored: StoredSubstringCache;
  live: ScopeFile[];
  /** column of each live file whose identity equals its cached one */
  trusted: Map<string, number>;
  checkedAt: number;
  /** we wrote files of this scope since the last walk */
  changed: boolean;
  /** the walk's token while the watches vouch for it (scope-watches.ts) */
  token?: number;
}

/** A background slice lasts at most this long, so that a tool call waits no longer. */
const SLICE_MS = 10;
/** Rebuild once this share of the files (and at least MIN_STALE) must be read regardless. */
const STALE_SHARE = 0.1;
const MIN_STALE = 16;

export class SubstringCaches {
  private readonly states = new Map<string, ScopeState>();
  private readonly builds = new Map<string, { scope: IndexScope; builder: SubstringCacheBuilder | undefined }>();
  private buildTimer: NodeJS.Timeout | undefined;
  readonly options: SubstringCacheOptions;
  /** Freshness walks made so far (tests and the benchmark). */
  walks = 0;

  constructor(
    private readonly root: MemoryRoot,
    options: Partial<SubstringCacheOptions> = {},
  ) {
    this.options = { refreshMs: 2000, buildInBackground: false, watch: false, ...options };
  }

  /**
   * Walks the scope now unless a walk is still good (a server does this for every scope after it
   * starts, so that the first search of a session needs no walk): no-op without a cache on disk.
   */
  check(scope: IndexScope): void {
    const known = this.states.get(scope.slug);
    // A recent walk without a token (the one that set the watches up) is not enough here.
    const vouched = known?.token !== undefined ? known : undefined;
    const state = withSubstringCache(this.root.dir, scope.dir, known?.stored, (stored) => this.fresh(scope, stored, vouched));
    if (state) this.states.set(scope.slug, state);
  }

  /**
   * The files of `scope` that may contain `needle`; undefined when the scope has no usable cache
   * (the caller scans every file, and a server builds the cache for the next call).
   */
  candidates(scope: IndexScope, needle: string, caseSensitive: boolean, filter: ((p: string) => boolean) | null): CandidateFiles | undefined {
    const rows = needleTrigramRows(needle, caseSensitive);
    const known = this.states.get(scope.slug);
    const result = withSubstringCache(this.root.dir, scope.dir, known?.stored, (stored, readRow) => {
      const state = this.fresh(scope, stored, known);
      const inScope = filter ? state.live.filter((f) => filter(f.path)) : state.live;
      const covered = inScope.length;
      if (!rows) return { state, files: { toRead: inScope.map((f) => f.path), covered } };
      const acc = new Uint8Array(stored.rowBytes).fill(0xff);
      const row = new Uint8Array(stored.rowBytes);
      for (const r of rows) {
        if (!readRow(r, row)) return undefined;
        for (let i = 0; i < acc.length; i++) acc[i] = (acc[i] as number) & (row[i] as number);
      }
      const toRead: string[] = [];
      for (const f of inScope) {
        const col = state.trusted.get(f.path);
        if (col === undefined || ((acc[col >> 3] as number) >> (col & 7)) & 1) toRead.push(f.path);
      }
      return { state, files: { toRead, covered } };
    });
    if (!result) {
      this.states.delete(scope.slug);
      this.scheduleBuild(scope);
      return undefined;
    }
    this.states.set(scope.slug, result.state);
    const untrusted = result.state.live.length - result.state.trusted.size;
    if (untrusted > Math.max(MIN_STALE, result.state.live.length * STALE_SHARE)) this.scheduleBuild(scope);
    return result.files;
  }

  /** Files we wrote or removed (root-relative): the next use of their scope walks it again. */
  noteChanged(rootRels: readonly string[]): void {
    for (const rel of rootRels) {
      const m = /^(projects\/([^/]+)|_global)\/(.+)$/.exec(rel);
      if (!m || !isSearchedPath(m[3] as string)) continue;
      const state = this.states.get(m[2] ?? '_global');
      if (state) state.changed = true;
    }
  }

  /** Stops background work and forgets every table (tests, shutdown). */
  close(): void {
    if (this.buildTimer) clearTimeout(this.buildTimer);
    this.buildTimer = undefined;
    this.builds.clear();
    this.states.clear();
  }

  /** Whether background builds are queued or running (for tests and the benchmark). */
  building(): boolean {
    return this.builds.size > 0;
  }

  private fresh(scope: IndexScope, stored: StoredSubstringCache, known: ScopeState | undefined): ScopeState {
    const now = performance.now();
    if (known && known.stored === stored && !known.changed && walkHolds(this.root.dir, scope, known, this.options.refreshMs, now)) return known;
    const { files: live, token } = walkScope(this.root.dir, scope, this.options.watch);
    this.walks++;
    const trusted = new Map<string, number>();
    for (const f of live) {
      const col = stored.columnOf.get(f.path);
      if (col === undefined) continue;
      const c = stored.files[col];
      if (c && !c.racy && c.mtimeMs === f.mtimeMs && c.size === f.size && c.ctimeMs === f.ctimeMs) trusted.set(f.path, col);
    }
    return { stored, live, trusted, checkedAt: now, changed: false, token };
  }

  private scheduleBuild(scope: IndexScope): void {
    if (!this.options.buildInBackground || this.builds.has(scope.slug)) return;
    this.builds.set(scope.slug, { scope, builder: undefined });
    this.kick();
  }

  private kick(): void {
    if (this.buildTimer || this.builds.size === 0) return;
    // A timer, unref'd: a server whose client has gone exits without finishing the work.
    this.buildTimer = setTimeout(() => {
      this.buildTimer = undefined;
      const build = this.builds.values().next().value;
      if (build) {
        try {
          if (!build.builder) {
            build.builder = new SubstringCacheBuilder(this.root.dir, build.scope.dir, listScopeFiles(this.root.dir, build.scope.dir));
          } else if (build.builder.step(performance.now() + SLICE_MS)) {
            this.builds.delete(build.scope.slug);
            saveSubstringCache(this.root, build.scope.dir, build.scope.slug, build.builder.bytes());
          }
        } catch (e) {
          this.builds.delete(build.scope.slug);
          this.options.onWarning?.(`project-memory: could not store the substring cache of ${build.scope.slug}: ${e instanceof Error ? e.message : String(e)}`);
        }
      }
      this.kick();
    }, 0);
    this.buildTimer.unref();
  }
}

const byRoot = new Map<string, SubstringCaches>();

export function substringCachesOf(root: MemoryRoot): SubstringCaches {
  let caches = byRoot.get(root.dir);
  if (!caches) {
    caches = new SubstringCaches(root);
    byRoot.set(root.dir, caches);
  }
  return caches;
}

/** For the server and tests: set options before the first use (replaces the state held). */
export function configureSubstringCaches(root: MemoryRoot, options: Partial<SubstringCacheOptions>): SubstringCaches {
  byRoot.get(root.dir)?.close();
  const caches = new SubstringCaches(root, options);
  byRoot.set(root.dir, caches);
  return caches;
}

/** Called after every write (derived.ts). */
export function noteSubstringChange(root: MemoryRoot, rootRels: readonly string[]): void {
  byRoot.get(root.dir)?.noteChanged(rootRels);
}
