/**
 * The substring cache of a scope on disk: `<scope>/.index/substring.bin`, the trigram rows of
 * core/trigram-filter.ts for every file, with the identity (path, mtime, size, ctime) of the
 * version each column was computed from. Derived data next to the ranked index (hidden, reserved):
 * a missing, foreign or damaged file reads as undefined and search scans instead.
 *
 * Layout: magic line, u32 table length, the table (JSON), then TRIGRAM_ROWS rows of
 * ceil(files / 8) bytes. A search reads the table once per version of the file and then only the
 * rows of its needle (a few dozen `pread`s), through one descriptor so that a table and its rows
 * always come from the same version, even while another process replaces the file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { mountedAbs } from './mounts.js';
import { performance } from 'node:perf_hooks';
import { addFileToMatrix, rowBytesFor, TRIGRAM_ROWS } from '../core/trigram-filter.js';
import { descriptorIsAt } from './containment.js';
import { writeAtomic } from './fs-safe.js';
import type { MemoryRoot } from './root.js';
import { readFileBytes, scopeFileAbs, type ScopeFile } from './scope-files.js';

export const SUBSTRING_CACHE_REL = '.index/substring.bin';
const MAGIC = Buffer.from('project-memory substring cache 1\n', 'utf8');
const MAX_TABLE_BYTES = 64 * 1024 * 1024;

/** One cached file: its identity when read; `racy` columns are never trusted (see buildSubstringCache). */
export interface CachedFile {
  readonly path: string;
  readonly mtimeMs: number;
  readonly size: number;
  readonly ctimeMs: number;
  readonly racy: boolean;
}

export interface StoredSubstringCache {
  readonly files: readonly CachedFile[];
  /** column of each cached path (built once per version of the file, not on every walk) */
  readonly columnOf: ReadonlyMap<string, number>;
  /** identity of the cache file this table was read from */
  readonly version: string;
  readonly rowsAt: number;
  readonly rowBytes: number;
}

export function substringCachePath(rootDir: string, scopeDir: string): string {
  return path.join(mountedAbs(rootDir, scopeDir), SUBSTRING_CACHE_REL);
}

function versionOf(st: fs.Stats): string {
  return `${st.ino}:${st.size}:${st.mtimeMs}`;
}

/**
 * Opens the scope's cache and hands `use` its table and a row reader; `known` is the table read
 * before, reused when the file is still that version. Returns undefined when there is no usable
 * cache.
 */
export function withSubstringCache<T>(
  rootDir: string,
  scopeDir: string,
  known: StoredSubstringCache | undefined,
  use: (cache: StoredSubstringCache, readRow: (row: number, into: Uint8Array) => boolean) => T,
): T | undefined {
  const abs = substringCachePath(rootDir, scopeDir);
  let fd: number;
  try {
    fd = fs.openSync(abs, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  try {
    if (!descriptorIsAt(fd, abs)) return undefined;
    const st = fs.fstatSync(fd);
    if (!st.isFile()) return undefined;
    const cache = known?.version === versionOf(st) ? known : readTable(fd, st);
    if (!cache) return undefined;
    const readRow = (row: number, into: Uint8Array): boolean => {
      if (cache.rowBytes === 0) return true;
      return fs.readSync(fd, into, 0, cache.rowBytes, cache.rowsAt + row * cache.rowBytes) === cache.rowBytes;
    };
    return use(cache, readRow);
  } catch {
    return undefined;
  } finally {
    fs.closeSync(fd);
  }
}

function readTable(fd: number, st: fs.Stats): StoredSubstringCache | undefined {
  const head = Buffer.alloc(MAGIC.length + 4);
  if (fs.readSync(fd, head, 0, head.length, 0) !== head.length || !head.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
  const tableBytes = head.readUInt32LE(MAGIC.length);
  if (tableBytes > MAX_TABLE_BYTES) return undefined;
  const table = Buffer.alloc(tableBytes);
  if (fs.readSync(fd, table, 0, tableBytes, head.length) !== tableBytes) return undefined;
  const parsed = JSON.parse(table.toString('utf8')) as unknown;
  if (!Array.isArray(parsed)) return undefined;
  const files: CachedFile[] = [];
  const columnOf = new Map<string, number>();
  for (const f of parsed) {
    if (!Array.isArray(f) || typeof f[0] !== 'string' || typeof f[1] !== 'number' || typeof f[2] !== 'number' || typeof f[3] !== 'number') return undefined;
    columnOf.set(f[0], files.length);
    files.push({ path: f[0], mtimeMs: f[1], size: f[2], ctimeMs: f[3], racy: f[4] === 1 });
  }
  const rowBytes = rowBytesFor(files.length);
  const rowsAt = head.length + tableBytes;
  if (st.size !== rowsAt + rowBytes * TRIGRAM_ROWS) return undefined;
  return { files, columnOf, version: versionOf(st), rowsAt, rowBytes };
}

/**
 * A file whose ctime is this close to the moment it was read may change again within the same
 * timestamp tick without its identity changing (the "racy git" problem): its column is stored
 * but never trusted, so that file is always read.
 */
const RACY_MS = 2000;

/**
 * Builds a scope's cache a few files at a time (a server does it between tool calls): `step`
 * reads files until `deadline` (performance.now()), true when every file is in; then `bytes()`.
 */
export class SubstringCacheBuilder {
  private readonly rowBytes: number;
  private readonly matrix: Uint8Array;
  private readonly table: (string | number)[][] = [];

  constructor(
    private readonly rootDir: string,
    private readonly scopeDir: string,
    private readonly files: readonly ScopeFile[],
    /** tests pass 0 to trust files written a moment ago */
    private readonly racyMs = RACY_MS,
  ) {
    this.rowBytes = rowBytesFor(files.length);
    this.matrix = new Uint8Array(this.rowBytes * TRIGRAM_ROWS);
  }

  step(deadline = Infinity): boolean {
    while (this.table.length < this.files.length) {
      const col = this.table.length;
      const f = this.files[col] as ScopeFile;
      const read = readFileBytes(this.rootDir, scopeFileAbs(this.rootDir, this.scopeDir, f.path));
      const now = Date.now();
      if (!read) {
        // Gone or unreadable now: a column without bits would hide it later, so it is racy.
        this.table.push([f.path, f.mtimeMs, f.size, f.ctimeMs, 1]);
      } else {
        addFileToMatrix(this.matrix, this.rowBytes, col, read.bytes);
        const racy = now - read.ctimeMs < this.racyMs || now - read.mtimeMs < this.racyMs;
        this.table.push([f.path, read.mtimeMs, read.size, read.ctimeMs, racy ? 1 : 0]);
      }
      if ((col & 7) === 7 && performance.now() >= deadline) break;
    }
    return this.table.length >= this.files.length;
  }

  bytes(): Buffer {
    const tableBytes = Buffer.from(JSON.stringify(this.table), 'utf8');
    const head = Buffer.alloc(MAGIC.length + 4);
    MAGIC.copy(head);
    head.writeUInt32LE(tableBytes.length, MAGIC.length);
    return Buffer.concat([head, tableBytes, this.matrix]);
  }
}

/** Stores the cache atomically under the lock `substring:<slug>`: the last of two writers wins. */
export function saveSubstringCache(root: MemoryRoot, scopeDir: string, slug: string, bytes: Buffer): void {
  const abs = substringCachePath(root.dir, scopeDir);
  root.lock(`substring:${slug}`, () => writeAtomic(root.dir, abs, bytes, `${scopeDir}/${SUBSTRING_CACHE_REL}`));
}
